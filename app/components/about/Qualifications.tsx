import { companyCopy } from '../../i18n/pages/company.js';
import { usePageCopy } from '../../lib/copy.js';
import { useLang } from '../../lib/lang.js';
import { CardPicture, SIZES } from '../Picture.js';
import { localMap } from '../company/content.js';
import { ArticleText } from '../company/PageArticle.js';
import { HeadedSection } from '../company/SectionHeading.js';
import type { TabProps } from './data.js';

/** Tab 7: the text, then each certificate's picture, name and description. */
export function Qualifications({ data, site }: TabProps) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
  if (!site) return null;
  const { page } = data;
  const certificates = localMap(site, 'enterprise_qualification', lang);
  const count = Math.max(certificates.length, site.qualification_pictures.length);
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
      {count > 0 && (
        <HeadedSection id="about-certificates" tint title={copy.qualificationsTitle}>
          <ul className="company-certificates">
            {Array.from({ length: count }, (_, i) => {
              const [name, description] = certificates[i] ?? ['', ''];
              const picture = site.qualification_pictures[i];
              return (
                <li key={i} className="company-certificates__item">
                  <CardPicture src={picture} alt={name} width="600" height="800" sizes={SIZES.third} />
                  <div>
                    {name && <h3>{name}</h3>}
                    {description && <p>{description}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
        </HeadedSection>
      )}
    </>
  );
}
