import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/useTranslation.js';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { homeCopy } from '../../i18n/pages/home.js';
import type { Announcement } from './AnnouncementPopup.js';
import { localUrl } from './content.js';

/** Whether a click on the dialog element itself fell on its backdrop rather than its padding. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * The announcement dialog, loaded only when it is about to open (keeps the home page light). It is
 * the browser's own modal `<dialog>` (the page behind inert, focus moved in and given back, Escape
 * and a click outside close it) rather than the site's Radix `Modal`, with the same look: it opens
 * by itself while the home page is still starting, and Radix's focus trap, scroll lock and hiding
 * of the rest of the page restyled the whole document in one long task (decision 136).
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  const link = localUrl(announcement.url, lang);
  const newWindow = announcement.is_blank === 1;
  const summary = text(announcement, 'summary', lang);
  return createPortal(
    <dialog
      ref={dialog}
      className="modal modal--native"
      aria-labelledby={titleId}
      aria-describedby={summary ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (onBackdrop(event)) close();
      }}
    >
      <p className="modal__eyebrow">{text(announcement, 'cate_name', lang) || copy.announcementEyebrow}</p>
      <h2 id={titleId} className="modal__title">
        {text(announcement, 'title', lang)}
      </h2>
      {summary && (
        <p id={descriptionId} className="modal__description">
          {summary}
        </p>
      )}
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
      <button type="button" className="modal__close" aria-label={t('common.close')} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </dialog>,
    document.body,
  );
}
