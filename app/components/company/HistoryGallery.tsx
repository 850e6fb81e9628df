import { useState } from 'react';
import { island } from '../../islands/island.js';
import { companyCopy } from '../../i18n/pages/company.js';
import { usePageCopy } from '../../lib/copy.js';
import { VideoPlayer } from '../VideoPlayer.js';
import { StepButton } from './BannerCarousel.js';
import { Picture, SIZES } from '../Picture.js';

export interface GalleryMedia {
  key: string;
  title: string;
  /** A picture, or the poster of a film. */
  image: string;
  video?: string;
}

/** A large picture or film with a strip of thumbnails to choose from (about / history). */
export const HistoryGallery = island(
  'HistoryGallery',
  function HistoryGallery({ media }: { media: GalleryMedia[] }) {
    const copy = usePageCopy(companyCopy).about;
    const [selected, setSelected] = useState(0);
    const current = media[selected];
    if (!current) return null;
    const go = (step: number) => setSelected((selected + step + media.length) % media.length);
    return (
      <div className="company-gallery" role="region" aria-label={copy.galleryLabel}>
        <figure className="company-gallery__stage">
          {current.video ? (
            <VideoPlayer key={current.key} src={current.video} poster={current.image} title={current.title} />
          ) : (
            <Picture
              key={current.key}
              src={current.image}
              alt={current.title}
              width="800"
              height="600"
              // The stage is at most 60rem wide.
              sizes="(max-width: 1008px) 100vw, 960px"
            />
          )}
          <figcaption className="company-gallery__caption" aria-live="polite">
            {current.video && <span className="company-gallery__badge">{copy.galleryVideo}</span>}
            {current.title}
            <span className="company-gallery__count">
              {selected + 1} / {media.length}
            </span>
          </figcaption>
          {media.length > 1 && (
            <>
              <StepButton
                direction="left"
                className="company-round-button company-gallery__arrow company-gallery__arrow--prev"
                onClick={() => go(-1)}
                label={copy.galleryPrevious}
              />
              <StepButton
                direction="right"
                className="company-round-button company-gallery__arrow company-gallery__arrow--next"
                onClick={() => go(1)}
                label={copy.galleryNext}
              />
            </>
          )}
        </figure>
        <ul className="company-gallery__thumbs" aria-label={copy.galleryThumbs}>
          {media.map((item, index) => (
            <li key={item.key}>
              <button
                type="button"
                className="company-gallery__thumb"
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <Picture
                  src={item.image}
                  alt={item.title}
                  width="160"
                  height="120"
                  sizes={SIZES.thumb}
                  loading="lazy"
                />
                {item.video && (
                  <span className="company-gallery__play" aria-hidden="true">
                    ▶
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
