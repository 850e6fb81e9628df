import { CATE } from '#contract/constants.js';
import { productsCopy } from '../../i18n/pages/products.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, useLang } from '../../lib/lang.js';
import { island } from '../../islands/island.js';
import { KeywordField, SEARCH_KEYWORDS_KEY, SearchIcon } from '../SearchBox.js';

/**
 * The product keyword search of the center (docs/product.md §2): a GET form, so it works before its script runs too,
 * sending keywords, index 0, parentId 42 and from=prod_center to /prod_search_list.
 */
export const ProductSearchForm = island(
  'ProductSearchForm',
  function ProductSearchForm({
    defaultValue = '',
    id = 'products-search',
  }: {
    defaultValue?: string;
    id?: string;
  }) {
    const lang = useLang();
    const copy = usePageCopy(productsCopy).center;
    return (
      <form
        method="get"
        action={href('/prod_search_list', lang)}
        className="products-search"
        role="search"
        onSubmit={(event) => {
          const value = new FormData(event.currentTarget).get('keywords');
          // The header search box shows the same keyword (docs/product.md §2 searchKeywords).
          if (typeof value === 'string') sessionStorage.setItem(SEARCH_KEYWORDS_KEY, value.trim());
        }}
      >
        <KeywordField
          id={id}
          name="keywords"
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          defaultValue={defaultValue}
          autoComplete="off"
        />
        <input type="hidden" name="index" value="0" />
        <input type="hidden" name="parentId" value={CATE.productRoot} />
        <input type="hidden" name="from" value="prod_center" />
        <button type="submit" className="btn">
          <SearchIcon />
          <span>{copy.searchButton}</span>
        </button>
      </form>
    );
  },
);
