import { companyCopy } from '../../i18n/pages/company.js';
import { usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { CardPicture, SIZES } from '../Picture.js';
import { picturedMap } from '../company/content.js';
import { ArticleText } from '../company/PageArticle.js';
import { HeadedSection } from '../company/SectionHeading.js';
import type { TabProps } from './data.js';

/** Tab 7: the text, then each certificate's picture, name and description. */
export function Qualifications({ data, site }: TabProps) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
  if (!site) return null;
  const { page } = data;
  const certificates = picturedMap(site, 'enterprise_qualification', site.qualification_pictures, lang);
  return (
    <>
      {page && (
        <section className="section">
          <div className="container">
            <div className="company-narrow">
              <ArticleText page={page} />
            </div>
          </div>
        </section>
      )}
      {certificates.length > 0 && (
        <HeadedSection id="about-certificates" tint title={copy.qualificationsTitle}>
          <ul className="company-certificates">
            {certificates.map(({ name, description, picture }, i) => (
              <li key={i} className="company-certificates__item">
                <CardPicture src={picture} alt={name} width="600" height="800" sizes={SIZES.third} />
                <div>
                  {name && <h3>{name}</h3>}
                  {description && <p>{description}</p>}
                </div>
              </li>
            ))}
          </ul>
        </HeadedSection>
      )}
    </>
  );
}
