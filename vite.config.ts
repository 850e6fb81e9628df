import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The browser bundle groups the framework and the site's small shared modules into two files:
 * left to itself the bundler made two dozen small chunks, each a request on the first visit
 * (over HTTP/1.1, six at a time, queued ahead of the pictures).
 */
const framework =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;
// Not the contract's modules that use zod (schemas, application, zodConfig, calendar, records, staff bodies,
// webhooks): a module in this group is bundled with what it imports, so one of them here would
// put zod into every page's first load. The enquiry form and the sizing page load them on need.
const shared =
  /[\\/](contract[\\/](?!(?:schemas|quotationSchema|applicationSchema|zodConfig|businessCalendar|records|staffApi|webhooks)\.ts)[^/\\]+\.ts|app[\\/]lib[\\/][^/\\]+\.tsx?|app[\\/]i18n[\\/](en|zh|index|useTranslation)\.ts)$/;

/**
 * Rolldown's plugin-timing report is advice for plugin authors (the slow callbacks are React
 * Router's own); it would print on every build.
 */
const checks = { pluginTimings: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: isSsrBuild
    ? { rolldownOptions: { checks } }
    : {
        rolldownOptions: {
          checks,
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
