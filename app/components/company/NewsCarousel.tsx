import { useEffect, useRef, useState } from 'react';
import type { ItemWire } from '#contract/content.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import { href, text, useLang } from '../../lib/lang.js';
import type { NEWS_CARD_FIELDS } from './load.server.js';
import { StepButton } from './BannerCarousel.js';
import { useCarouselAround } from '../../lib/useCarousel.js';
import { island } from '../../islands/island.js';
import { CardPicture, SIZES } from '../Picture.js';

/** What a news card shows of an article: all the home page's loader sends of one. */
type NewsCard = Pick<ItemWire, (typeof NEWS_CARD_FIELDS)[number]>;

/** The home news carousel: three cards per view on wide screens, previous / next buttons. */
export function NewsCarousel({
  items,
  label,
  previous,
  next,
}: {
  items: NewsCard[];
  label: string;
  previous: string;
  next: string;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  return (
    <div className="company-news" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="company-news__viewport">
        <ul className="company-news__track">
          {items.map((item) => {
            const to = href(`/nText?id=${item.id}`, lang);
            const title = text(item, 'title', lang);
            return (
              <li key={item.id} className="company-news__slide">
                <article className="card company-news__card">
                  <a href={to} className="card__media" tabIndex={-1} aria-hidden="true">
                    <CardPicture src={item.full_image} alt="" sizes={SIZES.third} whole />
                  </a>
                  <div className="card__body">
                    <p className="card__meta">
                      <time dateTime={item.publish_time_txt}>{item.publish_time_txt}</time>
                      {text(item, 'cate_name', lang) && <span> · {text(item, 'cate_name', lang)}</span>}
                    </p>
                    <h3 className="card__title">
                      <a href={to}>{title}</a>
                    </h3>
                    <p className="card__text">{text(item, 'summary', lang)}</p>
                    <a href={to} className="card__more">
                      {t('common.more')} →<span className="visually-hidden">: {title}</span>
                    </a>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
      <NewsCarouselNav count={items.length} previous={previous} next={next} />
    </div>
  );
}

/** Previous / next under the news cards (the server's HTML), which they scroll once the script runs. */
export const NewsCarouselNav = island(
  'NewsCarouselNav',
  function NewsCarouselNav({ count, previous, next }: { count: number; previous: string; next: string }) {
    const nav = useRef<HTMLDivElement>(null);
    const [api] = useCarouselAround(nav, '.company-news', '.company-news__viewport', {
      align: 'start',
      containScroll: 'trimSnaps',
    });
    const [canPrev, setCanPrev] = useState(false);
    const [canNext, setCanNext] = useState(count > 3);

    useEffect(() => {
      if (!api) return;
      const update = () => {
        setCanPrev(api.canScrollPrev());
        setCanNext(api.canScrollNext());
      };
      update();
      api.on('select', update).on('reInit', update);
      return () => {
        api.off('select', update).off('reInit', update);
      };
    }, [api]);

    return (
      <div className="company-news__nav" ref={nav}>
        <StepButton direction="left" onClick={() => api?.scrollPrev()} disabled={!canPrev} label={previous} />
        <StepButton direction="right" onClick={() => api?.scrollNext()} disabled={!canNext} label={next} />
      </div>
    );
  },
);
