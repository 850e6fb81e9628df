/**
 * Every screen of docs/product.md §2 with the queries that pick its tabs and items (without the language
 * prefix), taken from the demo content of a running site: the browser suites and the screenshot
 * script visit them all.
 */
export async function siteRoutes(siteUrl) {
  const api = async (url) => {
    const answer = await fetch(`${siteUrl}${url}`);
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}: the demo content is needed`);
    return (await answer.json()).data;
  };
  const product = (await api('/api/product/ProductList?limit=1')).list[0];
  const news = (await api('/api/article/getArticleList?cate_id=9&limit=1')).list[0];
  const faq = (await api('/api/Product/getProductQuestion?limit=1')).list[0];
  const caseItem = (await api('/api/cases/getCaseList?cate_id=75&limit=1')).list[0];
  const tree = await api('/api/cate/getCateListProduct');
  const areas = await api('/api/cate/getCateListApplication');
  return [
    '/',
    '/about',
    '/about?index=2',
    '/about?index=3',
    '/yyly',
    `/yyly?index=0&detailsId=${areas[0].id}`,
    '/cpzy',
    '/cpzy?index=1',
    '/cpzy?index=2',
    '/cpzy?index=3',
    `/detail?index=3&id=${faq.id}`,
    '/news',
    `/nText?id=${news.id}`,
    '/joinIn',
    '/joinIn?index=4',
    '/VR',
    '/prod_center',
    `/prod_list?index=0&parentId=${tree[0].id}`,
    '/prod_search_list?keywords=valve',
    `/prod_details?id=${product.cate_id}&sonId=${product.id}`,
    '/cpProgram',
    '/cpProgram?index=3',
    `/programDetail?id=${caseItem.id}&from=1`,
    '/customer_service',
    '/customer_service?index=5',
    '/sizing',
    `/sizing?product=${product.id}`,
    '/callMe',
    '/message-record',
    '/search/article?keyword=valve',
    '/search/product?keyword=valve',
  ];
}
