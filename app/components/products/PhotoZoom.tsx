import * as Dialog from '../dialog.js';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { productsCopy } from '../../i18n/pages/products.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import { usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { Picture } from '../Picture.js';
import { StepButtons } from './StepButtons.js';
import { usePanZoom } from './usePanZoom.js';

/**
 * The product's pictures full-screen, at their largest copy (loaded on demand by ProductGallery:
 * nothing of it is in the page's first load). The browser's own modal dialog (../dialog.tsx): the
 * page behind inert, focus moved in and returned, Escape and the close button close it, the arrow
 * keys and buttons step through the pictures. A click or the wheel zooms (usePanZoom), a drag
 * pans, + − 0 zoom from the keyboard, and a phone may pinch-zoom the picture.
 */
export default function PhotoZoom({
  images,
  title,
  start,
  trigger,
  onClose,
}: {
  images: string[];
  title: string;
  start: number;
  /** What opened it: focus goes back there, also when the picture itself was clicked. */
  trigger: RefObject<HTMLElement | null>;
  onClose(shown: number): void;
}) {
  const copy = usePageCopy(productsCopy).details;
  const lang = useLang();
  const { t } = useTranslation();
  const [current, setCurrent] = useState(start);
  const count = images.length;
  const step = (by: number) => setCurrent((i) => (i + by + count) % count);
  const stage = useRef<HTMLDivElement>(null);
  const zoom = usePanZoom(stage, images[current] ?? '');
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const by = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    // + and − zoom around the middle, 0 fits the picture again (the keys photo viewers use).
    const factor = { '+': 1.5, '=': 1.5, '-': 1 / 1.5, '−': 1 / 1.5 }[event.key];
    if (by && count > 1) {
      event.preventDefault();
      step(by);
    } else if (factor) {
      event.preventDefault();
      zoom.zoomBy(factor);
    } else if (event.key === '0') {
      event.preventDefault();
      zoom.fit();
    }
  };
  const name = count > 1 ? `${title} (${current + 1}/${count})` : title;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose(current)}>
      <Dialog.Portal>
        <Dialog.Content
          className="photo-zoom"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={() => trigger.current?.focus()}
        >
          <div className="photo-zoom__bar">
            <Dialog.Title className="photo-zoom__title">{name}</Dialog.Title>
            <Dialog.Description className="photo-zoom__hint">
              {count > 1 ? [copy.zoomHint, copy.zoomSteps].join(lang === 'zh' ? '' : ' ') : copy.zoomHint}
            </Dialog.Description>
            <Dialog.Close className="zoom-dialog__close photo-zoom__close" aria-label={t('common.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div
            ref={stage}
            className={`photo-zoom__stage${zoom.zoomed ? ' is-zoomed' : ''}`}
            style={zoom.style}
            {...zoom.handlers}
          >
            {/* The largest copy whatever the screen: the point of the view is the detail. */}
            <Picture
              key={images[current]}
              src={images[current] ?? ''}
              alt={name}
              width={1600}
              height={1200}
              sizes="1920px"
            />
          </div>
          {count > 1 && <StepButtons block="photo-zoom__step" onStep={step} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
