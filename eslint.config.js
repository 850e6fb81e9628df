import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The files lint reads. */
const CODE = '*.{js,mjs,cjs,ts,tsx,mts,cts}';

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

/**
 * The static and dynamic import rules of the guard, with `extra` static patterns (a browser's) and
 * a file's `layer` (below; its static rule is core no-restricted-imports, beside the guard's).
 */
const dataLayerGuard = (extra = [], { computedImports = false, layer } = {}) => ({
  ...(layer ? { 'no-restricted-imports': layer.imports } : {}),
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
    ...(layer ? [layer.dynamic] : []),
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

/** The data sheet runs on Node (pdfkit, node:fs): the browser's code takes only its types. */
const SHEET_TYPES_ONLY = [
  {
    regex: String.raw`(^#|/)sizing/sheet/`,
    allowTypeImports: true,
    message: 'The data sheet runs on the server (pdfkit, node:fs): import only its types here.',
  },
];

/**
 * The layers: the server renders the site's build but never imports its sources; the site and the
 * console take the server's answers through contract/ and import none of the server; contract/
 * and sizing/, which the others import, import none of them (contract/ imports sizing/,
 * sizing/README.md). Types too, statically or with import(); by the folder's subpath import
 * (#app/…) or a relative path.
 */
const layer = (folders, message) => {
  const source = String.raw`^(#|(\.\./)+)(${folders.join('|')})(/|$)`;
  return {
    imports: ['error', { patterns: [{ regex: source, message }] }],
    dynamic: { selector: `ImportExpression[source.value=/${source.replaceAll('/', '\\/')}/]`, message },
  };
};

/** The top-level folders with a subpath import in package.json (#server/…). */
const FOLDERS = ['admin', 'app', 'contract', 'scripts', 'server', 'sizing', 'tests'];
/** What a module's path may end in: compiled TypeScript is named .js, as Node runs it. */
const NAMED = /\.(js|mjs|cjs|json|css|svg|png|jpg|webp|avif|woff2)(\?[a-z]+)?$/;

/**
 * One way to write an import path: a module of another top-level folder by its subpath import
 * (#contract/urls.js), one nearby relatively, never three folders up, and always with its file's
 * extension (.js for TypeScript, as Node needs it). React Router's generated ./+types/ are its own.
 */
const importPaths = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const folder = file.split('/')[0];
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const name = source.value;
      if (!name.startsWith('.') && !name.startsWith('#')) return;
      if (name.includes('/+types/')) return;
      const report = (message) => context.report({ node: source, message });
      if (!NAMED.test(name))
        return report(`Name the file with its extension (.js for TypeScript): '${name}'.`);
      if (name.startsWith('#')) return;
      if (name.startsWith('../../../')) return report(`Three folders up: import it by its folder, #…/.`);
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), name)).split('/')[0];
      // (The configuration files at the top reach into the folders relatively.)
      if (target !== folder && FOLDERS.includes(target) && FOLDERS.includes(folder))
        report(
          `Another top-level folder: import it as '#${path.posix.normalize(path.posix.join(path.posix.dirname(file), name))}'.`,
        );
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
const SERVER_LAYER = layer(
  ['app'],
  'The server does not import the site (app/): move what both need to contract/ or sizing/.',
);
const SIZING_LAYER = layer(
  ['app', 'admin', 'server', 'contract'],
  'sizing/ imports no other part: the site, the console, the server and contract/ import it.',
);
/**
 * The site and the console read the server's answers through contract/, which owns their types:
 * they import nothing from server/, types neither (the site's *.server.ts modules and its server
 * entry, which run on the server alone, may).
 */
const SITE_LAYER = layer(
  ['server'],
  "The site imports nothing from server/, types neither: the answers' types are in contract/ (only *.server.ts modules and entry.server.tsx may).",
);
const CONSOLE_LAYER = layer(
  ['server'],
  "The console imports nothing from server/, types neither: the answers' types are in contract/.",
);
const CONTRACT_LAYER = layer(
  ['app', 'admin', 'server'],
  'contract/ imports none of the site, the console and the server (sizing/ only): they import it.',
);

/** A layer's rules where the data-layer guard does not apply (services, db, tests). */
const layerOnly = ({ imports, dynamic }) => ({
  'no-restricted-imports': imports,
  'no-restricted-syntax': ['error', dynamic],
});

export default tseslint.config(
  { ignores: ['build', 'dist', 'data', 'node_modules', '.react-router', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { house: { rules: { 'import-paths': importPaths } } },
    rules: {
      'house/import-paths': 'error',
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
    files: [`**/${CODE}`],
    ignores: ['server/services/**', 'server/db/**', 'tests/**', 'scripts/**', '**/*.test.{ts,tsx}'],
    rules: dataLayerGuard(),
  },
  {
    // The render worker loads the built pages, whose address it learns at run time (they are
    // under the guard themselves, as app/).
    files: ['server/pages/renderWorker.ts'],
    rules: dataLayerGuard([], { computedImports: true, layer: SERVER_LAYER }),
  },
  {
    // The site's code runs in the browser too, and takes the server's answers from contract/ (the
    // server entry and the *.server.ts modules, which run on the server alone, may import it).
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/entry.server.tsx', 'app/**/*.server.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
    rules: dataLayerGuard(SHEET_TYPES_ONLY, { layer: SITE_LAYER }),
  },
  {
    files: ['app/**/*.test.{ts,tsx}'],
    rules: layerOnly(SITE_LAYER),
  },
  {
    // The staff console runs in the browser, and takes the server's answers from contract/.
    files: ['admin/**/*.{ts,tsx}'],
    rules: dataLayerGuard(SHEET_TYPES_ONLY, { layer: CONSOLE_LAYER }),
  },
  {
    // The layers, with the guard where it applies (a later setting replaces the guard's options).
    files: [`server/**/${CODE}`],
    ignores: ['server/services/**', 'server/db/**', 'server/pages/renderWorker.ts', '**/*.test.{ts,tsx}'],
    rules: dataLayerGuard([], { layer: SERVER_LAYER }),
  },
  {
    files: ['server/services/**', 'server/db/**', 'server/**/*.test.{ts,tsx}'],
    rules: layerOnly(SERVER_LAYER),
  },
  {
    // A service is plain functions, one use case each, which a short factory binds: no closure
    // hundreds of lines long. Every line counts (blanks and comments too).
    files: ['server/services/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: [`contract/**/${CODE}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: dataLayerGuard([], { layer: CONTRACT_LAYER }),
  },
  {
    files: ['contract/**/*.test.{ts,tsx}'],
    rules: layerOnly(CONTRACT_LAYER),
  },
  {
    files: [`sizing/**/${CODE}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: dataLayerGuard([], { layer: SIZING_LAYER }),
  },
  {
    files: ['sizing/**/*.test.{ts,tsx}'],
    rules: layerOnly(SIZING_LAYER),
  },
);
