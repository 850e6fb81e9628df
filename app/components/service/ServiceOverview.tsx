import { useTranslation } from '../../i18n/useTranslation.js';
import { programCopy } from '../../i18n/pages/program.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, text, useLang } from '../../lib/lang.js';
import { TitledSection } from '../Section.js';
import { ProgramIntro } from '../program/Sections.js';
import type { TabProps } from './data.js';

/** The commitments in figures, then the six services with icon, summary and MORE. */
export function ServiceOverview({ data }: TabProps) {
  const { services } = data;
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(programCopy).service;
  return (
    <>
      <ProgramIntro title={copy.introTitle} text={copy.introText} />
      <section className="pg-figures" aria-label={copy.figuresLabel}>
        <ul className="container">
          {copy.figures.map((f) => (
            <li key={f.value}>
              <strong>{f.value}</strong>
              <span>{f.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <TitledSection id="service-list" title={copy.listTitle}>
        <ul className="pg-services">
          {services.map((s) => {
            const name = text(s, 'cate_name', lang);
            return (
              <li key={s.id} className="pg-service">
                {s.full_ico_image && (
                  <img src={s.full_ico_image} alt="" width={64} height={64} className="pg-service__icon" />
                )}
                <h3>{name}</h3>
                <p>{text(s, 'summary', lang)}</p>
                <a
                  className="card__more"
                  href={href(`/customer_service?index=${s.index}`, lang)}
                  aria-label={`${t('common.more')}: ${name}`}
                >
                  {t('common.more')} →
                </a>
              </li>
            );
          })}
        </ul>
      </TitledSection>
    </>
  );
}
