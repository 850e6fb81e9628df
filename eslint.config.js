import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The data layer: only server/services/ and server/db/ reach the database; everything else calls a
 * service. Outside them, `kysely` is refused outright (types too: nothing outside needs them), and
 * server/db may give types only (a role's name, a session's stage). Tests and scripts are outside
 * the guard: they set up and inspect databases themselves (backups, migrations, fixtures).
 */
const KYSELY = 'Only server/services/ and server/db/ use Kysely: call a service.';
const DATABASE = 'Only server/services/ and server/db/ reach the database: call a service (types are fine).';
const KYSELY_NAME = '/^kysely(\\/|$)/';
const DATABASE_PATH = '/(^|\\/)db(\\/|$)/';

/** The static and dynamic import rules of the guard, with `extra` static patterns (a browser's). */
const dataLayerGuard = (extra = [], { computedImports = false } = {}) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [{ name: 'kysely', message: KYSELY }],
      patterns: [
        { group: ['kysely/*'], message: KYSELY },
        { group: ['**/db', '**/db/**'], allowTypeImports: true, message: DATABASE },
        ...extra,
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: `ImportExpression[source.value=${KYSELY_NAME}]`, message: KYSELY },
    { selector: `ImportExpression[source.value=${DATABASE_PATH}]`, message: DATABASE },
    // A computed name could be either of them.
    ...(computedImports
      ? []
      : [
          {
            selector: "ImportExpression:not([source.type='Literal'])",
            message: 'The data-layer guard checks import() by the name it is given: write the name.',
          },
        ]),
  ],
});

/** Imports from server/ that bring types only (`message` says why). */
const serverTypesOnly = (message) => [{ group: ['**/server/**'], allowTypeImports: true, message }];

export default tseslint.config(
  { ignores: ['build', 'dist', 'data', 'node_modules', '.react-router', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Each file gets one of the guard's settings below (a later one replaces an earlier one's options).
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    ignores: ['server/services/**', 'server/db/**', 'tests/**', 'scripts/**', '**/*.test.{ts,tsx}'],
    rules: dataLayerGuard(),
  },
  {
    // The render worker loads the built pages, whose address it learns at run time (they are
    // under the guard themselves, as app/).
    files: ['server/pages/renderWorker.ts'],
    rules: dataLayerGuard([], { computedImports: true }),
  },
  {
    // The site's code runs in the browser too: from the server it may import types only (the
    // server entry and the *.server.ts modules, which run on the server alone, may import the
    // services).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/entry.server.tsx', 'app/**/*.server.{ts,tsx}', 'app/**/*.test.ts'],
    rules: dataLayerGuard(serverTypesOnly('The site runs in the browser: import only types from server/.')),
  },
  {
    // The staff console runs in the browser: from the server it may import types only.
    files: ['admin/**/*.{ts,tsx}'],
    rules: dataLayerGuard(
      serverTypesOnly('The console runs in the browser: import only types from server/.'),
    ),
  },
);
