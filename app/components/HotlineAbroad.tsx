import { useTranslation } from '../i18n/useTranslation.js';
import { telHref } from '../lib/contact.js';

/**
 * A 400 hotline answers only inside China: wherever the hotline is shown, callers abroad are given
 * the head office's number in international form beside it.
 */
export function HotlineAbroad({ phone, className }: { phone: string; className: string }) {
  const { t } = useTranslation();
  if (!phone) return null;
  return (
    <p className={className}>
      {/* The label carries its language's colon (a full-width one in Chinese). */}
      {t('footer.hotlineAbroad')}
      <a href={telHref(phone)}>{phone}</a>
    </p>
  );
}
