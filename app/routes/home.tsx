import type { InLanguage } from '#contract/words.js';
import companyCss from '../styles/company.css?url';
import { useTranslation } from '../i18n/useTranslation.js';
import { CATE, NEWS_TABS, PAGE_SIZE } from '#contract/constants.js';
import { AnnouncementPopup } from '../components/company/AnnouncementPopup.js';
import { BannerCarousel, type BannerSlide } from '../components/company/BannerCarousel.js';
import { chronological, picturedMap } from '../components/company/content.js';
import { ANNOUNCEMENT_FIELDS, NEWS_CARD_FIELDS, pick } from '../components/company/load.server.js';
import { orNull } from '../lib/http.js';
import { NewsCarousel } from '../components/company/NewsCarousel.js';
import { HeadedSection, SectionHeading, SplitSection } from '../components/company/SectionHeading.js';
import { StoryTimeline } from '../components/company/Timeline.js';
import { homeCopy } from '../i18n/pages/home.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { siteData } from '../lib/siteData.js';
import type { SiteConfig } from '#contract/content.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/home';
import { pageQuery } from '#contract/pageQuery.js';
import { CardPicture, Picture, SIZES } from '../components/Picture.js';
import { JsonLd, useLdSite, webSite } from '../lib/structuredData.js';

type HomeCopy = InLanguage<typeof homeCopy>;

export const links: Route.LinksFunction = () => [stylesheet(companyCss)];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery();

