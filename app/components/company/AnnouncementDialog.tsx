import { useTranslation } from '../../i18n/useTranslation.js';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { homeCopy } from '../../i18n/pages/home.js';
import { Modal } from '../Modal.js';
import type { Announcement } from './AnnouncementPopup.js';
import { localUrl } from './content.js';

/**
 * The announcement dialog, loaded only when it is about to open (keeps the home page light). It
 * opens by itself while the home page is still starting: the site's `Modal` is the browser's own
 * modal `<dialog>`, where a Radix dialog's focus trap, scroll lock and hiding of the rest of the
 * page restyled the whole document in one long task.
 */
export default function AnnouncementDialog({
  announcement,
  close,
}: {
  announcement: Announcement;
  close: () => void;
}) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(homeCopy);
  const link = localUrl(announcement.url, lang);
  const newWindow = announcement.is_blank === 1;
  const summary = text(announcement, 'summary', lang);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      eyebrow={text(announcement, 'cate_name', lang) || copy.announcementEyebrow}
      title={text(announcement, 'title', lang)}
      description={summary || undefined}
    >
      <div className="modal__actions">
        {link && (
          <a
            className="btn"
            href={link}
            target={newWindow ? '_blank' : undefined}
            rel={newWindow ? 'noopener noreferrer' : undefined}
            onClick={close}
          >
            {copy.announcementMore}
            <span className="visually-hidden">: {text(announcement, 'title', lang)}</span>
            {newWindow && <span className="visually-hidden"> {copy.announcementNewWindow}</span>}
          </a>
        )}
        <button type="button" className="btn btn--ghost" onClick={close}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
