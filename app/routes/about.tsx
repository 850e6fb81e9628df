import { inLanguage } from '#contract/words.js';
import companyCss from '../styles/company.css?url';
import type { Lang } from '#contract/messages.js';
import { PAGE_FIELDS, TAB_KEYS, type AboutData, type TabKey } from '../components/about/data.js';
import { ABOUT_LOADS } from '../components/about/load.server.js';
import { ABOUT_TABS } from '../components/about/tabs.js';
import { pick, tabIndex } from '../components/company/load.server.js';
import { notFound, orNull } from '../lib/http.js';
import { LinkTabs } from '../components/LinkTabs.js';
import { PageHeader } from '../components/PageHeader.js';
import { companyCopy } from '../i18n/pages/company.js';
import { usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { siteData } from '../lib/siteData.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/about';
import { pageQuery } from '#contract/pageQuery.js';

export const links: Route.LinksFunction = () => [stylesheet(companyCss)];

const TAB_INDEXES = TAB_KEYS.map((_, index) => index);

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int' });

export async function loader({ request, context }: Route.LoaderArgs): Promise<AboutData> {
  const index = tabIndex(request, TAB_INDEXES, 0);
  if (index === null) notFound();
  const tab = ABOUT_LOADS[TAB_KEYS[index] ?? 'overview'];
  const category = tab.category
    ? await orNull(context.services.content.categories.detail(tab.category, {}))
    : null;
  if (tab.category && !category) notFound();
  const withContent = category as (typeof category & { content?: string; en_content?: string }) | null;
  const page = category && {
    ...pick(category, PAGE_FIELDS),
    content: tab.summaryOnly ? '' : (withContent?.content ?? ''),
    en_content: tab.summaryOnly ? '' : (withContent?.en_content ?? ''),
  };
  // Every tab has every key, in this order: the tab's lists replace the empty ones.
  const empty = { index, page, videos: [], gallery: [], history: [], offices: [], cards: null };
  return { ...empty, ...(await tab.lists?.(context.services)) };
}

function tabLabel(lang: Lang, index: number): string {
  const copy = inLanguage(companyCopy, lang).about;
  return copy.tabs[TAB_KEYS[index] ?? 'overview'];
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const copy = inLanguage(companyCopy, lang).about;
    return {
      path: data.index ? `/about?index=${data.index}` : '/about',
      title: data.index ? `${tabLabel(lang, data.index)} | ${copy.title}` : copy.title,
      description: text(data.page, 'summary', lang) || copy.description,
      image: data.page?.full_image || undefined,
    };
  });
}

export default function About({ loaderData, matches }: Route.ComponentProps) {
  const lang = useLang();
  const copy = usePageCopy(companyCopy).about;
  const site = siteData(matches)?.site;
  const { index } = loaderData;
  const key: TabKey = TAB_KEYS[index] ?? 'overview';
  const Tab = ABOUT_TABS[key];
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
      <Tab data={loaderData} site={site} />
    </div>
  );
}
