import { describe, expect, it } from 'vitest';
import { findings } from './findings.js';

/**
 * The layers of eslint.config.js, run on small sources at the paths where they would live: the
 * server never imports the site's sources, sizing/ imports no other folder, contract/ only
 * sizing/, the site and the console import nothing from the server (the answers' types are the
 * contract's), and the browser's code takes only types from the data sheet.
 */
const STATIC = 'no-restricted-imports';
const DYNAMIC = 'no-restricted-syntax';
const SERVER = /The server does not import the site/;
const SIZING = /sizing\/ imports no other part/;
const SITE = /The site imports nothing from server\//;
const CONSOLE = /The console imports nothing from server\//;
const CONTRACT = /contract\/ imports none of the site, the console and the server/;

describe('the layers (lint)', () => {
  it.each([
    [
      'a value import, in server/lib',
      'server/lib/layerProbe.ts',
      "import { fill } from '../../app/lib/copy.js';\nexport const f = fill;\n",
    ],
    [
      'a type import, in a route',
      'server/api/layerProbe.ts',
      "import type { PageCopy } from '../../app/lib/copy.js';\nexport type C = PageCopy<string>;\n",
    ],
    [
      'a re-export, in the page cache',
      'server/pages/layerProbe.ts',
      "export { fill } from '../../app/lib/copy.js';\n",
    ],
    [
      'a value import, in a service',
      'server/services/desk/layerProbe.ts',
      "import { fill } from '../../../app/lib/copy.js';\nexport const f = fill;\n",
    ],
    [
      'a value import by its subpath import, in a route',
      'server/api/layerProbe.ts',
      "import { fill } from '#app/lib/copy.js';\nexport const f = fill;\n",
    ],
    [
      'a value import, in a test',
      'server/lib/layerProbe.test.ts',
      "import { fill } from '../../app/lib/copy.js';\nexport const f = fill;\n",
    ],
  ])('refuses the site in server/: %s', async (_case, file, code) => {
    expect(await findings(file, code)).toEqual([{ rule: STATIC, message: expect.stringMatching(SERVER) }]);
  });

  it.each([
    ['server/', "import { AppError } from '../../server/lib/errors.js';\nexport const E = AppError;\n"],
    ['app/', "import type { PageCopy } from '../../app/lib/copy.js';\nexport type C = PageCopy<string>;\n"],
    ['admin/', "import { x } from '../../admin/layerProbe.js';\nexport const y = x;\n"],
    ['contract/', "import type { Lang } from '../../contract/messages.js';\nexport type L = Lang;\n"],
    ['#server/', "import { AppError } from '#server/lib/errors.js';\nexport const E = AppError;\n"],
    ['#contract/', "import type { Lang } from '#contract/messages.js';\nexport type L = Lang;\n"],
  ])('refuses %s in sizing/', async (_case, code) => {
    expect(await findings('sizing/engine/layerProbe.ts', code)).toEqual([
      { rule: STATIC, message: expect.stringMatching(SIZING) },
    ]);
    expect(await findings('sizing/sheet/layerProbe.test.ts', code)).toEqual([
      { rule: STATIC, message: expect.stringMatching(SIZING) },
    ]);
  });

  it.each([
    [
      'the site in server/lib',
      'server/lib/layerProbe.ts',
      "export const load = () => import('../../app/lib/copy.js');\n",
      SERVER,
    ],
    [
      'the site in a service',
      'server/services/desk/layerProbe.ts',
      "export const load = () => import('../../../app/lib/copy.js');\n",
      SERVER,
    ],
    [
      'the site in the render worker',
      'server/pages/renderWorker.ts',
      "export const load = () => import('../../app/lib/copy.js');\n",
      SERVER,
    ],
    [
      'the server in sizing/',
      'sizing/form/layerProbe.ts',
      "export const load = () => import('../../server/lib/errors.js');\n",
      SIZING,
    ],
    [
      'the site by its subpath import in server/',
      'server/lib/layerProbe.ts',
      "export const load = () => import('#app/lib/copy.js');\n",
      SERVER,
    ],
  ])('refuses a dynamic import of %s', async (_case, file, code, message) => {
    expect(await findings(file, code)).toEqual([{ rule: DYNAMIC, message: expect.stringMatching(message) }]);
  });

  it.each([
    [
      'a type import, in a site component',
      'app/components/content/layerProbe.ts',
      "import type { ItemWire } from '#server/services/content/items.js';\nexport type I = ItemWire;\n",
      SITE,
    ],
    [
      'a type import by a relative path, in a route',
      'app/routes/layerProbe.tsx',
      "import type { Services } from '../../server/services/index.js';\nexport type S = Services;\n",
      SITE,
    ],
    [
      'a type re-export, in the site',
      'app/lib/layerProbe.ts',
      "export type { SiteConfig } from '#server/services/content/siteConfig.js';\n",
      SITE,
    ],
    [
      'a type import, in a test of the site',
      'app/lib/layerProbe.test.ts',
      "import type { LoadContext } from '#server/ssr.js';\nexport type C = LoadContext;\n",
      SITE,
    ],
    [
      'a type import, in the console',
      'admin/resources/layerProbe.tsx',
      "import type { EnquiryDetail } from '#server/services/desk/inbox.js';\nexport type D = EnquiryDetail;\n",
      CONSOLE,
    ],
    [
      'a value import by a relative path, in the console',
      'admin/components/layerProbe.ts',
      "import { AppError } from '../../server/lib/errors.js';\nexport const E = AppError;\n",
      CONSOLE,
    ],
  ])('refuses the server in the site and the console: %s', async (_case, file, code, message) => {
    expect(await findings(file, code)).toEqual([{ rule: STATIC, message: expect.stringMatching(message) }]);
  });

  it.each([
    ['#server/', "import type { Services } from '#server/services/index.js';\nexport type S = Services;\n"],
    ['server/', "import type { LoadContext } from '../server/ssr.js';\nexport type C = LoadContext;\n"],
    ['#app/', "import type { PageCopy } from '#app/lib/copy.js';\nexport type C = PageCopy<string>;\n"],
    ['admin/', "import { x } from '../admin/layerProbe.js';\nexport const y = x;\n"],
  ])('refuses %s in contract/', async (_case, code) => {
    for (const file of ['contract/layerProbe.ts', 'contract/layerProbe.test.ts'])
      expect(await findings(file, code)).toEqual([
        { rule: STATIC, message: expect.stringMatching(CONTRACT) },
      ]);
  });

  it('refuses a dynamic import of the server in the site and the console', async () => {
    const code = "export const load = () => import('#server/lib/errors.js');\n";
    expect(await findings('app/components/layerProbe.ts', code)).toEqual([
      { rule: DYNAMIC, message: expect.stringMatching(SITE) },
    ]);
    expect(await findings('admin/layerProbe.ts', code)).toEqual([
      { rule: DYNAMIC, message: expect.stringMatching(CONSOLE) },
    ]);
  });

  it("lets the site's server-only modules import the server, and everyone the contract", async () => {
    const types =
      "import type { LoadContext } from '#server/ssr.js';\nimport type { Services } from '../../../server/services/index.js';\n" +
      'export type C = LoadContext;\nexport type S = Services;\n';
    expect(await findings('app/components/enquiry/layerProbe.server.ts', types)).toEqual([]);
    expect(await findings('app/entry.server.tsx', types)).toEqual([]);
    const value =
      "import { newCaseNumber } from '#server/services/desk/enquiries.js';\nexport const n = newCaseNumber;\n";
    expect(await findings('app/components/enquiry/layerProbe.server.ts', value)).toEqual([]);
    const contract = "import type { ItemWire } from '#contract/content.js';\nexport type I = ItemWire;\n";
    for (const file of [
      'app/routes/layerProbe.tsx',
      'app/lib/layerProbe.test.ts',
      'admin/resources/layerProbe.tsx',
    ])
      expect(await findings(file, contract)).toEqual([]);
  });

  it('keeps the data-layer guard in server/ and sizing/ beside the layers', async () => {
    const kysely = "export const load = async () => await import('kysely');\n";
    for (const file of ['server/lib/layerProbe.ts', 'sizing/engine/layerProbe.ts'])
      expect(await findings(file, kysely)).toEqual([
        {
          rule: DYNAMIC,
          message: expect.stringMatching(/Only server\/services\/ and server\/db\/ use Kysely/),
        },
      ]);
  });

  it('lets the site and the console take only types from the data sheet', async () => {
    const value =
      "import { renderSizingSheet } from '../../../sizing/sheet/sizingSheet.js';\nexport const r = renderSizingSheet;\n";
    for (const file of ['app/components/sizing/layerProbe.ts', 'admin/components/sizing/layerProbe.ts'])
      expect(await findings(file, value)).toEqual([
        {
          rule: '@typescript-eslint/no-restricted-imports',
          message: expect.stringMatching(/runs on the server/),
        },
      ]);
    const type =
      "import type { ChosenValve } from '../../../sizing/sheet/sizingSheet.js';\nexport type V = ChosenValve;\n";
    expect(await findings('app/components/sizing/layerProbe.ts', type)).toEqual([]);
    const byName =
      "import { renderSizingSheet } from '#sizing/sheet/sizingSheet.js';\nexport const r = renderSizingSheet;\n";
    expect(await findings('admin/layerProbe.ts', byName)).toEqual([
      {
        rule: '@typescript-eslint/no-restricted-imports',
        message: expect.stringMatching(/runs on the server/),
      },
    ]);
  });

  it('lets everyone import sizing/, and sizing/ import itself', async () => {
    const engine =
      "import { sizeValve } from '../../sizing/engine/sizeValve.js';\nexport const s = sizeValve;\n";
    for (const file of ['server/api/layerProbe.ts', 'contract/layerProbe.ts', 'app/lib/layerProbe.ts'])
      expect(await findings(file, engine)).toEqual([]);
    expect(
      await findings(
        'sizing/sheet/layerProbe.ts',
        "import { sizeValve } from '../engine/sizeValve.js';\nexport const load = () => import('../form/sizingState.js');\nexport const s = sizeValve;\n",
      ),
    ).toEqual([]);
  });
});
