import { contentCopy } from '../../i18n/pages/content.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, useLang } from '../../lib/lang.js';
import { KeywordField, SearchIcon } from '../SearchBox.js';

/**
 * The FAQ keyword search: a plain GET form to /cpzy?index=3&keyword=… (no script needed); a new search starts on page 1, within the chosen category tag.
 */
export function FaqSearchForm({ keyword, tag = 0, id }: { keyword: string; tag?: number; id: string }) {
  const lang = useLang();
  const copy = usePageCopy(contentCopy).faq;
  return (
    <form method="get" action={href('/cpzy', lang)} className="content-search" role="search">
      <input type="hidden" name="index" value="3" />
      {tag > 0 && <input type="hidden" name="tag" value={tag} />}
      <KeywordField
        id={id}
        name="keyword"
        label={copy.searchLabel}
        placeholder={copy.searchPlaceholder}
        defaultValue={keyword}
      />
      <button type="submit" className="btn">
        <SearchIcon />
        {copy.searchButton}
      </button>
    </form>
  );
}
