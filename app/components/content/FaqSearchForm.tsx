import { Form } from 'react-router';
import { contentCopy } from '../../i18n/pages/content.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, useLang } from '../../lib/lang.js';

/**
 * The FAQ keyword search: a plain GET form to /cpzy?index=3&keyword=… (works before the page
 * hydrates); a new search starts on page 1, within the chosen category tag.
 */
export function FaqSearchForm({ keyword, tag = 0, id }: { keyword: string; tag?: number; id: string }) {
  const lang = useLang();
  const copy = usePageCopy(contentCopy).faq;
  return (
    <Form method="get" action={href('/cpzy', lang)} className="content-search" role="search" key={keyword}>
      <input type="hidden" name="index" value="3" />
      {tag > 0 && <input type="hidden" name="tag" value={tag} />}
      <label className="visually-hidden" htmlFor={id}>
        {copy.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        name="keyword"
        defaultValue={keyword}
        maxLength={100}
        placeholder={copy.searchPlaceholder}
      />
      <button type="submit" className="btn">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.7 4.7-1.4 1.4-4.7-4.7A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
            fill="currentColor"
          />
        </svg>
        {copy.searchButton}
      </button>
    </Form>
  );
}
