import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/useTranslation.js';

/** Goes back one page, or raises a custom event when `custom` is on (docs/product.md §2). */
export function BackButton({ custom = false }: { custom?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn btn--ghost"
      onClick={() => (custom ? window.dispatchEvent(new CustomEvent('custom-back')) : navigate(-1))}
    >
      ← {t('common.back')}
    </button>
  );
}
