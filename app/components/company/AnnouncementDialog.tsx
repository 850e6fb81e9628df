import { useTranslation } from '../../i18n/useTranslation.js';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { homeCopy } from '../../i18n/pages/home.js';
import type { Announcement } from './AnnouncementPopup.js';
import { localUrl } from './content.js';
import { Modal } from '../Modal.js';

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
    <Modal
      open={open}
      onOpenChange={change}
      eyebrow={text(announcement, 'cate_name', lang) || copy.announcementEyebrow}
      title={text(announcement, 'title', lang)}
      description={text(announcement, 'summary', lang)}
    >
      <div className="modal__actions">
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
        <button type="button" className="btn btn--ghost" onClick={() => change(false)}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
