import { productsCopy } from '../../i18n/pages/products.js';
import { usePageCopy } from '../../lib/copy.js';

/** Previous / next over a picture (the gallery and its full-screen view); `block` names their class. */
export function StepButtons({ block, onStep }: { block: string; onStep(by: 1 | -1): void }) {
  const copy = usePageCopy(productsCopy).details;
  return (
    <>
      <button
        type="button"
        className={`${block} ${block}--prev`}
        onClick={() => onStep(-1)}
        aria-label={copy.previousImage}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${block} ${block}--next`}
        onClick={() => onStep(1)}
        aria-label={copy.nextImage}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
