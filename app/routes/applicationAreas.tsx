// yyly: the application areas (industries) screen.
import { inLanguage } from '#contract/words.js';
import programCss from '../styles/program.css?url';
import { useTranslation } from '../i18n/useTranslation.js';
import type { ItemWire, ProductWire } from '#contract/content.js';
import { Carousel } from '../components/program/Carousel.js';
import { ItemCard, AreaProductCard } from '../components/program/Cards.js';
import { itemCard, areaProductCard } from '../components/program/cardData.js';
import { intParam } from '../lib/queryParams.js';
import { notFound, orNotFound } from '../lib/http.js';
import { ContactBand, DetailIntro, ProgramIntro } from '../components/program/Sections.js';
import { TitledSection } from '../components/Section.js';
import { LinkTabs } from '../components/LinkTabs.js';
import { PageHeader } from '../components/PageHeader.js';
import { RichText } from '../components/RichText.js';
import { programCopy } from '../i18n/pages/program.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/applicationAreas';
import { pageQuery } from '#contract/pageQuery.js';
import { SplitPicture } from '../components/Picture.js';

export const links: Route.LinksFunction = () => [stylesheet(programCss)];

type Area = { id: number; cate_name: string; en_cate_name: string };

/** The tab link of an area (index, detailsId and label, as the home page's icons link to it). */
function areaPath(areas: Area[], position: number, lang: 'en' | 'zh'): string {
  const area = areas[position];
  if (!area) return '/yyly';
  const label = encodeURIComponent(text(area, 'cate_name', lang));
  return `/yyly?index=${position}&detailsId=${area.id}&label=${label}`;
}

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int', detailsId: 'int' });

