// customer_service: maintenance, online maintenance, spare parts, upgrades, diagnostics and training.
import programCss from '../styles/program.css?url';
import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/useTranslation.js';
import { CATE, SERVICE_CAROUSEL } from '../../contract/constants.js';
import { Carousel } from '../components/program/Carousel.js';
import { intParam } from '../components/program/data.server.js';
import { notFound, orNull } from '../lib/http.js';
import { TestIcon } from '../components/program/TestIcon.js';
import { ContactBand, DetailIntro, ProgramIntro } from '../components/program/Sections.js';
import { TitledSection } from '../components/Section.js';
import { LinkTabs, PageHeader, RichText } from '../components/Widgets.js';
import { programCopy } from '../i18n/pages/program.js';
import { usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { pageMeta } from '../lib/meta.js';
import { siteData } from '../lib/siteData.js';
import type { SiteConfig } from '../lib/types.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/customer_service';
import { pageQuery } from '../lib/pageQuery.js';
import { Picture, SIZES } from '../components/Picture.js';

export const links: Route.LinksFunction = () => [stylesheet(programCss)];

/** Tabs 1–6 of SPEC §2, each a page category. */
const SERVICES = [
  CATE.serviceBaseMaintenance,
  CATE.serviceOnlineMaintenance,
  CATE.serviceSpareParts,
  CATE.serviceUpgrading,
  CATE.serviceDiagnostic,
  CATE.serviceTraining,
] as const;
const ONLINE_MAINTENANCE = 2;
const DIAGNOSTIC_TEST = 5;

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ index: 'int' });

/** Query: index 1–6 selects a service; absent (or 0) shows the overview of all six. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const index = intParam(query, 'index') ?? 0;
  if (index < 0 || index > SERVICES.length) notFound();
  // A service page staff have hidden is left out.
  const details = await Promise.all(SERVICES.map((id) => orNull(context.services.categories.detail(id, {}))));
  const services = details.flatMap((d, i) =>
    d
      ? [
          {
            index: i + 1,
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
  const activeDetail = index ? details[index - 1] : null;
  if (index && !activeDetail) notFound();
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
  const site = siteData(matches);
  if (!site || !data) return [];
  const copy = programCopy[site.lang].service;
  const service = data.services.find((s) => s.index === data.index);
  return pageMeta({
    lang: site.lang,
    origin: site.origin,
    path: service ? `/customer_service?index=${data.index}` : '/customer_service',
    title: service ? `${text(service, 'cate_name', site.lang)} | ${copy.title}` : copy.title,
    description: service ? text(service, 'summary', site.lang) : copy.introText,
    image: service?.full_image || undefined,
  });
}

export default function CustomerServicePage({ loaderData }: Route.ComponentProps) {
  const { index, services, active } = loaderData;
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
      {service && active ? (
        <ServiceDetail service={service} active={active} />
      ) : (
        <ServiceOverview services={services} />
      )}
    </>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];
type Service = LoaderData['services'][number];

/** The commitments in figures, then the six services with icon, summary and MORE. */
function ServiceOverview({ services }: { services: Service[] }) {
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
                <Link
                  className="card__more"
                  to={href(`/customer_service?index=${s.index}`, lang)}
                  aria-label={`${t('common.more')}: ${name}`}
                >
                  {t('common.more')} →
                </Link>
              </li>
            );
          })}
        </ul>
      </TitledSection>
    </>
  );
}

/** One service: title, summary, picture and content; the on-site call or the diagnostics extras. */
function ServiceDetail({ service, active }: { service: Service; active: NonNullable<LoaderData['active']> }) {
  const lang = useLang();
  const copy = usePageCopy(programCopy).service;
  const site = useRouteLoaderData('routes/site') as { site: SiteConfig } | undefined;
  const name = text(service, 'cate_name', lang);
  const title = text(service, 'title', lang);
  const isDiagnostic = service.index === DIAGNOSTIC_TEST;
  // Diagnostic test: the page picture leads an autoplaying carousel of the category's pictures.
  const gallery = [...new Set([service.full_image, ...(isDiagnostic ? active.images : [])].filter(Boolean))];
  return (
    <>
      <DetailIntro
        eyebrow={name}
        title={title}
        lead={text(service, 'summary', lang)}
        media={
          gallery.length > 1 ? (
            <Carousel
              variant="banner"
              label={copy.galleryLabel}
              autoplay={{ delayMs: SERVICE_CAROUSEL.delayMs, speedMs: SERVICE_CAROUSEL.speedMs }}
              slides={gallery.map((src, i) => (
                <Picture
                  key={src}
                  src={src}
                  alt={`${title} (${i + 1}/${gallery.length})`}
                  width={800}
                  height={600}
                  sizes={SIZES.half}
                  loading={i > 0 ? 'lazy' : undefined}
                />
              ))}
            />
          ) : (
            gallery[0] && (
              <Picture
                className="rounded-picture"
                src={gallery[0]}
                alt={title}
                width={800}
                height={600}
                sizes={SIZES.half}
              />
            )
          )
        }
      >
        {service.index === ONLINE_MAINTENANCE && (
          <Link className="btn" to={href('/callMe', lang)}>
            {copy.call}
          </Link>
        )}
      </DetailIntro>

      {isDiagnostic && (
        <TitledSection id="service-tests" tint title={copy.testsTitle}>
          <ul className="pg-tests">
            {copy.tests.map((test) => (
              <li key={test.icon}>
                <TestIcon name={test.icon} />
                <h3>{test.title}</h3>
                <p>{test.text}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
      )}

      <section className={`section${isDiagnostic ? '' : ' pg-content'}`}>
        <div className="container">
          <RichText html={text(active, 'content', lang)} className="pg-narrow" />
        </div>
      </section>

      {service.index === ONLINE_MAINTENANCE && (
        <ContactBand id="service-call" title={copy.callTitle} text={copy.callText} button={copy.call}>
          {site?.site.hotline && (
            <p className="pg-cta__hotline">
              {copy.hotline}
              <a href={`tel:${site.site.hotline.replace(/[\s-]/g, '')}`}>{site.site.hotline}</a>
              <span> · {copy.hours}</span>
            </p>
          )}
        </ContactBand>
      )}
    </>
  );
}
