import { companyCopy } from '../../i18n/pages/company.js';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { Picture, SIZES } from '../Picture.js';
import { PageArticle } from '../company/PageArticle.js';
import type { AboutData, TabProps } from './data.js';
import type { SiteConfig } from '#contract/content.js';

/** The category's own pictures, else the configured ones. */
export function pictureList(csv: string | undefined, fallback: string[] = []): string[] {
  const own = (csv ?? '').split(',').filter(Boolean);
  return own.length ? own : fallback;
}

/** Tabs 4–6: a company page's text with its pictures; `choose` says which pictures, per tab. */
export function pageText(choose: (data: AboutData, site: SiteConfig | undefined) => string[]) {
  return function PageText({ data, site }: TabProps) {
    const pictures = choose(data, site);
    const lang = useLang();
    const copy = usePageCopy(companyCopy).about;
    const { page } = data;
    if (!page) return null;
    const title = text(page, 'title', lang);
    return (
      <PageArticle page={page}>
        {pictures.length > 0 && (
          <aside className="company-article__aside" aria-label={copy.picturesTitle}>
            <ul className={`company-pictures${pictures.length === 1 ? ' company-pictures--single' : ''}`}>
              {pictures.map((picture, i) => (
                <li key={picture}>
                  <Picture
                    src={picture}
                    alt={`${title} ${i + 1}`}
                    width="800"
                    height="600"
                    // Two to a row beside the article (one picture alone takes the row).
                    sizes={pictures.length === 1 ? SIZES.aside : '(max-width: 900px) 50vw, 260px'}
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          </aside>
        )}
      </PageArticle>
    );
  };
}
