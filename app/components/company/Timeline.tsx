import { useRef, type CSSProperties } from 'react';
import { island } from '../../islands/island.js';
import { text, useLang } from '../../lib/lang.js';
import { StepButton } from './BannerCarousel.js';
import { CardPicture, SIZES } from '../Picture.js';

export interface TimelineEntry {
  id: number;
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  full_image: string;
  publish_time_txt: string;
}

/**
 * The home page's stories: a horizontal line with the entries alternately above and below it,
 * scrolled sideways with buttons, the keyboard or a swipe; a vertical list on phones.
 */
export function StoryTimeline({
  items,
  label,
  earlier,
  later,
}: {
  items: TimelineEntry[];
  label: string;
  earlier: string;
  later: string;
}) {
  const lang = useLang();
  return (
    <div className="company-stories">
      <div className="company-stories__scroller" tabIndex={0} role="region" aria-label={label}>
        <ol className="company-stories__track" style={{ '--columns': items.length + 1 } as CSSProperties}>
          {items.map((item, index) => (
            <li
              key={item.id}
              className={`company-stories__item company-stories__item--${index % 2 ? 'below' : 'above'}`}
              style={{ gridColumn: `${index + 1} / span 2` }}
            >
              <div className="company-stories__card">
                <CardPicture src={item.full_image} alt="" sizes={SIZES.thumb} />
                <div>
                  <h3 className="company-stories__year">{text(item, 'title', lang)}</h3>
                  <p>{text(item, 'summary', lang)}</p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <StoryTimelineNav earlier={earlier} later={later} />
    </div>
  );
}

/** Earlier / later: scroll the stories (the server's HTML beside them) by three quarters of a view. */
export const StoryTimelineNav = island(
  'StoryTimelineNav',
  function StoryTimelineNav({ earlier, later }: { earlier: string; later: string }) {
    const nav = useRef<HTMLDivElement>(null);
    const scroll = (direction: 1 | -1) => {
      const node = nav.current?.closest('.company-stories')?.querySelector('.company-stories__scroller');
      if (node) node.scrollBy({ left: direction * node.clientWidth * 0.75, behavior: 'smooth' });
    };
    return (
      <div className="company-stories__nav" ref={nav}>
        <StepButton direction="left" onClick={() => scroll(-1)} label={earlier} />
        <StepButton direction="right" onClick={() => scroll(1)} label={later} />
      </div>
    );
  },
);

/** The history page's milestones: a vertical line with the entries alternately left and right. */
export function HistoryTimeline({ items }: { items: TimelineEntry[] }) {
  const lang = useLang();
  return (
    <ol className="company-history">
      {items.map((item, index) => (
        <li
          key={item.id}
          className={`company-history__item company-history__item--${index % 2 ? 'right' : 'left'}`}
        >
          <div className="company-history__card">
            <h3 className="company-history__year">{text(item, 'title', lang)}</h3>
            <p>{text(item, 'summary', lang)}</p>
          </div>
          <CardPicture
            className="company-history__image"
            src={item.full_image}
            alt={text(item, 'title', lang)}
            // At most 20rem beside the line; hidden on phones.
            sizes="320px"
          />
        </li>
      ))}
    </ol>
  );
}
