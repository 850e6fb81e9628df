// cpProgram: the product program screen (product applications, solutions, product and maintenance cases).
import { inLanguage } from '#contract/words.js';
import programCss from '../styles/program.css?url';
import { CATE, PAGE_SIZE } from '#contract/constants.js';
import { ItemCard } from '../components/program/Cards.js';
import { itemCard, type ItemCardData } from '../components/program/cardData.js';
import { intParam, pageParam } from '../lib/queryParams.js';
import { notFound, orNotFound, orNull } from '../lib/http.js';
import { ProgramIntro } from '../components/program/Sections.js';
import { SectionBand } from '../components/Section.js';
import { Empty } from '../components/Empty.js';
import { LinkTabs } from '../components/LinkTabs.js';
import { PageHeader } from '../components/PageHeader.js';
import { Pagination } from '../components/Pagination.js';
import { programCopy } from '../i18n/pages/program.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/productProgram';
import { pageQuery } from '#contract/pageQuery.js';
import { CardPicture, SIZES } from '../components/Picture.js';

export const links: Route.LinksFunction = () => [stylesheet(programCss)];

/** Tabs 1–4 of docs/product.md §2 with their categories and page sizes (§9); tab 0 is the overview. */
const TABS = [
  { index: 1, cateId: CATE.productApplications, limit: PAGE_SIZE.programTabs12, name: 'applications' },
  { index: 2, cateId: CATE.solutions, limit: PAGE_SIZE.programTabs12, name: 'solutions' },
  { index: 3, cateId: CATE.productCases, limit: PAGE_SIZE.programTabs34, name: 'productCases' },
  { index: 4, cateId: CATE.maintenanceCases, limit: PAGE_SIZE.programTabs34, name: 'maintenanceCases' },
] as const;

type TabName = (typeof TABS)[number]['name'];

/** The language pairs of a category's name and summary. */
function categoryText(row: { cate_name: string; en_cate_name: string; summary: string; en_summary: string }) {
  return {
    cate_name: row.cate_name,
    en_cate_name: row.en_cate_name,
    summary: row.summary,
    en_summary: row.en_summary,
  };
}

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int', page: 'page', type: 'int' });

/** Query: index (0 overview, 1–4), type (category tag, 0 = all), page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const { categories } = context.services.content;
  const index = intParam(query, 'index') ?? 0;
  if (index === 0) {
    const sections = await Promise.all(
      TABS.map(async (tab) => {
        // A section staff have hidden is left out of the overview.
        const [category, list] = await Promise.all([
          orNull(categories.get(tab.cateId)),
          orNull(categories.itemsWithTags(tab.cateId, 0, { page: 1, limit: PAGE_SIZE.overview })),
        ]);
        if (!category || !list) return null;
        return {
          index: tab.index,
          name: tab.name,
          category: categoryText(category),
          items: list.list.map(itemCard),
        };
      }),
    );
    return { index, sections: sections.filter((s) => s !== null), tab: null };
  }
  const tab = TABS.find((t) => t.index === index);
  if (!tab) notFound();
  const type = Math.max(0, intParam(query, 'type') ?? 0);
  const page = pageParam(query);
  const [category, result] = await Promise.all([
    orNotFound(categories.get(tab.cateId)),
    orNotFound(categories.itemsWithTags(tab.cateId, type, { page, limit: tab.limit })),
  ]);
  if (!result.type_info.some((tag) => tag.id === type)) notFound();
  if (page > 1 && (page - 1) * tab.limit >= result.count) notFound();
  return {
    index,
    sections: [],
    tab: {
      name: tab.name,
      limit: tab.limit,
      type,
      page,
      category: categoryText(category),
      tags: result.type_info,
      count: result.count,
      items: result.list.map(itemCard),
    },
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const copy = inLanguage(programCopy, lang).program;
    const tab = data.tab;
    const query = tab
      ? `?index=${data.index}${tab.type ? `&type=${tab.type}` : ''}${tab.page > 1 ? `&page=${tab.page}` : ''}`
      : '';
    return {
      path: `/cpProgram${query}`,
      title: tab ? `${copy[tab.name]} | ${copy.title}` : copy.title,
      description: tab ? text(tab.category, 'summary', lang) : copy.introText,
    };
  });
}

/** The link of an entry: programDetail keeps the tab, its name and the page to come back to. */
function detailPath(id: number, tab: number, tabName: string, page: number): string {
  return `/programDetail?id=${id}&activeName=${tab}&activeNameText=${encodeURIComponent(tabName)}&from=${tab}&page=${page}`;
}

