import { useTranslation } from '../i18n/useTranslation.js';
import { href, useLang } from '../lib/lang.js';
import { breadcrumbList, JsonLd, useLdSite } from '../lib/structuredData.js';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Page title band with breadcrumbs (home first), which search engines also get as a BreadcrumbList.
 * `heading: false` when the page's own h1 is further down (an article's headline): the band's
 * title then looks the same but is not a heading.
 */
export function PageHeader({
  title,
  crumbs,
  image,
  heading = true,
}: {
  title: string;
  crumbs: Crumb[];
  image?: string;
  heading?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const ld = useLdSite();
  return (
    <div
      className="page-header"
      style={
        image
          ? {
              backgroundImage: `linear-gradient(90deg, rgba(11,42,74,.92), rgba(11,42,74,.55)), url(${image})`,
            }
          : undefined
      }
    >
      <div className="container">
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            <li>
              <a href={href('/', lang)}>{t('common.home')}</a>
            </li>
            {crumbs.map((crumb, i) => (
              <li key={i}>
                {crumb.to ? (
                  <a href={crumb.to}>{crumb.label}</a>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {heading ? <h1>{title}</h1> : <p className="page-header__title">{title}</p>}
      </div>
      <JsonLd data={breadcrumbList(ld, [{ label: t('common.home'), to: href('/', lang) }, ...crumbs])} />
    </div>
  );
}
