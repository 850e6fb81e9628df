import { describe, expect, it } from 'vitest';
import { findings } from './findings.js';

/**
 * The data-layer guard of eslint.config.js, run on small sources at the paths where they would
 * live: only server/services/ and server/db/ reach the database, statically or dynamically.
 */
const STATIC = '@typescript-eslint/no-restricted-imports';
const DYNAMIC = 'no-restricted-syntax';
const KYSELY = /Only server\/services\/ and server\/db\/ use Kysely/;
const DATABASE = /Only server\/services\/ and server\/db\/ reach the database/;

const ADMIN_ROUTE = 'server/admin-api/resources/guardProbe.ts';
const SITE_SERVER = 'app/components/enquiry/guardProbe.server.ts';
const PLUGIN = 'server/plugins/guardProbe.ts';

describe('the data-layer guard (lint)', () => {
  it.each([
    [
      'a value import of kysely in a staff route',
      ADMIN_ROUTE,
      "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n",
    ],
    [
      'a type import of kysely in a staff route',
      ADMIN_ROUTE,
      "import type { Kysely } from 'kysely';\nexport type K = Kysely<never>;\n",
    ],
    ['a re-export of kysely from server/lib', 'server/lib/guardProbe.ts', "export { sql } from 'kysely';\n"],
    [
      'kysely in a page module',
      SITE_SERVER,
      "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n",
    ],
    [
      'a type import of kysely in a page module',
      SITE_SERVER,
      "import type { Kysely } from 'kysely';\nexport type K = Kysely<never>;\n",
    ],
    [
      'kysely in the console',
      'admin/guardProbe.ts',
      "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n",
    ],
    [
      'kysely in contract/',
      'contract/guardProbe.ts',
      "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n",
    ],
  ])('refuses %s', async (_case, file, code) => {
    expect(await findings(file, code)).toEqual([{ rule: STATIC, message: expect.stringMatching(KYSELY) }]);
  });

  it.each([
    [
      'in a staff route',
      ADMIN_ROUTE,
      "import { openDatabase } from '../../db/index.js';\nexport const open = openDatabase;\n",
    ],
    ['in a plugin', PLUGIN, "import { migrate } from '../db/index.js';\nexport const run = migrate;\n"],
    [
      'in a page module',
      SITE_SERVER,
      "import { migrate } from '../../../server/db/index.js';\nexport const run = migrate;\n",
    ],
    [
      'by its subpath import, in a staff route',
      ADMIN_ROUTE,
      "import { openDatabase } from '#server/db/index.js';\nexport const open = openDatabase;\n",
    ],
    [
      'by its subpath import, in a page module',
      SITE_SERVER,
      "import { migrate } from '#server/db/index.js';\nexport const run = migrate;\n",
    ],
  ])('refuses a value import of server/db %s', async (_case, file, code) => {
    expect(await findings(file, code)).toEqual([{ rule: STATIC, message: expect.stringMatching(DATABASE) }]);
  });

  it.each([
    [
      'kysely in a staff route',
      ADMIN_ROUTE,
      "export const load = async () => await import('kysely');\n",
      KYSELY,
    ],
    [
      'kysely in a page module',
      SITE_SERVER,
      "export const load = async () => await import('kysely');\n",
      KYSELY,
    ],
    [
      'server/db in a staff route',
      ADMIN_ROUTE,
      "export const load = () => import('../../db/index.js');\n",
      DATABASE,
    ],
    ['server/db in a plugin', PLUGIN, "export const load = () => import('../db/index.js');\n", DATABASE],
    [
      'server/db in server/app.ts',
      'server/app.ts',
      "export const load = () => import('./db/index.js');\n",
      DATABASE,
    ],
    [
      'server/db in a page module',
      SITE_SERVER,
      "export const load = () => import('../../../server/db/index.js');\n",
      DATABASE,
    ],
    [
      'server/db by its subpath import in a staff route',
      ADMIN_ROUTE,
      "export const load = () => import('#server/db/index.js');\n",
      DATABASE,
    ],
  ])('refuses a dynamic import of %s', async (_case, file, code, message) => {
    expect(await findings(file, code)).toEqual([{ rule: DYNAMIC, message: expect.stringMatching(message) }]);
  });

  it('refuses import() of a name it cannot read (it could be either)', async () => {
    const code = "const name = 'kys' + 'ely';\nexport const load = () => import(name);\n";
    expect(await findings(ADMIN_ROUTE, code)).toEqual([
      { rule: DYNAMIC, message: expect.stringMatching(/checks import\(\) by the name it is given/) },
    ]);
  });

  it('lets the services and the database module use both, and others take types from server/db', async () => {
    const both =
      "import { sql } from 'kysely';\nimport { migrate } from '../../db/index.js';\n" +
      "export const q = sql`select 1`;\nexport const run = migrate;\nexport const load = () => import('kysely');\n";
    expect(await findings('server/services/platform/guardProbe.ts', both)).toEqual([]);
    expect(
      await findings(
        'server/db/guardProbe.ts',
        "import { sql } from 'kysely';\nexport const q = sql`select 1`;\n",
      ),
    ).toEqual([]);
    const types = "import type { StaffRole } from '../../db/schema.js';\nexport type Role = StaffRole;\n";
    expect(await findings(ADMIN_ROUTE, types)).toEqual([]);
    // A literal import() of anything else stays open (the server's lazy modules, the site's islands).
    expect(await findings(PLUGIN, "export const load = () => import('../lib/sharp.js');\n")).toEqual([]);
  });
});