/**
 * Query: index (tab position, -1 or absent for the overview), detailsId (the area's id, which
 * wins over index), label (the area's name, for display only).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const { categories } = context.services.content;
  const areaRows = await categories.applicationAreas();
  const areas = areaRows.map((a) => ({
    id: a.id,
    cate_name: a.cate_name,
    en_cate_name: a.en_cate_name,
    summary: a.summary,
    en_summary: a.en_summary,
    full_image: a.full_image,
  }));
  const detailsId = intParam(query, 'detailsId');
  const index = intParam(query, 'index');
  let position = -1;
  if (detailsId !== undefined) {
    position = areas.findIndex((a) => a.id === detailsId);
    if (position < 0) notFound();
  } else if (index !== undefined && index >= 0) {
    if (index >= areas.length) notFound();
    position = index;
  }
  const selected = areas[position];
  if (!selected) return { areas, position, area: null };
  // An application area's detail carries its three lists (typed loosely by the service).
  const detail = (await orNotFound(categories.detail(selected.id, {}))) as Awaited<
    ReturnType<typeof categories.detail>
  > & { product_list?: ProductWire[]; industry_list?: ItemWire[]; applicationandsolution_list?: ItemWire[] };
  return {
    areas,
    position,
    area: {
      id: detail.id,
      cate_name: detail.cate_name,
      en_cate_name: detail.en_cate_name,
      summary: detail.summary,
      en_summary: detail.en_summary,
      summary2: detail.summary2,
      en_summary2: detail.en_summary2,
      content: detail.content ?? '',
      en_content: detail.en_content ?? '',
      full_image: detail.full_image,
      products: (detail.product_list ?? []).map(areaProductCard),
      industries: (detail.industry_list ?? []).map(itemCard),
      solutions: (detail.applicationandsolution_list ?? []).map(itemCard),
    },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const copy = inLanguage(programCopy, lang).areas;
    const area = data.area;
    return {
      path: area ? `/yyly?index=${data.position}&detailsId=${area.id}` : '/yyly',
      title: area ? `${text(area, 'cate_name', lang)} | ${copy.title}` : copy.title,
      description: area ? text(area, 'summary', lang) : copy.introText,
      image: area?.full_image || data.areas[0]?.full_image || undefined,
    };
  });
}

export default function ApplicationAreasPage({ loaderData }: Route.ComponentProps) {
  const { areas, position, area } = loaderData;
  const lang = useLang();
  const copy = usePageCopy(programCopy).areas;
  const tabs = [
    { key: '-1', label: copy.overview, to: href('/yyly', lang) },
    ...areas.map((a, i) => ({
      key: String(i),
      label: text(a, 'cate_name', lang),
      to: href(areaPath(areas, i, lang), lang),
    })),
  ];
  const name = area ? text(area, 'cate_name', lang) : '';
  return (
    <>
      <PageHeader
        title={area ? name : copy.title}
        crumbs={
          area ? [{ label: copy.title, to: href('/yyly', lang) }, { label: name }] : [{ label: copy.title }]
        }
      />
      <LinkTabs tabs={tabs} active={String(position)} label={copy.tabsLabel} />
      {area ? <AreaDetail area={area} /> : <AreasOverview areas={areas} />}
    </>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

/** Every area, picture left and right in turn, with its summary and a MORE link. */
function AreasOverview({ areas }: { areas: LoaderData['areas'] }) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(programCopy).areas;
  return (
    <>
      <ProgramIntro title={copy.introTitle} text={copy.introText} />
      <div className="pg-areas">
        {areas.map((a, i) => {
          const name = text(a, 'cate_name', lang);
          return (
            <section
              key={a.id}
              className={`section${i % 2 ? ' section--tint' : ''}`}
              aria-labelledby={`area-${a.id}`}
            >
              <div className={`container split${i % 2 ? ' split--reverse' : ''}`}>
                <div className="pg-areas__media">
                  <SplitPicture src={a.full_image} alt={name} lazy={i > 0} />
                </div>
                <div className="pg-areas__text">
                  <p className="eyebrow">{String(i + 1).padStart(2, '0')}</p>
                  <h2 id={`area-${a.id}`}>{name}</h2>
                  <p>{text(a, 'summary', lang)}</p>
                  <a
                    className="btn"
                    href={href(areaPath(areas, i, lang), lang)}
                    aria-label={fill(copy.explore, { name })}
                  >
                    {t('common.more')}
                  </a>
                </div>
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}

/** One area: summary, products, background, challenges, solutions and industry experience. */
function AreaDetail({ area }: { area: NonNullable<LoaderData['area']> }) {
  const lang = useLang();
  const copy = usePageCopy(programCopy).areas;
  const name = text(area, 'cate_name', lang);
  const content = text(area, 'content', lang);
  return (
    <>
      <DetailIntro
        eyebrow={copy.title}
        title={name}
        lead={text(area, 'summary', lang)}
        media={<SplitPicture src={area.full_image} alt={name} />}
      />

      {area.products.length > 0 && (
        <TitledSection id="area-products" tint title={copy.productsTitle} text={copy.productsText}>
          <Carousel
            label={fill(copy.productsLabel, { name })}
            slides={area.products.map((p) => (
              <AreaProductCard
                key={p.id}
                product={p}
                to={href(`/prod_details?id=${p.cate_id}&sonId=${p.id}`, lang)}
              />
            ))}
          />
        </TitledSection>
      )}

      {text(area, 'summary2', lang) && (
        <section className="pg-background" aria-labelledby="area-background">
          <div className="container pg-background__inner">
            <h2 id="area-background">{copy.backgroundTitle}</h2>
            <p>{text(area, 'summary2', lang)}</p>
          </div>
        </section>
      )}

      {content && (
        <TitledSection id="area-challenges" title={copy.challengesTitle}>
          <RichText html={content} className="pg-columns" />
        </TitledSection>
      )}

      {area.solutions.length > 0 && (
        <TitledSection id="area-solutions" tint title={copy.solutionsTitle} text={copy.solutionsText}>
          <div className={`pg-grid${area.solutions.length % 4 === 0 ? ' pg-grid--quad' : ''}`}>
            {area.solutions.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                label={text(item, 'cate_name', lang)}
                to={href(
                  `/programDetail?id=${item.id}&sonId=${item.id}&activeNameText=${encodeURIComponent(name)}&from=1`,
                  lang,
                )}
              />
            ))}
          </div>
        </TitledSection>
      )}

      {area.industries.length > 0 && (
        <TitledSection id="area-industries" title={copy.industriesTitle} text={copy.industriesText}>
          <Carousel
            label={fill(copy.industriesLabel, { name })}
            slides={area.industries.map((item) => (
              <ItemCard
                key={item.id}
                item={{ ...item, publish_time_txt: '' }}
                to={href(`/programDetail?id=${item.id}`, lang)}
              />
            ))}
          />
        </TitledSection>
      )}

      <ContactBand
        id="area-contact"
        title={copy.contactTitle}
        text={copy.contactText}
        button={copy.contact}
      />
    </>
  );
}
