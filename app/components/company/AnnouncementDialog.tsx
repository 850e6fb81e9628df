import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { homeCopy } from '../../i18n/pages/home.js';
import type { Announcement } from './AnnouncementPopup.js';
import { localUrl } from './content.js';

/** The announcement dialog itself, loaded only when it is about to open (keeps the home page light). */
export default function AnnouncementDialog({
  announcement,
  open,
  change,
}: {
  announcement: Announcement;
  open: boolean;
  change: (open: boolean) => void;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(homeCopy);
  const link = localUrl(announcement.url, lang);
  const newWindow = announcement.is_blank === 1;
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
                <span className="visually-hidden">: {text(announcement, 'title', lang)}</span>
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
