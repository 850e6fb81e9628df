import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { island } from '../islands/island.js';
import { telHref } from '../lib/contact.js';
import { href, useLang } from '../lib/lang.js';

/** The message form is code only a visitor who opens the panel needs. */
const FloatingMessage = lazy(() => import('./enquiry/FloatingMessage.js'));

/** Panel states of docs/product.md §2: none, the message form (1), the customer-service panel (2). */
type Panel = 0 | 1 | 2;

/** The names of panels 1 and 2, on their buttons and as their dialogs' labels. */
const PANELS = ['widget.message', 'widget.service'] as const;
/** Where each panel's button leads before the page's script runs: the contact page's form and details. */
const PANEL_FALLBACKS = ['/callMe#contact-form', '/callMe#contact-info'] as const;

/** What the widget shows of the site's configuration. */
export interface WidgetContacts {
  consultation_link: string;
  hotline: string;
  email: string;
  /** The first social account's QR code, if any. */
  qr_image: string | null;
}

/** The floating feedback widget: online message, dedicated customer service, online consultation. */
export const FeedbackWidget = island(
  'FeedbackWidget',
  function FeedbackWidget({ site }: { site: WidgetContacts }) {
    const { t } = useTranslation();
    const lang = useLang();
    const [panel, setPanel] = useState<Panel>(0);
    // Phones show one button that unfolds the three (site.css); wider screens show them all.
    const [open, setOpen] = useState(false);
    const toggle = (next: Panel) => setPanel(panel === next ? 0 : next);
    return (
      <aside className={`feedback-widget${open ? ' is-open' : ''}`} aria-label={t('widget.label')}>
        <button
          type="button"
          className="feedback-widget__toggle"
          aria-expanded={open}
          aria-controls="feedback-buttons"
          onClick={() => {
            setOpen(!open);
            setPanel(0);
          }}
        >
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path
              fill="currentColor"
              d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 5v2h10V9H7Zm0 4v2h7v-2H7Z"
            />
          </svg>
          <span className="visually-hidden">{t('widget.label')}</span>
        </button>
        <div id="feedback-buttons" className="feedback-widget__buttons">
          {PANELS.map((name, index) => (
            // Links to the contact page's form and details until the script runs; then each opens its panel.
            <a
              key={name}
              href={href(PANEL_FALLBACKS[index]!, lang)}
              role="button"
              aria-expanded={panel === index + 1}
              aria-controls="feedback-panel"
              onClick={(event) => {
                event.preventDefault();
                toggle((index + 1) as Panel);
              }}
              onKeyDown={(event) => {
                // A button answers Space as well as Enter.
                if (event.key !== ' ') return;
                event.preventDefault();
                toggle((index + 1) as Panel);
              }}
            >
              {t(name)}
            </a>
          ))}
          <a href={site.consultation_link} target="_blank" rel="noopener noreferrer">
            {t('widget.consult')}
          </a>
        </div>
        {panel !== 0 && (
          <div
            id="feedback-panel"
            className="feedback-widget__panel"
            role="dialog"
            aria-label={t(PANELS[panel - 1]!)}
          >
            <button
              type="button"
              className="feedback-widget__close"
              onClick={() => setPanel(0)}
              aria-label={t('common.close')}
            >
              ×
            </button>
            {panel === 1 ? (
              <div className="feedback-widget__message">
                <h2 className="feedback-widget__title">{t('widget.message')}</h2>
                <p className="feedback-widget__intro">{t('widget.messageIntro')}</p>
                <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
                  <FloatingMessage />
                </Suspense>
              </div>
            ) : (
              <div className="feedback-widget__service">
                <p>{t('widget.serviceIntro')}</p>
                <p>
                  <strong>{t('footer.hotline')}:</strong> <a href={telHref(site.hotline)}>{site.hotline}</a>
                </p>
                <p>
                  <strong>{t('footer.email')}:</strong> <a href={`mailto:${site.email}`}>{site.email}</a>
                </p>
                {site.qr_image && <img src={site.qr_image} alt={t('footer.scan')} width="120" height="120" />}
              </div>
            )}
          </div>
        )}
      </aside>
    );
  },
);
