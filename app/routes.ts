import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // "/" sends the visitor to their language.
  index('routes/languageRedirect.tsx'),
  route(':lang', 'routes/home.tsx'),
  route('*', 'routes/notFound.tsx'),
] satisfies RouteConfig;
