import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { text, useLang } from '../../lib/lang.js';
import type { ItemCardData, ProductCardData } from './cards.js';

/** A content item as a card: picture, label, title, date, summary and a MORE link. */
export function ItemCard({
  item,
  to,
  label,
  more,
  lazy = true,
  headingLevel = 3,
  layout = 'column',
}: {
  item: ItemCardData;
  to: string;
  /** Small caption above the title (category or area). */
  label?: string;
  /** Text of the link at the foot of the card; MORE when absent. */
  more?: string;
  lazy?: boolean;
  headingLevel?: 2 | 3;
  /** `row`: picture beside the text on wide screens (long lists). */
  layout?: 'column' | 'row';
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = text(item, 'title', lang);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card pg-card${layout === 'row' ? ' pg-card--row' : ''}`}>
      <div className="card__media">
        {item.full_image && (
          <img
            src={item.full_image}
            alt={title}
            width={800}
            height={600}
            loading={lazy ? 'lazy' : undefined}
          />
        )}
      </div>
      <div className="card__body">
        {(label || item.publish_time_txt) && (
          <p className="card__meta pg-card__meta">
            {label && <span className="pg-card__label">{label}</span>}
            {item.publish_time_txt && <time dateTime={item.publish_time_txt}>{item.publish_time_txt}</time>}
          </p>
        )}
        <Heading className="card__title">
          {/* The title link covers the whole card, so the picture is clickable too. */}
          <Link to={to} className="pg-card__stretch">
            {title}
          </Link>
        </Heading>
        <p className="card__text">{text(item, 'summary', lang)}</p>
        <Link to={to} className="card__more" aria-label={`${more ?? t('common.more')}: ${title}`}>
          {more ?? t('common.more')} →
        </Link>
      </div>
    </article>
  );
}

/** A product as a card: picture, model number, name, summary and a MORE link. */
export function ProductCard({
  product,
  to,
  lazy = true,
}: {
  product: ProductCardData;
  to: string;
  lazy?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = text(product, 'title', lang);
  return (
    <article className="card pg-card pg-product">
      <div className="card__media pg-product__media">
        {product.full_image && (
          <img
            src={product.full_image}
            alt={title}
            width={800}
            height={600}
            loading={lazy ? 'lazy' : undefined}
          />
        )}
      </div>
      <div className="card__body">
        {product.no && <p className="card__meta pg-product__no">{product.no}</p>}
        <h3 className="card__title">
          {/* The title link covers the whole card, so the picture is clickable too. */}
          <Link to={to} className="pg-card__stretch">
            {title}
          </Link>
        </h3>
        <p className="card__text">{text(product, 'summary', lang)}</p>
        <Link to={to} className="card__more" aria-label={`${t('common.more')}: ${title}`}>
          {t('common.more')} →
        </Link>
      </div>
    </article>
  );
}
