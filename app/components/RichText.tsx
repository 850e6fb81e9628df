import { useTranslation } from '../i18n/useTranslation.js';
import { pxToRem } from '../lib/lang.js';
import { scrollTablesIn } from './ScrollTable.js';

/** HTML content written by staff (sanitised by the server), with pixel sizes in rem; a wide table scrolls in its frame. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={`rich-text ${className}`}
      dangerouslySetInnerHTML={{ __html: scrollTablesIn(pxToRem(html), t('common.table')) }}
    />
  );
}
