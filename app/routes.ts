import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The routes of docs/product.md §2 under a language prefix (/en/…, /zh/…). Spec abbreviations stay in the
 * URLs (and file names); the comment says what each screen is.
 */
export default [
  // "/" sends the visitor to their language.
  index('routes/languageRedirect.tsx'),
  route(':lang', 'routes/site.tsx', [
    index('routes/home.tsx'),
    // application areas
    route('yyly', 'routes/yyly.tsx'),
    // product resources: manuals, videos, FAQ
    route('cpzy', 'routes/cpzy.tsx'),
    // FAQ detail
    route('detail', 'routes/detail.tsx'),
    route('news', 'routes/news.tsx'),
    // news detail
    route('nText', 'routes/nText.tsx'),
    route('about', 'routes/about.tsx'),
    // recruitment
    route('joinIn', 'routes/joinIn.tsx'),
    // VR tour
    route('VR', 'routes/vr.tsx'),
    // shows nothing (docs/product.md §2)
    route('fanDetail', 'routes/fanDetail.tsx'),
    route('prod_center', 'routes/prod_center.tsx'),
    route('prod_search_list', 'routes/prod_search_list.tsx'),
    route('prod_list', 'routes/prod_list.tsx'),
    route('prod_details', 'routes/prod_details.tsx'),
    // product program: applications, solutions, cases
    route('cpProgram', 'routes/cpProgram.tsx'),
    route('programDetail', 'routes/programDetail.tsx'),
    route('customer_service', 'routes/customer_service.tsx'),
    // control valve sizing (IEC 60534-2-1), the whole sizing in `?s=`
    route('sizing', 'routes/valveSizing.tsx'),
    // contact page
    route('callMe', 'routes/callMe.tsx'),
    route('message-record', 'routes/message-record.tsx'),
    // site search with /search/article and /search/product tabs
    route('search/:type?', 'routes/search.tsx'),
    route('*', 'routes/notFound.tsx'),
  ]),
] satisfies RouteConfig;
