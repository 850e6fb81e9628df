import { useRouteLoaderData } from 'react-router';
import { SERVICE_CAROUSEL } from '#contract/constants.js';
import { programCopy } from '../../i18n/pages/program.js';
import { usePageCopy } from '../../lib/copy.js';
import { href, text, useLang } from '../../lib/lang.js';
import type { SiteConfig } from '#contract/content.js';
import { Picture, SIZES, SplitPicture } from '../Picture.js';
import { TitledSection } from '../Section.js';
import { RichText } from '../RichText.js';
import { Carousel } from '../program/Carousel.js';
import { ContactBand, DetailIntro } from '../program/Sections.js';
import { TestIcon } from '../program/TestIcon.js';
import type { TabProps } from './data.js';
import { telHref } from '../../lib/contact.js';

/** What a service's page adds to the common one. */
interface Extras {
  /** Online maintenance: the on-site call button and band. */
  call?: true;
  /** Diagnostic test: the carousel of the category's pictures and the tests. */
  diagnostic?: true;
}

/** One service: title, summary, picture and content; the on-site call or the diagnostics extras. */
export function serviceDetail({ call, diagnostic }: Extras = {}) {
  return function ServiceDetail({ data }: TabProps) {
    const lang = useLang();
    const copy = usePageCopy(programCopy).service;
    const site = useRouteLoaderData('routes/site') as { site: SiteConfig } | undefined;
    const service = data.services.find((s) => s.index === data.index);
    const { active } = data;
    // The loader answers 404 for a hidden service, so both are there.
    if (!service || !active) return null;
    const name = text(service, 'cate_name', lang);
    const title = text(service, 'title', lang);
    const isDiagnostic = diagnostic === true;
    // Diagnostic test: the page picture leads an autoplaying carousel of the category's pictures.
    const gallery = [
      ...new Set([service.full_image, ...(isDiagnostic ? active.images : [])].filter(Boolean)),
    ];
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
              <SplitPicture src={gallery[0]} alt={title} />
            )
          }
        >
          {call && (
            <a className="btn" href={href('/callMe', lang)}>
              {copy.call}
            </a>
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

        {call && (
          <ContactBand id="service-call" title={copy.callTitle} text={copy.callText} button={copy.call}>
            {site?.site.hotline && (
              <p className="pg-cta__hotline">
                {copy.hotline}
                <a href={telHref(site.site.hotline)}>{site.site.hotline}</a>
                <span> · {copy.hours}</span>
              </p>
            )}
          </ContactBand>
        )}
      </>
    );
  };
}
