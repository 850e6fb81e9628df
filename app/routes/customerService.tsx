// customer_service: maintenance, online maintenance, spare parts, upgrades, diagnostics and training.
import { inLanguage } from '#contract/words.js';
import programCss from '../styles/program.css?url';
import { intParam } from '../lib/queryParams.js';
import type { ServiceData } from '../components/service/data.js';
import { SERVICE_TABS } from '../components/service/tabs.js';
import { notFound, orNull } from '../lib/http.js';
import { LinkTabs } from '../components/LinkTabs.js';
import { PageHeader } from '../components/PageHeader.js';
import { programCopy } from '../i18n/pages/program.js';
import { usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/customerService';
import { pageQuery } from '#contract/pageQuery.js';
import { SizingCallout } from '../components/sizing/SizingCallout.js';

export const links: Route.LinksFunction = () => [stylesheet(programCss)];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int' });

/** Query: index 1–6 selects a service; absent (or 0) shows the overview of all six. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ServiceData> {
  const query = new URL(request.url).searchParams;
  const index = intParam(query, 'index') ?? 0;
  const tab = SERVICE_TABS[index];
  if (!tab) notFound();
  // Every service, for the tab bar; a service page staff have hidden is left out.
  const details = await Promise.all(
    SERVICE_TABS.map(({ category }) =>
      category ? orNull(context.services.content.categories.detail(category, {})) : null,
    ),
  );
  const services = details.flatMap((d, i) =>
    d
      ? [
          {
            index: i,
            id: d.id,
            cate_name: d.cate_name,
            en_cate_name: d.en_cate_name,
            title: d.title,
            en_title: d.en_title,
            summary: d.summary,
            en_summary: d.en_summary,
            full_image: d.full_image,
            full_ico_image: d.full_ico_image,
          },
        ]
      : [],
  );
  const activeDetail = details[index] ?? null;
  if (tab.category && !activeDetail) notFound();
  return {
    index,
    services,
    active: activeDetail
      ? {
          content: activeDetail.content ?? '',
          en_content: activeDetail.en_content ?? '',
          images: activeDetail.full_images.split(',').filter(Boolean),
        }
      : null,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => {
    if (!data) return null;
    const copy = inLanguage(programCopy, lang).service;
    const service = data.services.find((s) => s.index === data.index);
    return {
      path: service ? `/customer_service?index=${data.index}` : '/customer_service',
      title: service ? `${text(service, 'cate_name', lang)} | ${copy.title}` : copy.title,
      description: service ? text(service, 'summary', lang) : copy.introText,
      image: service?.full_image || undefined,
    };
  });
}

export default function CustomerServicePage({ loaderData }: Route.ComponentProps) {
  const { index, services } = loaderData;
  const lang = useLang();
  const copy = usePageCopy(programCopy).service;
  const service = services.find((s) => s.index === index);
  const tabs = [
    { key: '0', label: copy.overview, to: href('/customer_service', lang) },
    ...services.map((s) => ({
      key: String(s.index),
      label: text(s, 'cate_name', lang),
      to: href(`/customer_service?index=${s.index}`, lang),
    })),
  ];
  const name = service ? text(service, 'cate_name', lang) : '';
  // Always there: the loader answers 404 for any other index.
  const Tab = SERVICE_TABS[index]?.Component;
  return (
    <>
      <PageHeader
        title={service ? name : copy.title}
        crumbs={
          service
            ? [{ label: copy.title, to: href('/customer_service', lang) }, { label: name }]
            : [{ label: copy.title }]
        }
      />
      <LinkTabs tabs={tabs} active={String(index)} label={copy.tabsLabel} />
      {Tab && <Tab data={loaderData} />}
      <SizingCallout />
    </>
  );
}
