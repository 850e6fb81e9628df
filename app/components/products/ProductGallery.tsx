import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { island } from '../../islands/island.js';
import { productsCopy } from '../../i18n/pages/products.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import { fill, usePageCopy } from '../../lib/copy.js';
import { Picture, SIZES } from '../Picture.js';
import { ZoomHint } from '../ZoomHint.js';
import { StepButtons } from './StepButtons.js';

/** The full-screen view's code, fetched when a visitor points at or opens it (not on first load). */
const loadZoom = () => import('./PhotoZoom.js');
const PhotoZoom = lazy(loadZoom);

/**
 * The product pictures: one big image and a row of thumbnails; a thumbnail (click, Enter or Space)
 * shows its picture, the arrow keys move along the row, and previous / next step through them.
 * Each picture is shown whole; the big one opens full-screen (PhotoZoom) when clicked.
 */
export const ProductGallery = island(
  'ProductGallery',
  function ProductGallery({ images, title }: { images: string[]; title: string }) {
    const copy = usePageCopy(productsCopy).details;
    const { t } = useTranslation();
    const [current, setCurrent] = useState(0);
    const [zoomed, setZoomed] = useState(false);
    const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
    const zoomTrigger = useRef<HTMLButtonElement | null>(null);
    if (images.length === 0) return null;
    const count = images.length;
    const name = count > 1 ? `${title} (${current + 1}/${count})` : title;
    const show = (i: number, focus = false) => {
      const next = (i + count) % count;
      setCurrent(next);
      if (focus) thumbs.current[next]?.focus();
    };
    const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (step) {
        event.preventDefault();
        show(current + step, true);
      } else if (event.key === 'Home' || event.key === 'End') {
        event.preventDefault();
        show(event.key === 'Home' ? 0 : count - 1, true);
      }
    };
    return (
      <div className="products-gallery" aria-label={copy.galleryLabel} role="region">
        <div className="products-gallery__stage">
          <button
            type="button"
            ref={zoomTrigger}
            className="products-gallery__zoom"
            aria-label={`${t('common.enlarge')}: ${name}`}
            aria-haspopup="dialog"
            onPointerEnter={() => void loadZoom()}
            onFocus={() => void loadZoom()}
            onClick={() => setZoomed(true)}
          >
            <Picture
              src={images[current] ?? ''}
              alt={name}
              width={800}
              height={800}
              // Half the product hero on wide screens, at most 36rem once it stacks.
              sizes="(max-width: 640px) 100vw, (max-width: 1024px) 576px, 600px"
              priority
              whole
            />
            <ZoomHint />
          </button>
          {count > 1 && <StepButtons block="products-gallery__step" onStep={(by) => show(current + by)} />}
        </div>
        {zoomed && (
          <Suspense fallback={null}>
            <PhotoZoom
              images={images}
              title={title}
              start={current}
              trigger={zoomTrigger}
              onClose={(shown) => {
                // The page shows the picture the visitor last looked at.
                setCurrent(shown);
                setZoomed(false);
              }}
            />
          </Suspense>
        )}
        {count > 1 && (
          <div
            className="products-gallery__thumbs"
            role="group"
            aria-label={copy.galleryLabel}
            onKeyDown={onKeyDown}
          >
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                className="products-gallery__thumb"
                aria-pressed={i === current}
                aria-label={fill(copy.showImage, { index: i + 1, count })}
                tabIndex={i === current ? 0 : -1}
                onClick={() => show(i)}
              >
                <Picture
                  src={src}
                  alt=""
                  width={160}
                  height={160}
                  sizes={SIZES.thumb}
                  whole
                  loading="lazy"
                  decoding="async"
                />
              </button>
            ))}
          </div>
        )}
      </div>
    );
  },
);