/** Home /: announcement, banner, about, application areas, ability, news, stories, numbers, customers. */
export async function loader({ context }: Route.LoaderArgs) {
  const { categories, items } = context.services.content;
  const [announcement, about, areas, ability, news, stories] = await Promise.all([
    orNull(categories.detail(CATE.announcement, {})),
    orNull(categories.detail(CATE.pageAbout, {})),
    categories.applicationAreas(),
    orNull(categories.detail(CATE.pageAbility, {})),
    items.list({ cateIds: [...NEWS_TABS], page: { page: 1, limit: PAGE_SIZE.homeNews } }),
    items.list({ cateIds: [CATE.stories], page: { page: 1, limit: PAGE_SIZE.stories } }),
  ]);
  return {
    announcement: announcement && pick(announcement, ANNOUNCEMENT_FIELDS),
    about: about && pick(about, ['title', 'en_title', 'summary', 'en_summary', 'full_image']),
    areas: areas.map((area) => pick(area, ['id', 'cate_name', 'en_cate_name', 'full_ico_image'])),
    ability: ability && pick(ability, ['title', 'en_title', 'summary', 'en_summary']),
    news: news.list.map((item) => pick(item, NEWS_CARD_FIELDS)),
    stories: chronological(stories.list).map((item) =>
      pick(item, ['id', 'title', 'en_title', 'summary', 'en_summary', 'full_image', 'publish_time_txt']),
    ),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ site }) => ({ path: '/', image: site.banner_index[0]?.image }));
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(homeCopy);
  const ld = useLdSite();
  const site = siteData(matches)?.site;
  const { announcement, about, areas, ability, news, stories } = loaderData;
  if (!site) return null;

  return (
    <div className="company-home">
      <h1 className="visually-hidden">{copy.heading}</h1>
      {/* The site search as search engines may offer it under the company's name. */}
      <JsonLd data={webSite(ld)} />
      <AnnouncementPopup announcement={announcement} />
      <HomeBanner site={site} />

      {about && (
        <SplitSection id="home-about" page={about} eyebrow={copy.aboutEyebrow}>
          <p className="company-intro__facts">{copy.aboutFacts}</p>
          <p className="company-lead">{text(about, 'summary', lang)}</p>
          <a className="btn" href={href('/about', lang)}>
            {t('common.more')}
            <span className="visually-hidden">: {text(about, 'title', lang)}</span>
          </a>
        </SplitSection>
      )}

      {areas.length > 0 && (
        <HeadedSection id="home-areas" tint {...sectionHeading(copy, 'applications')}>
          <ul className="company-areas">
            {areas.map((area, index) => {
              const name = text(area, 'cate_name', lang);
              const query = `index=${index}&detailsId=${area.id}&label=${encodeURIComponent(name)}`;
              return (
                <li key={area.id}>
                  <a className="company-areas__link" href={href(`/yyly?${query}`, lang)}>
                    <span className="company-areas__icon">
                      {area.full_ico_image && (
                        <img src={area.full_ico_image} alt="" width="48" height="48" loading="lazy" />
                      )}
                    </span>
                    <span className="company-areas__name">{name}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </HeadedSection>
      )}

      {ability && (
        <section className="section company-ability" aria-labelledby="home-ability">
          <div className="container company-ability__inner">
            <div className="company-ability__text">
              <SectionHeading
                id="home-ability"
                eyebrow={copy.abilityEyebrow}
                title={text(ability, 'title', lang)}
                align="start"
                light
              />
              <p className="company-lead">{text(ability, 'summary', lang)}</p>
              <a className="btn btn--light" href={href('/about?index=4', lang)}>
                {copy.abilityMore}
              </a>
            </div>
            <ul className="company-ability__grid">
              {site.capacity_pictures.map((picture, index) => (
                <li key={picture}>
                  <a className="company-ability__tile" href={href('/about?index=4', lang)}>
                    <Picture
                      src={picture}
                      alt={fill(copy.abilityPicture, {
                        title: text(ability, 'title', lang),
                        index: index + 1,
                      })}
                      width="800"
                      height="600"
                      // Two to a row in the half beside the text.
                      sizes="(max-width: 768px) 50vw, 320px"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {news.length > 0 && (
        <HeadedSection id="home-news" {...sectionHeading(copy, 'news')}>
          <NewsCarousel
            items={news}
            label={copy.newsTitle}
            previous={copy.newsPrevious}
            next={copy.newsNext}
          />
          <p className="company-center">
            <a className="btn btn--ghost" href={href('/news', lang)}>
              {copy.newsAll}
            </a>
          </p>
        </HeadedSection>
      )}

      {stories.length > 0 && (
        <HeadedSection id="home-stories" tint {...sectionHeading(copy, 'stories')}>
          <StoryTimeline
            items={stories}
            label={copy.storiesLabel}
            earlier={copy.storiesEarlier}
            later={copy.storiesLater}
          />
        </HeadedSection>
      )}

      {site.counters.length > 0 && (
        <section className="company-numbers" aria-labelledby="home-numbers">
          <h2 id="home-numbers" className="visually-hidden">
            {copy.numbersTitle}
          </h2>
          <ul className="container company-numbers__list">
            {site.counters.map((counter) => (
              <li key={counter.value + counter.en_label}>
                <strong className="company-numbers__value">{counter.value}</strong>
                <span className="company-numbers__label">{text(counter, 'label', lang)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <HomeCustomers site={site} />
    </div>
  );
}

/** The heading of a home section from its copy: `<section>Eyebrow`, `<section>Title`, `<section>Text`. */
function sectionHeading(copy: HomeCopy, section: 'applications' | 'news' | 'stories' | 'customers') {
  return { eyebrow: copy[`${section}Eyebrow`], title: copy[`${section}Title`], text: copy[`${section}Text`] };
}

/** The banner: the muted video first, then the configured pictures with their titles. */
function HomeBanner({ site }: { site: SiteConfig }) {
  const lang = useLang();
  const copy = usePageCopy(homeCopy);
  const slides: BannerSlide[] = site.banner_index.map((banner, index) => ({
    key: `banner-${index}`,
    image: banner.image,
    title: text(banner, 'title', lang),
    subtitle: text(banner, 'subtitle', lang),
  }));
  if (site.banner_video) {
    slides.unshift({
      key: 'video',
      video: site.banner_video,
      image: site.banner_index[0]?.image ?? '',
      title: copy.videoTitle,
      subtitle: copy.videoText,
      actions: (
        <>
          {/* The second-level bar's pages load whole (docs/product.md §2), so plain links. */}
          <a className="btn" href={href('/prod_center', lang)}>
            {copy.exploreProducts}
          </a>
          <a className="btn btn--light" href={href('/callMe', lang)}>
            {copy.contactUs}
          </a>
        </>
      ),
    });
  }
  if (slides.length === 0) return null;
  return (
    <BannerCarousel
      slides={slides}
      labels={{
        carousel: copy.carouselLabel,
        slide: copy.slideLabel,
        previous: copy.previousSlide,
        next: copy.nextSlide,
        goTo: copy.goToSlide,
        pause: copy.pause,
        play: copy.play,
      }}
    />
  );
}

/** Customer logos with each customer's name and what we supplied (paired by position). */
function HomeCustomers({ site }: { site: SiteConfig }) {
  const lang = useLang();
  const copy = usePageCopy(homeCopy);
  const customers = picturedMap(site, 'mycustom_name', site.mycustom_image, lang);
  if (customers.length === 0) return null;
  return (
    <HeadedSection id="home-customers" {...sectionHeading(copy, 'customers')}>
      <ul className="company-customers">
        {customers.map(({ name, description, picture }, index) => (
          <li key={index} className="company-customers__item">
            <CardPicture
              className="company-customers__logo"
              src={picture}
              alt={name ? fill(copy.customerLogo, { name }) : ''}
              width="320"
              height="160"
              sizes={SIZES.quarter}
            />
            {name && <h3 className="company-customers__name">{name}</h3>}
            {description && <p className="company-customers__text">{description}</p>}
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
