import { useTranslation } from '../i18n/useTranslation.js';
import { island } from '../islands/island.js';

/** Goes back one page, or raises a custom event when `custom` is on (docs/product.md §2). */
export const BackButton = island('BackButton', function BackButton({ custom = false }: { custom?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn--ghost"
      onClick={() => (custom ? window.dispatchEvent(new CustomEvent('custom-back')) : history.back())}
    >
      ← {t('common.back')}
    </button>
  );
});
