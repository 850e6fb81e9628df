import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports of `group` may bring types only (`message` says why). */
const typesOnly = (group, message) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: [{ group, allowTypeImports: true, message }] },
  ],
});

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
  {
    // The site's code runs in the browser too: from the server it may import types only (the
    // server entry, which runs on the server alone, may import what it needs).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/entry.server.tsx', 'app/**/*.server.{ts,tsx}', 'app/**/*.test.ts'],
    rules: typesOnly(['**/server/**'], 'The site runs in the browser: import only types from server/.'),
  },
  {
    // The staff console runs in the browser: from the server it may import types only.
    files: ['admin/**/*.{ts,tsx}'],
    rules: typesOnly(['**/server/**'], 'The console runs in the browser: import only types from server/.'),
  },
  {
    // The data layer: only the services (and the database module itself) read and write the
    // database; everything else calls a service. Types may be imported anywhere. The backup tool
    // copies the database whole, so it lives in server/db/; the staff CLI goes through the services.
    files: ['server/**/*.ts'],
    ignores: ['server/services/**', 'server/db/**', 'server/**/*.test.ts'],
    rules: typesOnly(
      ['kysely', '**/db', '**/db/**'],
      'Only server/services/ and server/db/ reach the database: call a service (types are fine).',
    ),
  },
);
