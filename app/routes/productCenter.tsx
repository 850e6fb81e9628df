import productsCss from '../styles/products.css?url';
import { useTranslation } from '../i18n/useTranslation.js';
import { CATE } from '#contract/constants.js';
import { orNull } from '../lib/http.js';
import { prodListPath } from '../components/products/paths.js';
import { ProductSearchForm } from '../components/products/ProductSearchForm.js';
import { ActionBand, TitledSection } from '../components/Section.js';
import { MediaLink } from '../components/MediaLink.js';
import { PageHeader } from '../components/PageHeader.js';
import { RichText } from '../components/RichText.js';
import { productsCopy } from '../i18n/pages/products.js';
import { fill, usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta } from '../lib/meta.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/productCenter';
import { pageQuery } from '#contract/pageQuery.js';
import { CardPicture, SIZES, SplitPicture } from '../components/Picture.js';
import { SizingCallout } from '../components/sizing/SizingCallout.js';

export const links: Route.LinksFunction = () => [stylesheet(productsCss)];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery();

/** Product center: keyword search, the center's introduction (category 41) and the product families. */
export async function loader({ context }: Route.LoaderArgs) {
  const [intro, tree] = await Promise.all([
    // The introduction is optional: staff may switch it off without breaking the page.
    orNull(context.services.content.categories.detail(CATE.productCenterSummary, {})),
    context.services.content.categories.productTree(),
  ]);
  return { intro, tree };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(matches, ({ lang }) => ({
    path: '/prod_center',
    title: text(data?.intro, 'cate_name', lang),
    description: text(data?.intro, 'summary', lang),
    image: data?.intro?.full_image || undefined,
  }));
}

export default function ProductCenterPage({ loaderData }: Route.ComponentProps) {
  const { intro, tree } = loaderData;
  const lang = useLang();
  const { t } = useTranslation();
  const copy = usePageCopy(productsCopy).center;
  const title = text(intro, 'cate_name', lang) || t('nav.productCenter');
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: t('nav.productCenter') }]} />

      <ActionBand
        block="products-searchband"
        id="products-search-title"
        title={copy.searchTitle}
        text={copy.searchLead}
      >
        <ProductSearchForm />
      </ActionBand>
      <SizingCallout />

      {intro && (
        <section className="section">
          <div className="container split products-intro">
            <div>
              <h2 className="products-intro__title">{text(intro, 'title', lang)}</h2>
              <p className="products-intro__lead">{text(intro, 'summary', lang)}</p>
              <RichText html={text(intro, 'content', lang)} className="products-intro__text" />
            </div>
            <SplitPicture src={intro.full_image} alt={text(intro, 'title', lang)} />
          </div>
        </section>
      )}

      <TitledSection
        id="products-families-title"
        tint
        title={copy.categoriesTitle}
        text={copy.categoriesLead}
      >
        <div className="products-families">
          {tree.map((category, index) => {
            const name = text(category, 'cate_name', lang);
            return (
              <article
                key={category.id}
                className={`split products-family${index % 2 ? ' split--reverse' : ''}`}
                aria-labelledby={`products-family-${category.id}`}
              >
                <MediaLink
                  to={href(prodListPath({ index, parentId: category.id }), lang)}
                  className="products-family__media"
                >
                  <CardPicture
                    src={category.full_image}
                    alt={name}
                    // Five or seven twelfths of the container beside the family's text.
                    sizes={SIZES.half}
                    decoding="async"
                  />
                </MediaLink>
                <div className="products-family__body">
                  <p className="products-family__index" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </p>
                  <h3 id={`products-family-${category.id}`}>
                    <a href={href(prodListPath({ index, parentId: category.id }), lang)}>{name}</a>
                  </h3>
                  <p className="products-family__summary">{text(category, 'summary', lang)}</p>
                  {category.cate_list.length > 0 && (
                    <ul className="products-family__lines" aria-label={fill(copy.linesLabel, { name })}>
                      {category.cate_list.map((child) => (
                        <li key={child.id}>
                          <a
                            href={href(prodListPath({ index, parentId: category.id, sonId: child.id }), lang)}
                          >
                            {text(child, 'cate_name', lang)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                  <a
                    className="btn"
                    href={href(prodListPath({ index, parentId: category.id }), lang)}
                    aria-label={fill(copy.moreLabel, { name })}
                  >
                    {t('common.more')}
                    <span aria-hidden="true">→</span>
                  </a>
                </div>
              </article>
            );
          })}
        </div>
      </TitledSection>

      <ActionBand block="products-cta" title={copy.ctaTitle} text={copy.ctaText}>
        <a className="btn btn--light" href={href('/callMe', lang)}>
          {copy.ctaButton}
        </a>
      </ActionBand>
    </>
  );
}
