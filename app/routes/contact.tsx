import { inLanguage } from '#contract/words.js';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import companyCss from '../styles/company.css?url';
import enquiryCss from '../styles/enquiry.css?url';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { CATE, MAP_ZOOM, PAGE_SIZE } from '#contract/constants.js';
import { ContactMap } from '../components/company/ContactMap.js';
import { pick } from '../components/company/load.server.js';
import { HeadedSection, SectionHeading } from '../components/company/SectionHeading.js';
import { SocialLinks } from '../components/company/SocialLinks.js';
import { ContactForm } from '../components/enquiry/ContactForm.js';
import { ABOUT_PARAMS } from '../components/enquiry/about.js';
import { aboutFromUrl, countryOptions } from '../components/enquiry/about.server.js';
import { sizingFromUrl } from '../components/enquiry/sizing.server.js';
import { postEnquiry } from '../components/enquiry/enquiryPost.server.js';
import { parseLang } from '#contract/lang.js';
import { PageHeader } from '../components/PageHeader.js';
import { companyCopy } from '../i18n/pages/company.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { copyMeta } from '../lib/meta.js';
import { siteData } from '../lib/siteData.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/contact';
import { pageQuery } from '#contract/pageQuery.js';
import { telHref } from '../lib/contact.js';
import { HotlineAbroad } from '../components/HotlineAbroad.js';

export const links: Route.LinksFunction = () => [
  stylesheet(leafletCss),
  stylesheet(companyCss),
  stylesheet(enquiryCss),
];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({
  ...ABOUT_PARAMS,
  sizing: 'state',
  valve: 'text',
  act: 'text',
  project: 'state',
});

