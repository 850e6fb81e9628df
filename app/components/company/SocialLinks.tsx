import { fill } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import type { SiteConfig } from '#contract/content.js';

type Social = SiteConfig['social'][number];

/**
 * The contact page's social icons (docs/product.md §2): in Chinese each shows its QR code and caption on
 * hover or focus; in English each opens the channel's page in a new window.
 */
export function SocialLinks({
  social,
  labels,
}: {
  social: Social[];
  labels: { title: string; open: string; scan: string };
}) {
  const lang = useLang();
  if (social.length === 0) return null;
  return (
    <div className="company-social">
      <h3 className="company-social__title">{labels.title}</h3>
      <ul className="company-social__list">
        {social.map((entry) => {
          const name = text(entry, 'name', lang);
          const icon = <SocialIcon name={entry.en_name || entry.name} />;
          return (
            <li key={entry.url || name}>
              {lang === 'en' ? (
                <a
                  className="company-social__icon"
                  href={entry.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={fill(labels.open, { name })}
                  title={name}
                >
                  {icon}
                </a>
              ) : (
                <span className="company-social__qr">
                  <button
                    type="button"
                    className="company-social__icon"
                    aria-label={fill(labels.scan, { name })}
                  >
                    {icon}
                  </button>
                  <span className="company-social__card" role="tooltip">
                    <img src={entry.qr_image} alt="" width="140" height="140" loading="lazy" />
                    <span>{fill(labels.scan, { name })}</span>
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A simple glyph per channel (the configuration has no icons), a generic one otherwise. */
function SocialIcon({ name }: { name: string }) {
  const key = name.toLowerCase();
  let path =
    'M18 16a3 3 0 0 0-2.4 1.2l-6.8-3.4a3 3 0 0 0 0-1.6l6.8-3.4A3 3 0 1 0 15 7l-6.8 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z';
  if (key.includes('wechat')) {
    path =
      'M9.5 4C5.4 4 2 6.8 2 10.3c0 2 1.1 3.7 2.8 4.9L4.2 17l2.4-1.2c.9.3 1.9.4 2.9.4h.5a5.6 5.6 0 0 1-.2-1.5c0-3.4 3.2-6.1 7.2-6.1h.6C16.9 6 13.6 4 9.5 4zm-2.6 3.7a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm5.2 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zM17 10c-3.3 0-6 2.2-6 4.9s2.7 4.9 6 4.9c.7 0 1.4-.1 2-.3l1.9 1-.5-1.6c1.4-.9 2.6-2.4 2.6-4 0-2.7-2.7-4.9-6-4.9zm-2 2.6a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6zm4 0a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6z';
  } else if (key.includes('linkedin')) {
    path =
      'M4 3.5A1.9 1.9 0 1 1 4 7.3a1.9 1.9 0 0 1 0-3.8zM2.4 9h3.3v11H2.4zM8.6 9h3.1v1.5h.1c.5-.9 1.7-1.8 3.4-1.8 3.6 0 4.3 2.3 4.3 5.4V20h-3.3v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H8.6z';
  } else if (key.includes('youtube')) {
    path =
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z';
  }
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}