export default function ProductProgramPage({ loaderData }: Route.ComponentProps) {
  const { index, sections, tab } = loaderData;
  const lang = useLang();
  const copy = usePageCopy(programCopy).program;
  const tabs = [
    { key: '0', label: copy.overview, to: href('/cpProgram', lang) },
    ...TABS.map((t) => ({
      key: String(t.index),
      label: copy[t.name],
      to: href(`/cpProgram?index=${t.index}`, lang),
    })),
  ];
  const title = tab ? copy[tab.name] : copy.title;
  return (
    <>
      <PageHeader
        title={title}
        crumbs={
          tab
            ? [{ label: copy.title, to: href('/cpProgram', lang) }, { label: title }]
            : [{ label: copy.title }]
        }
      />
      <LinkTabs tabs={tabs} active={String(index)} label={copy.tabsLabel} />
      {tab ? <ProgramList index={index} tab={tab} /> : <ProgramOverview sections={sections} />}
    </>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

/** Up to five entries of each section: the newest as a large card, the others as a list. */
function ProgramOverview({ sections }: { sections: LoaderData['sections'] }) {
  const lang = useLang();
  const copy = usePageCopy(programCopy).program;
  return (
    <>
      <ProgramIntro title={copy.introTitle} text={copy.introText} />
      {sections.map((section, i) => {
        const name = copy[section.name];
        const [first, ...rest] = section.items;
        return (
          <SectionBand key={section.index} labelledBy={`program-${section.index}`} tint={i % 2 === 0}>
            <div className="section-head pg-section-head">
              <div>
                <h2 id={`program-${section.index}`}>{name}</h2>
                <p>{text(section.category, 'summary', lang)}</p>
              </div>
              <a
                className="btn btn--ghost"
                href={href(`/cpProgram?index=${section.index}`, lang)}
                aria-label={`${copy.viewAll}: ${name}`}
              >
                {copy.viewAll} →
              </a>
            </div>
            {first ? (
              <div className="pg-feature">
                <ItemCard
                  item={first}
                  label={name}
                  to={href(detailPath(first.id, section.index, name, 1), lang)}
                  lazy={i > 0}
                />
                {rest.length > 0 && (
                  <div className="pg-feature__list">
                    <h3 className="visually-hidden">{copy.latest}</h3>
                    <ul>
                      {rest.map((item) => (
                        <CompactEntry
                          key={item.id}
                          item={item}
                          to={href(detailPath(item.id, section.index, name, 1), lang)}
                        />
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            ) : (
              <Empty />
            )}
          </SectionBand>
        );
      })}
    </>
  );
}

/** A line of the overview list: thumbnail, date, title and summary. */
function CompactEntry({ item, to }: { item: ItemCardData; to: string }) {
  const lang = useLang();
  const title = text(item, 'title', lang);
  return (
    <li className="pg-compact">
      <CardPicture src={item.full_image} alt={title} width={160} height={120} sizes={SIZES.thumb} />
      <div>
        {item.publish_time_txt && <time dateTime={item.publish_time_txt}>{item.publish_time_txt}</time>}
        <a href={to} className="pg-compact__title">
          {title}
        </a>
        <p>{text(item, 'summary', lang)}</p>
      </div>
    </li>
  );
}

/** One tab: category tags, a page of entries and the pagination. */
function ProgramList({ index, tab }: { index: number; tab: NonNullable<LoaderData['tab']> }) {
  const lang = useLang();
  const copy = usePageCopy(programCopy).program;
  const name = copy[tab.name as TabName];
  const listPath = (type: number, page: number) =>
    href(`/cpProgram?index=${index}${type ? `&type=${type}` : ''}${page > 1 ? `&page=${page}` : ''}`, lang);
  const rows = index <= 2;
  const tagName = (id: number) => {
    const tag = id ? tab.tags.find((t) => t.id === id) : undefined;
    return tag ? text(tag, 'name', lang) : undefined;
  };
  return (
    <section className="section" aria-labelledby="program-list-title">
      <div className="container">
        {/* The page title already names the tab: the head gives its summary and size. */}
        <h2 id="program-list-title" className="visually-hidden">
          {name}
        </h2>
        <div className="section-head pg-section-head pg-section-head--plain">
          <p>{text(tab.category, 'summary', lang)}</p>
          <p className="pg-count">{fill(copy.count, { count: tab.count })}</p>
        </div>
        {tab.tags.length > 1 && (
          <nav className="chips pg-tags" aria-label={copy.tagsLabel}>
            <ul>
              {tab.tags.map((tag) => (
                <li key={tag.id}>
                  <a href={listPath(tag.id, 1)} aria-current={tag.id === tab.type ? 'page' : undefined}>
                    {text(tag, 'name', lang)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {tab.items.length ? (
          <div className={rows ? 'pg-rows' : 'pg-grid'}>
            {tab.items.map((item, i) => (
              <ItemCard
                key={item.id}
                item={item}
                layout={rows ? 'row' : 'column'}
                label={tagName(item.type_id)}
                headingLevel={3}
                lazy={i > 2}
                to={href(detailPath(item.id, index, name, tab.page), lang)}
              />
            ))}
          </div>
        ) : (
          <Empty />
        )}
        <Pagination
          page={tab.page}
          count={tab.count}
          limit={tab.limit}
          toPage={(n) => listPath(tab.type, n)}
        />
      </div>
    </section>
  );
}
