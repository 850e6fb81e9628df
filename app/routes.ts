import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The routes of docs/product.md §2 under a language prefix (/en/…, /zh/…). The specification's
 * abbreviations (yyly, cpzy, nText…) stay in the URLs; each route file is named for what the screen is.
 */
export default [
  // "/" sends the visitor to their language.
  index('routes/languageRedirect.tsx'),
  route(':lang', 'routes/site.tsx', [
    index('routes/home.tsx'),
    // application areas
    route('yyly', 'routes/applicationAreas.tsx'),
    // product resources: manuals, videos, FAQ
    route('cpzy', 'routes/productResources.tsx'),
    // FAQ detail
    route('detail', 'routes/faqDetail.tsx'),
    route('news', 'routes/news.tsx'),
    // news detail
    route('nText', 'routes/newsArticle.tsx'),
    route('about', 'routes/about.tsx'),
    // recruitment
    route('joinIn', 'routes/recruitment.tsx'),
    // one job with its application form
    route('joinIn/:id', 'routes/jobPage.tsx'),
    // VR tour
    route('VR', 'routes/virtualTour.tsx'),
    // shows nothing (docs/product.md §2)
    route('fanDetail', 'routes/blankPage.tsx'),
    route('prod_center', 'routes/productCenter.tsx'),
    route('prod_search_list', 'routes/productSearch.tsx'),
    route('prod_list', 'routes/productList.tsx'),
    route('prod_details', 'routes/productDetail.tsx'),
    // product program: applications, solutions, cases
    route('cpProgram', 'routes/productProgram.tsx'),
    route('programDetail', 'routes/programDetail.tsx'),
    route('customer_service', 'routes/customerService.tsx'),
    // control valve sizing (IEC 60534-2-1), the whole sizing in `?s=`
    route('sizing', 'routes/valveSizing.tsx'),
    // contact page
    route('callMe', 'routes/contact.tsx'),
    route('message-record', 'routes/enquiryLookup.tsx'),
    // site search with /search/article and /search/product tabs
    route('search/:type?', 'routes/search.tsx'),
    route('*', 'routes/notFound.tsx'),
  ]),
] satisfies RouteConfig;
