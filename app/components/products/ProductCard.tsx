import type { ProductWire } from '#contract/content.js';
import { productsCopy } from '../../i18n/pages/products.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { href, text, useLang } from '../../lib/lang.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import { prodDetailsPath, titleWithoutNo } from './paths.js';
import { Picture, SIZES } from '../Picture.js';
import { MediaLink } from '../MediaLink.js';

/**
 * One product of a list or search grid: picture, model number in brackets, title, the summary on
 * hover (always shown on touch screens), and MORE to its detail page.
 */
export function ProductCard({
  product,
  page,
  eager = false,
}: {
  product: ProductWire;
  page?: number;
  eager?: boolean;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(productsCopy).list;
  const title = text(product, 'title', lang);
  const name = titleWithoutNo(title, product.no);
  const summary = text(product, 'summary', lang);
  const to = href(prodDetailsPath(product, page), lang);
  return (
    <article className="products-card">
      <MediaLink to={to} className="products-card__media">
        {product.full_image ? (
          <Picture
            src={product.full_image}
            alt={title}
            width={800}
            height={800}
            sizes={SIZES.quarter}
            whole
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </MediaLink>
      <div className="products-card__body">
        {product.no && <p className="products-card__no">[{product.no}]</p>}
        <h3 className="products-card__title">
          <a href={to}>{name}</a>
        </h3>
        {summary && <p className="products-card__summary">{summary}</p>}
        <a href={to} className="products-card__more" aria-label={fill(copy.moreLabel, { name: title })}>
          {t('common.more')}
          <span aria-hidden="true"> →</span>
        </a>
      </div>
    </article>
  );
}

/** The grid of product cards. */
export function ProductGrid({ products, page }: { products: ProductWire[]; page?: number }) {
  return (
    <div className="products-grid">
      {products.map((product, i) => (
        <ProductCard key={product.id} product={product} page={page} eager={i < 4} />
      ))}
    </div>
  );
}
