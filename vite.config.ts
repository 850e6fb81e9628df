import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The public site runs on Preact's compat layer, in the browser and on the server (decision 139):
 * React DOM alone was more than the home page's whole script budget. Each React module name
 * resolves to its Preact counterpart; the staff console (vite.admin.config.ts) keeps React.
 */
const preact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: path.resolve(import.meta.dirname, 'app/lib/reactDom.ts') },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^scheduler$/, replacement: 'preact/compat/scheduler' },
];
// Every package that imports React runs through Vite on the server too, where those names resolve
// to Preact (an external one would load React). The production build bundles every package; the
// development server only these, as it runs CommonJS packages poorly.
const reactPackages = [
  /^(react|react-dom|react-router|react-hook-form|sonner|preact|preact-render-to-string)$/,
];

/**
 * The browser bundle groups the framework and the site's small shared modules into two files:
 * left to itself the bundler made two dozen small chunks, each a request on the first visit
 * (over HTTP/1.1, six at a time, queued ahead of the pictures).
 */
const framework =
  /[\\/]node_modules[\\/](preact|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]|[\\/]app[\\/]lib[\\/]reactDom\.ts$/;
// Not the contract's modules that use zod (schemas, application, zodConfig, calendar, records, staff bodies,
// webhooks): a module in this group is bundled with what it imports, so one of them here would
// put zod into every page's first load. The enquiry form and the sizing page load them on need.
const shared =
  /[\\/](contract[\\/](?!(?:schemas|quotationSchema|applicationSchema|zodConfig|businessCalendar|records|staffApi|webhooks)\.ts)[^/\\]+\.ts|app[\\/]lib[\\/][^/\\]+\.tsx?|app[\\/]i18n[\\/](en|zh|index|useTranslation)\.ts)$/;

/**
 * What both bundles' builds print. Rolldown's plugin-timing report is advice for plugin authors
 * (the slow callbacks are React Router's own). React Router reads `React.useOptimistic` and falls
 * back when it is missing, as it is in Preact's compat layer, so that one notice is expected too.
 */
const notices = {
  checks: { pluginTimings: false },
  onwarn(
    warning: { code?: string; message: string },
    warn: (warning: { code?: string; message: string }) => void,
  ) {
    const expected =
      warning.code === 'IMPORT_IS_UNDEFINED' && /`useOptimistic`.*preact[\\/]compat/.test(warning.message);
    if (!expected) warn(warning);
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: { alias: preact },
  ssr: { noExternal: command === 'build' ? true : reactPackages },
  build: isSsrBuild
    ? { rolldownOptions: notices }
    : {
        rolldownOptions: {
          ...notices,
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                { name: 'shared', test: shared, priority: 1 },
              ],
            },
          },
        },
      },
}));
