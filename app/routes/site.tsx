import { Outlet, redirect } from 'react-router';
import { useTranslation } from '../i18n/useTranslation.js';
import { parseLang } from '../../contract/lang.js';
import { FeedbackWidget } from '../components/FeedbackWidget.js';
import { Footer } from '../components/Footer.js';
import { Header } from '../components/Header.js';
import { ToastHost } from '../components/Toasts.js';
import { text } from '../lib/lang.js';
import { preferredLang } from '../lib/preferredLang.js';
import { JsonLd, organization } from '../lib/structuredData.js';
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
    context.services.site.get(),
    context.services.categories.productTree(),
  ]);
  // The menu shows names and links only; whole category records would ride along on every page.
  const menu = productMenu.map((top) => ({
    id: top.id,
    cate_name: top.cate_name,
    en_cate_name: top.en_cate_name,
    cate_list: top.cate_list.map(({ id, cate_name, en_cate_name }) => ({ id, cate_name, en_cate_name })),
  }));
  return { lang, site, productMenu: menu, origin: context.config.publicUrl };
}

export default function Site({ loaderData }: Route.ComponentProps) {
  const { site, productMenu, lang } = loaderData;
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header productMenu={productMenu} logo={site.logo} companyName={text(site, 'company_name', lang)} />
      <main id="main">
        <Outlet />
      </main>
      <Footer site={site} />
      <FeedbackWidget site={site} />
      <ToastHost />
      <JsonLd data={organization(loaderData)} />
    </>
  );
}
