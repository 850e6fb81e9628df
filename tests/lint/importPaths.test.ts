import { describe, expect, it } from 'vitest';
import { findings, IMPORT_PATHS } from './findings.js';

/**
 * How an import path is written (eslint.config.js): another top-level folder by its subpath import,
 * nothing three folders up, and every module named with its extension.
 */
const paths = (file: string, code: string) => findings(file, code, { importPaths: true });

describe('import paths (lint)', () => {
  it.each([
    [
      'another folder, relatively',
      'server/api/probe.ts',
      "export { x } from '../../contract/urls.js';\n",
      /#contract\/urls\.js/,
    ],
    [
      'three folders up',
      'app/components/sizing/probe.ts',
      "export { x } from '../../../lib/copy.js';\n",
      /Three folders up/,
    ],
    [
      'a module without its extension',
      'admin/probe.ts',
      "export { x } from './dataProvider';\n",
      /extension/,
    ],
    ['a subpath import without it', 'app/lib/probe.ts', "export { x } from '#contract/urls';\n", /extension/],
    [
      'import() of another folder',
      'tests/api/probe.ts',
      "export const l = () => import('../../server/app.js');\n",
      /#server\/app\.js/,
    ],
  ])('refuses %s', async (_case, file, code, message) => {
    expect(await paths(file, code)).toEqual([
      { rule: IMPORT_PATHS, message: expect.stringMatching(message) },
    ]);
  });

  it('takes subpath imports, nearby relative paths, packages, styles and React Router’s types', async () => {
    const code = [
      "export { a } from '#contract/urls.js';",
      "export { b } from '../lib/copy.js';",
      "export { c } from './near.js';",
      "export { d } from 'react';",
      "export { default as e } from '../styles/site.css?url';",
      "export type { Route } from './+types/home';",
      '',
    ].join('\n');
    expect(await paths('app/routes/probe.ts', code)).toEqual([]);
  });
});
