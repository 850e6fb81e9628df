/** Which navigation entry a path belongs to (docs/product.md §2, shared chrome). */

export const TOP_NAV = [
  { key: 'home', path: '/' },
  { key: 'about', path: '/about' },
  { key: 'application', path: '/yyly' },
  { key: 'resources', path: '/cpzy' },
  { key: 'news', path: '/news' },
  { key: 'recruit', path: '/joinIn' },
] as const;

export const SECOND_NAV = [
  { key: 'productCenter', path: '/prod_center' },
  { key: 'productProgram', path: '/cpProgram' },
  { key: 'customerService', path: '/customer_service' },
  { key: 'contact', path: '/callMe' },
] as const;

/** The top entry to highlight: /detail belongs to product resources, /nText to news unless type=1. */
export function activeTop(path: string, search: URLSearchParams): string | null {
  if (path === '/' || path === '') return 'home';
  if (path === '/detail') return 'resources';
  if (path === '/nText') return search.get('type') === '1' ? null : 'news';
  return TOP_NAV.find((entry) => entry.path !== '/' && path.startsWith(entry.path))?.key ?? null;
}

/** The second-bar entry to highlight: the product pages, and /programDetail under the program. */
export function activeSecond(path: string): string | null {
  if (path.startsWith('/prod_')) return 'productCenter';
  if (path === '/cpProgram' || path === '/programDetail') return 'productProgram';
  if (path === '/customer_service') return 'customerService';
  if (path === '/callMe') return 'contact';
  return null;
}

/** The path without its /en or /zh prefix. */
export function stripLang(pathname: string): string {
  return pathname.replace(/^\/(en|zh)(?=\/|$)/, '') || '/';
}
