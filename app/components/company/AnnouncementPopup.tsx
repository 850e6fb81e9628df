import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { companyCopy } from '../../i18n/pages/company.js';
import { localUrl } from './content.js';

/** Session storage key: once closed, the announcement stays closed until the browser session ends. */
const DISMISSED_KEY = 'announcementDismissed';

export interface Announcement {
  status: number;
  is_blank: number;
  url: string;
  title: string;
  en_title: string;
  summary: string;
  en_summary: string;
  cate_name: string;
  en_cate_name: string;
}

function dismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function remember() {
  try {
    sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage may be blocked; the popup then simply shows again on the next visit.
  }
}

/** The home page's announcement (category 98): shown when switched on and not yet closed this session. */
export function AnnouncementPopup({ announcement }: { announcement: Announcement | null }) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(companyCopy).home;
  const [open, setOpen] = useState(false);

  // Session storage exists only in the browser, so the popup opens after hydration.
  useEffect(() => {
    if (announcement?.status === 1 && !dismissed()) setOpen(true);
  }, [announcement]);

  if (!announcement || announcement.status !== 1) return null;
  const link = localUrl(announcement.url, lang);
  const newWindow = announcement.is_blank === 1;
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) remember();
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="company-dialog__overlay" />
        <Dialog.Content className="company-dialog company-announcement">
          <p className="company-announcement__eyebrow">
            {text(announcement, 'cate_name', lang) || copy.announcementEyebrow}
          </p>
          <Dialog.Title className="company-dialog__title">{text(announcement, 'title', lang)}</Dialog.Title>
          <Dialog.Description className="company-announcement__text">
            {text(announcement, 'summary', lang)}
          </Dialog.Description>
          <div className="company-dialog__actions">
            {link && (
              <a
                className="btn"
                href={link}
                target={newWindow ? '_blank' : undefined}
                rel={newWindow ? 'noopener noreferrer' : undefined}
                onClick={() => change(false)}
              >
                {copy.announcementMore}
                {newWindow && <span className="visually-hidden"> {copy.announcementNewWindow}</span>}
              </a>
            )}
            <Dialog.Close className="btn btn--ghost">{t('common.close')}</Dialog.Close>
          </div>
          <Dialog.Close className="company-dialog__close" aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