/**
 * Contact page (docs/product.md §2 /callMe): contacts, map, the enquiry form, and the ways on. `?product=<id>`
 * (or case, solution, application) attaches that item to the form.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const lang = parseLang(params.lang) ?? 'en';
  const [offices, about, sizing] = await Promise.all([
    context.services.content.items.list({
      cateIds: [CATE.network],
      page: { page: 1, limit: PAGE_SIZE.network },
    }),
    aboutFromUrl(request, context.services, lang),
    sizingFromUrl(request, context.services, lang),
  ]);
  return {
    about,
    sizing,
    countries: countryOptions(lang),
    offices: offices.list.map((office) => pick(office, ['id', 'title', 'en_title'])),
    officeCount: offices.count,
  };
}

/** The enquiry form posted before the page's script ran (or without script): answered here. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const lang = parseLang(params.lang) ?? 'en';
  const [about, sizing] = await Promise.all([
    aboutFromUrl(request, context.services, lang),
    sizingFromUrl(request, context.services, lang),
  ]);
  return postEnquiry(request, context, lang, { about, sizing });
}

export function meta({ matches }: Route.MetaArgs) {
  return copyMeta(matches, '/callMe', (lang) => inLanguage(companyCopy, lang).callMe);
}

export default function ContactPage({ loaderData, actionData, matches }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(companyCopy).callMe;
  const site = siteData(matches)?.site;
  if (!site) return null;
  const company = text(site, 'company_name', lang);
  const address = text(site, 'address', lang);
  const { lat, lng } = site.map_center;
  const hasMap = Boolean(lat || lng);
  const largerMap = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${site.map_zoom || MAP_ZOOM}/${lat}/${lng}`;

  const info: { key: string; label: string; icon: ReactNode; value: ReactNode }[] = [
    { key: 'address', label: t('footer.address'), icon: <PinIcon />, value: address },
    {
      key: 'phone',
      label: t('footer.phone'),
      icon: <PhoneIcon />,
      value: site.phone && <a href={telHref(site.phone)}>{site.phone}</a>,
    },
    {
      key: 'email',
      label: t('footer.email'),
      icon: <MailIcon />,
      value: site.email && <a href={`mailto:${site.email}`}>{site.email}</a>,
    },
    { key: 'hours', label: t('footer.hours'), icon: <ClockIcon />, value: text(site, 'working_hours', lang) },
  ];

  return (
    <div className="company-contact">
      <PageHeader title={copy.title} crumbs={[{ label: copy.title }]} />

      <section className="section" aria-labelledby="contact-info">
        <div className="container company-contact__grid">
          <div className="company-contact__info">
            <SectionHeading
              id="contact-info"
              eyebrow={copy.eyebrow}
              title={company}
              text={copy.intro}
              align="start"
            />
            <dl className="company-contact__list">
              {info
                .filter((row) => row.value)
                .map((row) => (
                  <div key={row.key}>
                    <dt>
                      <span className="company-contact__icon">{row.icon}</span>
                      {row.label}
                    </dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
            </dl>
            {site.hotline && (
              <div className="company-contact__hotline">
                <span>{t('footer.hotline')}</span>
                <a href={telHref(site.hotline)}>{site.hotline}</a>
                <HotlineAbroad phone={site.phone} className="company-contact__abroad" />
                <small>{copy.hotlineNote}</small>
              </div>
            )}
            <SocialLinks
              social={site.social}
              labels={{ title: copy.socialTitle, open: copy.socialOpen, scan: copy.socialScan }}
            />
          </div>
          <div className="company-contact__map">
            <h2 className="visually-hidden">{copy.mapTitle}</h2>
            {hasMap ? (
              <ContactMap
                lat={lat}
                lng={lng}
                zoom={site.map_zoom || MAP_ZOOM}
                tileUrl={site.map_tile_url}
                label={fill(copy.mapLabel, { name: company })}
              >
                <AddressCard
                  company={company}
                  address={address}
                  link={largerMap}
                  linkText={copy.directions}
                />
              </ContactMap>
            ) : (
              <AddressCard company={company} address={address} />
            )}
          </div>
        </div>
      </section>

      <section
        id="contact-form"
        className="section section--tint company-contact__form"
        aria-labelledby="contact-form-title"
      >
        <div className="container">
          <SectionHeading id="contact-form-title" title={copy.formTitle} text={copy.formText} />
          <ContactForm
            about={loaderData.about}
            sizing={loaderData.sizing}
            countries={loaderData.countries}
            posted={actionData?.enquiry ?? null}
          />
        </div>
      </section>

      <HeadedSection id="contact-more" title={copy.cardsTitle}>
        <ul className="company-contact__cards">
          <ContactCard card="join" icon={<PeopleIcon />} to={href('/joinIn', lang)} />
          <ContactCard card="networkCard" icon={<GlobeIcon />} to={href('/about?index=3', lang)} />
          <ContactCard
            card="records"
            icon={<ChatIcon />}
            to={href('/message-record?isEmail=0&m_no=', lang)}
          />
        </ul>
        {loaderData.officeCount > 0 && (
          <div className="company-contact__network">
            <div>
              <h3>{copy.networkTitle}</h3>
              <p>{fill(copy.networkText, { count: loaderData.officeCount })}</p>
              <ul className="company-contact__offices">
                {loaderData.offices.map((office) => (
                  <li key={office.id}>{text(office, 'title', lang)}</li>
                ))}
              </ul>
            </div>
            <a className="btn btn--light" href={href('/about', lang)}>
              {copy.networkMore}
            </a>
          </div>
        )}
      </HeadedSection>
    </div>
  );
}

/** The address over the map: readable whether or not the map tiles load. */
function AddressCard({
  company,
  address,
  link,
  linkText,
}: {
  company: string;
  address: string;
  link?: string;
  linkText?: string;
}) {
  return (
    <address className="company-address">
      <span className="company-address__pin" aria-hidden="true">
        <PinIcon />
      </span>
      <span>
        <strong>{company}</strong>
        <span>{address}</span>
        {link && linkText && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {linkText} ↗
          </a>
        )}
      </span>
    </address>
  );
}

/** A card pointing to another page; its title, text and button are the copy's `<card>Title`, `…Text`, `…Button`. */
function ContactCard({
  card,
  icon,
  to,
}: {
  card: 'join' | 'networkCard' | 'records';
  icon: ReactNode;
  to: string;
}) {
  const copy = usePageCopy(companyCopy).callMe;
  return (
    <li className="company-contact__card">
      <span className="company-contact__card-icon">{icon}</span>
      <h3>{copy[`${card}Title`]}</h3>
      <p>{copy[`${card}Text`]}</p>
      <a className="btn btn--ghost" href={to}>
        {copy[`${card}Button`]}
      </a>
    </li>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const PinIcon = () => (
  <Icon>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);
const PhoneIcon = () => (
  <Icon>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </Icon>
);
const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);
const ClockIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);
const PeopleIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6" />
  </Icon>
);
const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);
const ChatIcon = () => (
  <Icon>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9h8M8 12h5" />
  </Icon>
);
