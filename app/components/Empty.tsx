import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';

/** The line a list shows when it has nothing, by default "no content" in the page's language. */
export function Empty({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <p className="empty">{children ?? t('common.empty')}</p>;
}
