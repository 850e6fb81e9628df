import { companyCopy } from '../../i18n/pages/company.js';
import { usePageCopy } from '../../lib/copy.js';
import { text, useLang } from '../../lib/lang.js';
import { HeadedSection } from '../company/SectionHeading.js';
import type { TabProps } from './data.js';

/** Tab 3: every office with its address, phone and e-mail. */
export function Network({ data }: TabProps) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
  return (
    <HeadedSection id="about-network" title={copy.networkTitle} text={copy.networkIntro}>
      <ul className="company-offices">
        {data.offices.map((office, i) => {
          const phone = text(office, 'content_title', lang);
          const email = text(office, 'title_desc', lang);
          return (
            <li
              key={office.id}
              className={`company-offices__item${i === 0 ? ' company-offices__item--main' : ''}`}
            >
              {i === 0 && <span className="company-offices__badge">{copy.headOffice}</span>}
              <h3>{text(office, 'title', lang)}</h3>
              <dl>
                <div>
                  <dt>{copy.address}</dt>
                  <dd>{text(office, 'summary', lang)}</dd>
                </div>
                {phone && (
                  <div>
                    <dt>{copy.phone}</dt>
                    <dd>
                      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                    </dd>
                  </div>
                )}
                {email && (
                  <div>
                    <dt>{copy.email}</dt>
                    <dd>
                      <a href={`mailto:${email}`}>{email}</a>
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    </HeadedSection>
  );
}
