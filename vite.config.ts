import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { readSources } from './vite.sources.js';

/**
 * The browser loads React DOM and the page's islands only (app/entry.client.tsx); React and React
 * DOM are one file, cached across pages.
 */
const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * The small modules most islands share (the page's language and address, the catalogues, the
 * island root, the contract's constants): one file rather than a dozen requests on a phone's few
 * connections. Not the modules that bring React Router (the document's, never the browser's) or
 * zod (a module in a group is bundled with its imports; the forms load zod on need).
 */
const zodModules =
  'applicationSchema|businessCalendar|consoleSearch|media|quotationSchema|records|savedReplies|schemas|staffApi|webhooks|zodConfig';
const shared = new RegExp(
  String.raw`[\/](app[\/](islands[\/]island\.tsx|i18n[\/][^\/]+\.ts|lib[\/](?!http\.ts|structuredData\.tsx|[^\/]+\.server\.ts)[^\/]+\.tsx?)|contract[\/](?!(?:${zodModules})\.ts)[^\/]+\.ts)$`,
);

/** Rolldown's plugin-timing report is advice for plugin authors (the slow callbacks are React Router's own). */
const notices = { checks: { pluginTimings: false } };

export default defineConfig(({ isSsrBuild }) => ({
  ...readSources,
  plugins: [reactRouter()],
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
