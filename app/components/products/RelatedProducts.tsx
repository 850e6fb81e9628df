import type { ProductWire } from '#contract/content.js';
import { productsCopy } from '../../i18n/pages/products.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, text, useLang } from '../../lib/lang.js';
import { prodDetailsPath, titleWithoutNo } from './paths.js';
import { CardPicture, SIZES } from '../Picture.js';

const RELATED_ID = 'related-products';

/**
 * The two tabs of associated products (1 actuators, 2 modified valves). The tab lives in the
 * query (`tab=1|2`) so it survives a reload; switching loads the page at the tabs. Each linked
 * product opens in an accordion with a link to its own page.
 */
export function RelatedProducts({
  tab,
  tabPath,
  actuators,
  modifiedValves,
}: {
  tab: 1 | 2;
  tabPath: (tab: 1 | 2) => string;
  actuators: ProductWire[];
  modifiedValves: ProductWire[];
}) {
  const lang = useLang();
  const copy = usePageCopy(productsCopy).details;
  const tabs = [
    { key: 1, label: copy.actuators, count: actuators.length },
    { key: 2, label: copy.modifiedValves, count: modifiedValves.length },
  ] as const;
  const list = tab === 1 ? actuators : modifiedValves;
  return (
    <div className="products-related" id={RELATED_ID}>
      <nav className="products-related__tabs" aria-label={copy.relatedLabel}>
        <ul>
          {tabs.map((entry) => (
            <li key={entry.key}>
              <a
                href={`${href(tabPath(entry.key), lang)}#${RELATED_ID}`}
                aria-current={entry.key === tab ? 'page' : undefined}
              >
                {entry.label}
                <span className="products-related__count">{entry.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {list.length === 0 ? (
        <p className="products-related__none">{copy.noRelated}</p>
      ) : (
        <div className="products-related__list" key={tab}>
          {list.map((product, i) => {
            const title = text(product, 'title', lang);
            return (
              <details key={product.id} className="products-related__item" open={i === 0}>
                <summary>
                  <CardPicture
                    src={product.full_image}
                    alt={title}
                    width={64}
                    height={64}
                    sizes={SIZES.thumb}
                    decoding="async"
                  />
                  <span className="products-related__name">
                    {product.no && <span className="products-related__no">[{product.no}]</span>}
                    <span>{titleWithoutNo(title, product.no)}</span>
                  </span>
                </summary>
                <div className="products-related__body">
                  <p>{text(product, 'summary', lang)}</p>
                  <a className="btn btn--ghost" href={href(prodDetailsPath(product), lang)}>
                    {copy.goToProduct}
                    <span aria-hidden="true">→</span>
                  </a>
                </div>
              </details>
            );
          })}
        </div>
      )}
    </div>
  );
}
