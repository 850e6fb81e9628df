import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.js';
import { text, useLang } from '../../lib/lang.js';
import type { ItemCardData, AreaProductCardData } from './cardData.js';
import { CardPicture, SIZES } from '../Picture.js';

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
  const lang = useLang();
  return (
    <CardFrame
      className={`pg-card${layout === 'row' ? ' pg-card--row' : ''}`}
      image={item.full_image}
      title={text(item, 'title', lang)}
      summary={text(item, 'summary', lang)}
      to={to}
      more={more}
      lazy={lazy}
      headingLevel={headingLevel}
      meta={
        (label || item.publish_time_txt) && (
          <p className="card__meta pg-card__meta">
            {label && <span className="pg-card__label">{label}</span>}
            {item.publish_time_txt && <time dateTime={item.publish_time_txt}>{item.publish_time_txt}</time>}
          </p>
        )
      }
    />
  );
}

/** A product of an application area as a card: picture, model number, name, summary and a MORE link. */
export function AreaProductCard({
  product,
  to,
  lazy = true,
}: {
  product: AreaProductCardData;
  to: string;
  lazy?: boolean;
}) {
  const lang = useLang();
  return (
    <CardFrame
      className="pg-card pg-product"
      mediaClassName="pg-product__media"
      image={product.full_image}
      title={text(product, 'title', lang)}
      summary={text(product, 'summary', lang)}
      to={to}
      lazy={lazy}
      meta={product.no && <p className="card__meta pg-product__no">{product.no}</p>}
    />
  );
}

/** The card both kinds share: picture, meta line, title linking the whole card, summary, MORE. */
function CardFrame({
  className,
  mediaClassName,
  image,
  title,
  summary,
  to,
  more,
  lazy,
  headingLevel = 3,
  meta,
}: {
  className: string;
  mediaClassName?: string;
  image: string;
  title: string;
  summary: string;
  to: string;
  more?: string;
  lazy: boolean;
  headingLevel?: 2 | 3;
  meta: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`card ${className}`}>
      <div className={`card__media${mediaClassName ? ` ${mediaClassName}` : ''}`}>
        <CardPicture src={image} alt={title} sizes={SIZES.third} lazy={lazy} whole />
      </div>
      <div className="card__body">
        {meta}
        <Heading className="card__title">
          {/* The title link covers the whole card, so the picture is clickable too. */}
          <a href={to} className="pg-card__stretch">
            {title}
          </a>
        </Heading>
        <p className="card__text">{summary}</p>
        <a href={to} className="card__more" aria-label={`${more ?? t('common.more')}: ${title}`}>
          {more ?? t('common.more')} →
        </a>
      </div>
    </article>
  );
}
