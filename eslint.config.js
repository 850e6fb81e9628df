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

/**
 * Folders a layer may not import at all, types included, statically or with import() (`message`
 * says why). Relative paths only: every import between the top-level folders is one.
 */
const never = (folders, message) => {
  const path = String.raw`^(\.\./)+(${folders.join('|')})(/|$)`;
  return {
    'no-restricted-imports': ['error', { patterns: [{ regex: path, message }] }],
    'no-restricted-syntax': [
      'error',
      { selector: `ImportExpression[source.value=/${path.replaceAll('/', '\\/')}/]`, message },
    ],
  };
};

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
    rules: typesOnly(
      ['**/server/**', '**/sizing/sheet/**'],
      'The site runs in the browser: import only types from server/ and sizing/sheet/ (pdfkit, fs).',
    ),
  },
  {
    // The staff console runs in the browser: from the server it may import types only.
    files: ['admin/**/*.{ts,tsx}'],
    rules: typesOnly(
      ['**/server/**', '**/sizing/sheet/**'],
      'The console runs in the browser: import only types from server/ and sizing/sheet/ (pdfkit, fs).',
    ),
  },
  {
    // The layers: the server renders the site's build but never imports its sources; the sizing
    // package is shared by all and depends on none (sizing/README.md).
    files: ['server/**/*.ts'],
    rules: never(
      ['app'],
      'The server does not import the site (app/): move what both need to contract/ or sizing/.',
    ),
  },
  {
    files: ['sizing/**/*.ts'],
    rules: never(
      ['app', 'admin', 'server', 'contract'],
      'sizing/ depends on no other part: the site, the console, the server and contract/ import it, not the reverse.',
    ),
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
