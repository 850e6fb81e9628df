import { useId } from 'react';
import type { CategoryWire } from '#contract/content.js';
import { useTranslation } from '../../i18n/useTranslation.js';
import { homeCopy } from '../../i18n/pages/home.js';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import type { ANNOUNCEMENT_FIELDS } from './load.server.js';
import { localUrl } from './content.js';

/** What the popup shows of the announcement: all the home page's loader sends of it. */
export type Announcement = Pick<CategoryWire, (typeof ANNOUNCEMENT_FIELDS)[number]>;

/** Session storage key: once closed, the announcement stays closed until the browser session ends. */
const DISMISSED_KEY = 'announcementDismissed';

/**
 * Runs as the parser reaches it, before the announcement is first painted: a visitor who closed it
 * this session does not see it again; closing it (its buttons submit a `method="dialog"` form, which
 * closes a dialog without script), following its link or pressing Escape remembers that.
 */
const DISMISSAL_SCRIPT = `{const dialog = document.currentScript.previousElementSibling;
const key = ${JSON.stringify(DISMISSED_KEY)};
let closed = false;
try { closed = sessionStorage.getItem(key) === "1"; } catch {}
if (closed) dialog.remove();
else {
  const remember = () => { try { sessionStorage.setItem(key, "1"); } catch {} };
  dialog.addEventListener("close", () => { remember(); dialog.remove(); });
  dialog.addEventListener("click", (event) => { if (event.target.closest("a")) remember(); });
  addEventListener("keydown", (event) => { if (event.key === "Escape" && dialog.isConnected) dialog.close(); });
}}`;

/**
 * The home page's announcement (category 98), shown when switched on and not yet closed this
 * session. It is the server's HTML, open from the first paint, and needs no island: a non-modal
 * `<dialog>` at the foot of the screen, so that the page behind stays usable and is not restyled
 * as inert while the page starts (a modal one cost a long task of style recalculation).
 */
export function AnnouncementPopup({ announcement }: { announcement: Announcement | null }) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(homeCopy);
  const titleId = useId();
  if (!announcement || announcement.status !== 1) return null;
  const link = localUrl(announcement.url, lang);
  const newWindow = announcement.is_blank === 1;
  const title = text(announcement, 'title', lang);
  const summary = text(announcement, 'summary', lang);
  return (
    <>
      <dialog open className="modal announcement" aria-labelledby={titleId}>
        <p className="modal__eyebrow">{text(announcement, 'cate_name', lang) || copy.announcementEyebrow}</p>
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        {summary && <p className="modal__description">{summary}</p>}
        <form method="dialog" className="modal__actions">
          {link && (
            <a
              className="btn"
              href={link}
              target={newWindow ? '_blank' : undefined}
              rel={newWindow ? 'noopener noreferrer' : undefined}
            >
              {copy.announcementMore}
              <span className="visually-hidden">: {title}</span>
              {newWindow && <span className="visually-hidden"> {copy.announcementNewWindow}</span>}
            </a>
          )}
          <button type="submit" className="btn btn--ghost">
            {t('common.close')}
          </button>
          <button type="submit" className="modal__close" aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </form>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: DISMISSAL_SCRIPT }} />
    </>
  );
}
