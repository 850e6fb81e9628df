import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { href, text, useLang } from '../lib/lang.js';
import { SECOND_NAV, TOP_NAV } from '../lib/nav.js';
import type { SiteConfig } from '#contract/content.js';
import { telHref } from '../lib/contact.js';
import { HotlineAbroad } from './HotlineAbroad.js';

/** Contact details as a definition list: a term and its value (text or a link) each. */
function ContactList({ className, entries }: { className: string; entries: [string, ReactNode][] }) {
  return (
    <dl className={className}>
      {entries.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** English and Chinese footers: address, contacts, 24/7 hotline, QR codes on hover (docs/product.md §2). */
export function Footer({ site }: { site: SiteConfig }) {
  const { t } = useTranslation();
  const lang = useLang();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__name">
            {text(site, 'company_name', lang)}
          </h2>
          <ContactList
            className="site-footer__contacts"
            entries={[
              [t('footer.address'), text(site, 'address', lang)],
              [t('footer.phone'), <a href={telHref(site.phone)}>{site.phone}</a>],
              [t('footer.email'), <a href={`mailto:${site.email}`}>{site.email}</a>],
              [t('footer.hours'), text(site, 'working_hours', lang)],
            ]}
          />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.quickLinks')}</h2>
          <ul className="site-footer__links">
            {[...TOP_NAV.slice(1), ...SECOND_NAV].map((entry) => (
              <li key={entry.key}>
                <a href={href(entry.path, lang)}>{t(`nav.${entry.key}`)}</a>
              </li>
            ))}
            {lang === 'zh' && (
              <li>
                <a href={href('/message-record', lang)}>{t('footer.messageDetails')}</a>
              </li>
            )}
          </ul>
        </nav>
        <section aria-labelledby="footer-hotline">
          <h2 id="footer-hotline">{t('footer.hotline')}</h2>
          <p className="site-footer__hotline">
            <a href={telHref(site.hotline)}>{site.hotline}</a>
          </p>
          <HotlineAbroad phone={site.phone} className="site-footer__abroad" />
          <h2>{t('footer.follow')}</h2>
          <ul className="site-footer__social">
            {site.social.map((entry) => (
              <li key={entry.url} className="qr-hover">
                <a href={entry.url} target="_blank" rel="noopener noreferrer">
                  {text(entry, 'name', lang)}
                </a>
                <span className="qr-hover__card" role="tooltip">
                  <img
                    src={entry.qr_image}
                    alt={`${text(entry, 'name', lang)} – ${t('footer.scan')}`}
                    width="120"
                    height="120"
                    loading="lazy"
                  />
                  <span>{t('footer.scan')}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          © {year} {text(site, 'company_name', lang)} {t('footer.rights')}
        </div>
      </div>
    </footer>
  );
}
