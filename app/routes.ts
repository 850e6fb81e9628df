import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The routes of SPEC §2 under a language prefix (/en/…, /zh/…). Spec abbreviations stay in the
 * URLs; each module is named after its screen.
 */
export default [
  // "/" sends the visitor to their language.
  index('routes/languageRedirect.tsx'),
  route(':lang', 'routes/site.tsx', [
    index('routes/home.tsx'),
    route('*', 'routes/notFound.tsx'),
  ]),
] satisfies RouteConfig;
