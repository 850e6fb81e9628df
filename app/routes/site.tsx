import { Outlet, redirect } from 'react-router';
import { parseLang } from '#contract/lang.js';
import { SiteChrome, siteErrorMeta } from '../components/SiteChrome.js';
import { preferredLang } from '../lib/preferredLang.js';
import type { Route } from './+types/site';

/**
 * Every page lives under /en or /zh. An unprefixed URL (/about?index=2) is sent to the same page
 * in the visitor's language. The chrome's data (configuration, product menu) loads here once.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = parseLang(params.lang);
  if (!lang || (params.lang !== 'en' && params.lang !== 'zh')) {
    const url = new URL(request.url);
    const rest = lang ? url.pathname.replace(/^\/[^/]+/, '') : url.pathname;
    throw redirect(`/${lang ?? preferredLang(request)}${rest === '/' ? '' : rest}${url.search}`, {
      headers: { Vary: 'Cookie, Accept-Language' },
    });
  }
  const [site, productMenu] = await Promise.all([
    context.services.content.site.get(),
    context.services.content.categories.productTree(),
  ]);
  // The menu shows names and links only; whole category records would ride along on every page.
  const menu = productMenu.map((top) => ({
    id: top.id,
    cate_name: top.cate_name,
    en_cate_name: top.en_cate_name,
    cate_list: top.cate_list.map(({ id, cate_name, en_cate_name }) => ({ id, cate_name, en_cate_name })),
  }));
  return {
    lang,
    site,
    productMenu: menu,
    origin: context.config.publicUrl,
    ...(context.preview ? { preview: true } : {}),
  };
}

export default function Site({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome data={loaderData}>
      <Outlet />
    </SiteChrome>
  );
}

/** A missing page (status 404) or a failure keeps the header, navigation and footer. */
export { SiteErrorBoundary as ErrorBoundary } from '../components/SiteChrome.js';

export const meta: Route.MetaFunction = ({ error, data }) => siteErrorMeta(error, data?.lang);
