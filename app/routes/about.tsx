import companyCss from '../styles/company.css?url';
import { useTranslation } from '../i18n/useTranslation.js';
import { Link } from 'react-router';
import { CATE, PAGE_SIZE } from '../../contract/constants.js';
import type { Lang } from '../../contract/messages.js';
import { chronological, localMap } from '../components/company/content.js';
import { HistoryGallery, type GalleryMedia } from '../components/company/HistoryGallery.js';
import { pick, tabIndex } from '../components/company/load.server.js';
import { notFound, orNull } from '../lib/http.js';
import { HeadedSection, SplitSection } from '../components/company/SectionHeading.js';
import { ArticleText, PageArticle } from '../components/company/PageArticle.js';
import { HistoryTimeline } from '../components/company/Timeline.js';
import { LinkTabs, PageHeader, VideoPlayer } from '../components/Widgets.js';
import { companyCopy } from '../i18n/pages/company.js';
import { usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { pageMeta } from '../lib/meta.js';
import { siteData } from '../lib/siteData.js';
import type { SiteConfig } from '../lib/types.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/about';
import { pageQuery } from '../lib/pageQuery.js';
import { Picture, SIZES } from '../components/Picture.js';

export const links: Route.LinksFunction = () => [stylesheet(companyCss)];

/** Tabs of /about (SPEC §2): 0 overview, 1 about, 2 history, 3 network, 4–7 company pages. */
const TAB_KEYS = [
  'overview',
  'about',
  'history',
  'network',
  'ability',
  'quality',
  'sustainability',
  'qualifications',
] as const;
type TabKey = (typeof TAB_KEYS)[number];
const TAB_INDEXES = TAB_KEYS.map((_, index) => index);

/** The category whose text a tab shows. */
const TAB_CATEGORY: Partial<Record<number, number>> = {
  0: CATE.pageAbout,
  1: CATE.pageAbout,
  4: CATE.pageAbility,
  5: CATE.pageQuality,
  6: CATE.pageSustainability,
  7: CATE.pageQualifications,
};

const ITEM_FIELDS = [
  'id',
  'title',
  'en_title',
  'summary',
  'en_summary',
  'full_image',
  'files',
  'publish_time_txt',
] as const;

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int' });

export async function loader({ request, context }: Route.LoaderArgs) {
  const index = tabIndex(request, TAB_INDEXES, 0);
  if (index === null) notFound();
  const { categories, items } = context.services;
  const list = async (cateId: number, limit: number) =>
    (await items.list({ cateIds: [cateId], page: { page: 1, limit } })).list.map((item) =>
      pick(item, ITEM_FIELDS),
    );

  const cateId = TAB_CATEGORY[index];
  const category = cateId ? await orNull(categories.detail(cateId, {})) : null;
  if (cateId && !category) notFound();
  const withContent = category as (typeof category & { content?: string; en_content?: string }) | null;
  const page = category && {
    ...pick(category, ['title', 'en_title', 'summary', 'en_summary', 'full_image', 'full_images']),
    // The overview shows the summary only.
    content: index === 0 ? '' : (withContent?.content ?? ''),
    en_content: index === 0 ? '' : (withContent?.en_content ?? ''),
  };

  const empty = { index, page, videos: [], gallery: [], history: [], offices: [], cards: null };
  if (index === 0) {
    const [gallery, areas, service] = await Promise.all([
      list(CATE.gallery, 1),
      categories.applicationAreas(),
      orNull(categories.detail(CATE.serviceBaseMaintenance, {})),
    ]);
    return {
      ...empty,
      cards: {
        history: gallery[0]?.full_image ?? '',
        areas: areas[0]?.full_image ?? '',
        service: service?.full_image ?? '',
      },
    };
  }
  if (index === 1) return { ...empty, videos: await list(CATE.aboutVideo, 1) };
  if (index === 2) {
    const [gallery, videos, history] = await Promise.all([
      list(CATE.gallery, PAGE_SIZE.stories),
      list(CATE.aboutVideo, PAGE_SIZE.stories),
      list(CATE.history, PAGE_SIZE.stories),
    ]);
    return { ...empty, gallery, videos, history: chronological(history) };
  }
  if (index === 3) {
    const offices = await items.list({
      cateIds: [CATE.network],
      page: { page: 1, limit: PAGE_SIZE.network },
    });
    return {
      ...empty,
      offices: offices.list.map((office) =>
        pick(office, [
          'id',
          'title',
          'en_title',
          'summary',
          'en_summary',
          'content_title',
          'en_content_title',
          'title_desc',
          'en_title_desc',
        ]),
      ),
    };
  }
  return empty;
}

function tabLabel(lang: Lang, index: number): string {
  const copy = companyCopy[lang].about;
  return copy.tabs[TAB_KEYS[index] ?? 'overview'];
}

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteData(matches);
  if (!site || !data) return [];
  const copy = companyCopy[site.lang].about;
  return pageMeta({
    lang: site.lang,
    origin: site.origin,
    path: data.index ? `/about?index=${data.index}` : '/about',
    title: data.index ? `${tabLabel(site.lang, data.index)} | ${copy.title}` : copy.title,
    description: text(data.page, 'summary', site.lang) || copy.description,
    image: data.page?.full_image || undefined,
  });
}

