import { useTranslation } from '../../i18n/useTranslation.js';
import { companyCopy } from '../../i18n/pages/company.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, text, useLang } from '../../lib/lang.js';
import { CardPicture, SIZES } from '../Picture.js';
import { HeadedSection, SplitSection } from '../company/SectionHeading.js';
import { TAB_KEYS, type TabProps } from './data.js';

/** Tab 0: the introduction and links to history, application areas and customer service. */
export function Overview({ data }: TabProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(companyCopy).about;
  const { page, cards } = data;
  const links = [
    {
      title: copy.historyCard,
      text: copy.historyCardText,
      image: cards?.history,
      to: href('/about?index=2', lang),
      reload: false,
    },
    {
      title: copy.applicationsCard,
      text: copy.applicationsCardText,
      image: cards?.areas,
      to: href('/yyly', lang),
      reload: false,
    },
    // The second-level bar's pages load whole (docs/product.md §2).
    {
      title: copy.serviceCard,
      text: copy.serviceCardText,
      image: cards?.service,
      to: href('/customer_service', lang),
      reload: true,
    },
  ];
  return (
    <>
      {page && (
        <SplitSection id="about-intro" page={page} eyebrow={copy.overviewEyebrow}>
          <p className="company-lead">{text(page, 'summary', lang)}</p>
          <a className="btn" href={href('/about?index=1', lang)}>
            {copy.readStory}
          </a>
        </SplitSection>
      )}
      <HeadedSection id="about-explore" tint title={copy.exploreTitle}>
        <ul className="company-cards">
          {links.map((link) => {
            const inner = (
              <>
                <span className="company-cards__media">
                  <CardPicture src={link.image} alt="" sizes={SIZES.third} />
                </span>
                <span className="company-cards__body">
                  <span className="company-cards__title">{link.title}</span>
                  <span className="company-cards__text">{link.text}</span>
                  <span className="card__more">{t('common.more')} →</span>
                </span>
              </>
            );
            return (
              <li key={link.to}>
                {link.reload ? (
                  <a className="company-cards__link" href={link.to}>
                    {inner}
                  </a>
                ) : (
                  <a className="company-cards__link" href={link.to}>
                    {inner}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </HeadedSection>
      <HeadedSection id="about-more" title={copy.moreTitle}>
        <ul className="company-more">
          {([3, 4, 5, 6, 7] as const).map((i) => (
            <li key={i}>
              <a href={href(`/about?index=${i}`, lang)}>
                <span>{copy.tabs[TAB_KEYS[i]]}</span>
                <span aria-hidden="true">→</span>
              </a>
            </li>
          ))}
        </ul>
      </HeadedSection>
    </>
  );
}
