import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { island } from '../islands/island.js';
import { href, useLang } from '../lib/lang.js';
import { query } from '../lib/queryParams.js';
import { SEARCH_KEYWORDS_KEY } from './SearchBox.js';

/**
 * "Searching, please wait..." (docs/product.md §2) over the results while a new search or results
 * page loads: a search form of the page sent, or a page of the results chosen. The server answers
 * with the results; until then the browser shows the old page, so this says something is coming.
 */
export const SearchingNotice = island('SearchingNotice', function SearchingNotice() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && event.target.matches('form[role="search"]'))
        setBusy(true);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (
        link?.closest('.pagination') &&
        !event.defaultPrevented &&
        event.button === 0 &&
        !event.metaKey &&
        !event.ctrlKey
      )
        setBusy(true);
    };
    // Back to this page from the browser's cache: nothing is loading any more.
    const onShow = () => setBusy(false);
    document.addEventListener('submit', onSubmit);
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', onShow);
    return () => {
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);
  return (
    <div className="search-busy" role="status" hidden={!busy}>
      {busy && (
        <p className="search-busy__text">
          <span className="search-busy__spinner" aria-hidden="true" />
          {t('search.searching')}
        </p>
      )}
    </div>
  );
});

/** Session-storage key of the last results page (path and query), for returning to it. */
const SEARCH_LAST_KEY = 'searchLast';

/**
 * The site search is kept alive (docs/product.md §2): the header keeps the keyword for the
 * session, and the page keeps the last results page; /search without a keyword returns to them.
 */
export const SearchMemory = island(
  'SearchMemory',
  function SearchMemory({ keyword, type }: { keyword: string; type: 'article' | 'product' }) {
    const lang = useLang();
    useEffect(() => {
      if (keyword) {
        sessionStorage.setItem(SEARCH_KEYWORDS_KEY, keyword);
        sessionStorage.setItem(SEARCH_LAST_KEY, location.pathname + location.search);
        return;
      }
      const stored = sessionStorage.getItem(SEARCH_KEYWORDS_KEY)?.trim();
      if (!stored) return;
      const last = sessionStorage.getItem(SEARCH_LAST_KEY);
      const lastKeyword = last ? new URLSearchParams(last.split('?')[1] ?? '').get('keyword') : null;
      location.replace(
        last && lastKeyword === stored && last.startsWith(`/${lang}/search`)
          ? last
          : href(`/search/${type}${query({ keyword: stored })}`, lang),
      );
    }, [keyword, type, lang]);
    return null;
  },
);
