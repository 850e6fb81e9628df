// The route list lives beside the screenshot script, which visits the same screens.
export { siteRoutes } from '#scripts/site-routes.mjs';
