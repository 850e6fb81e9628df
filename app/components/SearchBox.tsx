import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { island } from '../islands/island.js';
import { href, useLang } from '../lib/lang.js';
import { stripLang } from '../lib/nav.js';
import { usePage } from '../lib/page.js';
import { KEYWORD_MAX_LENGTH } from '#contract/constants.js';

/** Session-storage key of the last search keyword (docs/product.md §2). */
export const SEARCH_KEYWORDS_KEY = 'searchKeywords';

/**
 * The header's search: a keyword and where to look. Before its script runs it is a plain GET form
 * to /search, which sends a product search on to the product results (routes/search.tsx).
 */
export const SearchBox = island('SearchBox', function SearchBox({ id = 'site-search' }: { id?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { url } = usePage();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<'product' | 'article'>('article');

  useEffect(() => {
    // A search page's own keyword wins; elsewhere the box shows the session's last search.
    const [pathname = '', search = ''] = url.split('?');
    const query = new URLSearchParams(search);
    setKeyword(
      query.get('keyword') ?? query.get('keywords') ?? sessionStorage.getItem(SEARCH_KEYWORDS_KEY) ?? '',
    );
    const path = stripLang(pathname);
    if (path === '/prod_search_list' || path === '/search/product') setType('product');
  }, [url]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = keyword.trim();
    sessionStorage.setItem(SEARCH_KEYWORDS_KEY, value);
    window.location.assign(searchUrl(type, value, lang));
  }

  return (
    <form className="search-box" role="search" method="get" action={href('/search', lang)} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${id}-type`}>
        {t('search.type')}
      </label>
      <select
        id={`${id}-type`}
        name="type"
        value={type}
        onChange={(e) => setType(e.target.value as 'product' | 'article')}
      >
        <option value="article">{t('search.article')}</option>
        <option value="product">{t('search.product')}</option>
      </select>
      <label className="visually-hidden" htmlFor={id}>
        {t('search.placeholder')}
      </label>
      <input
        id={id}
        type="search"
        name="keyword"
        value={keyword}
        placeholder={t('search.placeholder')}
        maxLength={KEYWORD_MAX_LENGTH}
        onChange={(e) => setKeyword(e.target.value)}
      />
      <button type="submit" aria-label={t('search.button')}>
        <SearchIcon />
      </button>
    </form>
  );
});

/** Product searches go to the product result page, articles to /search (a new search there). */
export function searchUrl(type: 'product' | 'article', keyword: string, lang: 'en' | 'zh'): string {
  return type === 'product'
    ? href(`/prod_search_list?${new URLSearchParams({ keywords: keyword, page: '1' })}`, lang)
    : href(`/search/article?${new URLSearchParams({ keyword })}`, lang);
}

/**
 * The keyword box of a page's GET search form (FAQ, products, site search), with its label for
 * screen readers; it starts with the keyword searched for and takes no more than the server does.
 */
export function KeywordField(props: {
  id: string;
  name: 'keyword' | 'keywords';
  label: string;
  placeholder: string;
  defaultValue: string;
  autoComplete?: 'off';
}) {
  const { id, label, ...input } = props;
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input id={id} type="search" maxLength={KEYWORD_MAX_LENGTH} {...input} />
    </>
  );
}

/** The magnifier on every search button. */
export function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.7 4.7-1.4 1.4-4.7-4.7A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
        fill="currentColor"
      />
    </svg>
  );
}