export default function About({ loaderData, matches }: Route.ComponentProps) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
  const site = siteData(matches)?.site;
  const { index } = loaderData;
  const key: TabKey = TAB_KEYS[index] ?? 'overview';
  const tabs = TAB_KEYS.map((tab, i) => ({
    key: tab,
    label: copy.tabs[tab],
    to: href(i === 0 ? '/about' : `/about?index=${i}`, lang),
  }));
  const crumbs =
    index === 0
      ? [{ label: copy.title }]
      : [{ label: copy.title, to: href('/about', lang) }, { label: copy.tabs[key] }];

  return (
    <div className="company-about">
      <PageHeader title={index === 0 ? copy.title : copy.tabs[key]} crumbs={crumbs} />
      <LinkTabs tabs={tabs} active={key} label={copy.tabsLabel} />
      {index === 0 && <Overview data={loaderData} />}
      {index === 1 && <AboutText data={loaderData} />}
      {index === 2 && <History data={loaderData} />}
      {index === 3 && <Network data={loaderData} />}
      {index === 4 && (
        <PageText
          data={loaderData}
          pictures={pictureList(loaderData.page?.full_images, site?.capacity_pictures)}
        />
      )}
      {index === 5 && <PageText data={loaderData} pictures={site?.quality_pictures ?? []} />}
      {index === 6 && (
        <PageText
          data={loaderData}
          pictures={loaderData.page?.full_image ? [loaderData.page.full_image] : []}
        />
      )}
      {index === 7 && site && <Qualifications data={loaderData} site={site} />}
    </div>
  );
}

type Data = Route.ComponentProps['loaderData'];

/** The category's own pictures, else the configured ones. */
function pictureList(csv: string | undefined, fallback: string[] = []): string[] {
  const own = (csv ?? '').split(',').filter(Boolean);
  return own.length ? own : fallback;
}

/** Tab 0: the introduction and links to history, application areas and customer service. */
function Overview({ data }: { data: Data }) {
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
    // The second-level bar's pages load whole (SPEC §2).
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
        <SplitSection
          id="about-intro"
          image={page.full_image}
          eyebrow={copy.overviewEyebrow}
          title={text(page, 'title', lang)}
        >
          <p className="company-lead">{text(page, 'summary', lang)}</p>
          <Link className="btn" to={href('/about?index=1', lang)}>
            {copy.readStory}
          </Link>
        </SplitSection>
      )}
      <HeadedSection id="about-explore" tint title={copy.exploreTitle}>
        <ul className="company-cards">
          {links.map((link) => {
            const inner = (
              <>
                <span className="company-cards__media">
                  {link.image && (
                    <Picture
                      src={link.image}
                      alt=""
                      width="800"
                      height="600"
                      sizes={SIZES.third}
                      loading="lazy"
                    />
                  )}
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
                  <Link className="company-cards__link" to={link.to}>
                    {inner}
                  </Link>
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
              <Link to={href(`/about?index=${i}`, lang)}>
                <span>{copy.tabs[TAB_KEYS[i]]}</span>
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </HeadedSection>
    </>
  );
}

/** Tab 1: the company text beside the company film. */
function AboutText({ data }: { data: Data }) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
  const { page } = data;
  const video = data.videos[0];
  if (!page) return null;
  return (
    <PageArticle page={page}>
      <aside className="company-article__aside">
        {video?.files ? (
          <figure className="company-figure">
            <VideoPlayer src={video.files} poster={video.full_image} title={text(video, 'title', lang)} />
            <figcaption>
              <strong>{text(video, 'title', lang) || copy.videoTitle}</strong>
              {text(video, 'summary', lang) && <span>{text(video, 'summary', lang)}</span>}
            </figcaption>
          </figure>
        ) : null}
        {page.full_image && (
          <Picture
            className="company-figure__image"
            src={page.full_image}
            alt={text(page, 'title', lang)}
            width="800"
            height="600"
            sizes={SIZES.aside}
            loading="lazy"
          />
        )}
      </aside>
    </PageArticle>
  );
}

/** Tab 2: pictures and films, then the milestones. */
function History({ data }: { data: Data }) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
  const media: GalleryMedia[] = [
    ...data.videos
      .filter((video) => video.files)
      .map((video) => ({
        key: `video-${video.id}`,
        title: text(video, 'title', lang),
        image: video.full_image,
        video: video.files,
      })),
    ...data.gallery.map((item) => ({
      key: `picture-${item.id}`,
      title: text(item, 'title', lang),
      image: item.full_image,
    })),
  ];
  return (
    <>
      {media.length > 0 && (
        <HeadedSection id="history-gallery" title={copy.galleryTitle}>
          <HistoryGallery
            media={media}
            labels={{
              gallery: copy.galleryLabel,
              thumbs: copy.galleryThumbs,
              previous: copy.galleryPrevious,
              next: copy.galleryNext,
              video: copy.galleryVideo,
            }}
          />
        </HeadedSection>
      )}
      {data.history.length > 0 && (
        <HeadedSection id="history-timeline" tint title={copy.timelineTitle}>
          <HistoryTimeline items={data.history} />
        </HeadedSection>
      )}
    </>
  );
}

/** Tab 3: every office with its address, phone and e-mail. */
function Network({ data }: { data: Data }) {
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

/** Tabs 4–6: a company page's text with its pictures. */
function PageText({ data, pictures }: { data: Data; pictures: string[] }) {
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
}

/** Tab 7: the text, then each certificate's picture, name and description. */
function Qualifications({ data, site }: { data: Data; site: SiteConfig }) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
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
                  {picture && (
                    <Picture
                      src={picture}
                      alt={name}
                      width="600"
                      height="800"
                      sizes={SIZES.third}
                      loading="lazy"
                    />
                  )}
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
