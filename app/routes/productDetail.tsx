import { inLanguage } from '#contract/words.js';
import productsCss from '../styles/products.css?url';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { notFound, orNotFound } from '../lib/http.js';
import { prodListPath } from '../components/products/paths.js';
import { ProductGallery } from '../components/products/ProductGallery.js';
import { RelatedProducts } from '../components/products/RelatedProducts.js';
import { SectionBand } from '../components/Section.js';
import { BackButton } from '../components/BackButton.js';
import { PageHeader } from '../components/PageHeader.js';
import { ScrollTable } from '../components/ScrollTable.js';
import { RichText } from '../components/RichText.js';
import { productsCopy } from '../i18n/pages/products.js';
import { usePageCopy } from '../lib/copy.js';
import { href, text, useLang } from '../lib/lang.js';
import { routeMeta, sharedBy } from '../lib/meta.js';
import { JsonLd, product as productLd, useLdSite } from '../lib/structuredData.js';
import { pageUrl } from '#contract/urls.js';
import { stylesheet } from '../lib/stylesheet.js';
import type { Route } from './+types/productDetail';
import { pageQuery } from '#contract/pageQuery.js';
import { enquiryHref } from '../components/enquiry/about.js';
import { sizingLinksCopy } from '../i18n/pages/sizingLinks.js';
import { intParam } from '../lib/queryParams.js';
import { FlowCoefficients } from '../components/products/FlowCoefficients.js';
import { flowCopy } from '../i18n/pages/flow.js';

export const links: Route.LinksFunction = () => [stylesheet(productsCss)];

/** The query parameters this page reads; any other is ignored (and not part of its cache key). */
export const pageParams = pageQuery({ sonId: 'int', tab: ['1', '2'] });

/**
 * One product: sonId is the product, id its category (informational: the product's own category
 * decides the breadcrumb), tab the associated-products tab (1 actuators, 2 modified valves).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const sonId = intParam(query, 'sonId', 1);
  if (!sonId) notFound();
  const tab: 1 | 2 = query.get('tab') === '2' ? 2 : 1;
  const [product, tree] = await Promise.all([
    orNotFound(context.services.content.products.detail(sonId)),
    context.services.content.categories.productTree(),
  ]);

  // The breadcrumb's category: the product's line within its family, or the family itself.
  const cate = product.cate;
  let categoryPath: string | null = null;
  if (cate) {
    const asFamily = tree.findIndex((top) => top.id === cate.id);
    const asLine = tree.findIndex((top) => top.id === cate.parent_id);
    if (asFamily >= 0) categoryPath = prodListPath({ index: asFamily, parentId: cate.id });
    else if (asLine >= 0)
      categoryPath = prodListPath({ index: asLine, parentId: cate.parent_id, sonId: cate.id });
  }
  return { product, tab, categoryPath };
}

/** The product page's canonical path (without the language prefix). */
const productPath = (product: { id: number; cate_id: number }) =>
  `/prod_details?id=${product.cate_id}&sonId=${product.id}`;

export function meta({ data, matches }: Route.MetaArgs) {
  return routeMeta(
    matches,
    ({ lang }) =>
      data && {
        path: productPath(data.product),
        title: text(data.product, 'title', lang),
        ...sharedBy(data.product, lang, {
          description: text(data.product, 'summary', lang),
          image: data.product.full_image || undefined,
        }),
      },
  );
}

export default function ProductDetailsPage({ loaderData }: Route.ComponentProps) {
  const { product, tab, categoryPath } = loaderData;
  const lang = useLang();
  const { t } = useTranslation();
  const ld = useLdSite();
  const copy = usePageCopy(productsCopy).details;
  const title = text(product, 'title', lang);
  const images = product.full_images.split(',').filter(Boolean);
  const info = [
    { key: 'performance', label: copy.performance, html: text(product, 'cpxn', lang) },
    { key: 'advantages', label: copy.advantages, html: text(product, 'cpys', lang) },
    { key: 'structure', label: copy.structure, html: text(product, 'jgtd', lang) },
  ].filter((block) => block.html.trim());
  const sections = [
    product.specs.length > 0 && { id: 'specs', label: copy.specs },
    product.flow_sizes && { id: 'flow', label: inLanguage(flowCopy, lang).title },
    info.length > 0 && { id: 'info', label: copy.info },
    product.files.length > 0 && { id: 'downloads', label: copy.downloads },
    { id: 'related', label: copy.related },
  ].filter((s): s is { id: string; label: string } => Boolean(s));
  const tabPath = (n: 1 | 2) =>
    `/prod_details?id=${product.cate_id}&sonId=${product.id}${n === 2 ? '&tab=2' : ''}`;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('nav.productCenter'), to: href('/prod_center', lang) },
          ...(product.cate
            ? [
                {
                  label: text(product.cate, 'cate_name', lang),
                  to: categoryPath ? href(categoryPath, lang) : undefined,
                },
              ]
            : []),
          { label: title },
        ]}
      />

      <JsonLd data={productLd(ld, product, pageUrl(ld.origin, lang, productPath(product)))} />
      <section className="section products-hero">
        <div className="container products-hero__grid">
          <ProductGallery key={product.id} images={images} title={title} />
          <div className="products-hero__info">
            {product.no && (
              <p className="products-hero__no">
                <span>{copy.model}</span> {product.no}
              </p>
            )}
            <p className="products-hero__lead">{text(product, 'summary', lang)}</p>
            <RichText html={text(product, 'content', lang)} className="products-hero__content" />
            <div className="products-hero__actions">
              <a className="btn" href={enquiryHref('product', product.id, lang)}>
                {copy.enquire}
              </a>
              <a className="btn btn--ghost" href={href(`/sizing?product=${product.id}`, lang)}>
                {inLanguage(sizingLinksCopy, lang).link}
              </a>
              {product.files.length > 0 && (
                <a className="btn btn--ghost" href="#downloads">
                  {copy.downloads}
                </a>
              )}
            </div>
            <p className="products-hero__note">{copy.enquireText}</p>
          </div>
        </div>
      </section>

      {sections.length > 1 && (
        <nav className="products-sections" aria-label={copy.sectionsLabel}>
          <ul className="container">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {product.specs.length > 0 && (
        <ProductSection id="specs" title={copy.specs}>
          <ScrollTable label={copy.specs}>
            <table className="data-table products-specs">
              <thead>
                <tr>
                  <th scope="col">{copy.parameter}</th>
                  <th scope="col">{copy.value}</th>
                </tr>
              </thead>
              <tbody>
                {product.specs.map((spec, i) => (
                  <tr key={i}>
                    <th scope="row">{text(spec, 'name', lang)}</th>
                    <td>{text(spec, 'value', lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </ProductSection>
      )}

      {product.flow_sizes && (
        <ProductSection id="flow" title={inLanguage(flowCopy, lang).title}>
          <FlowCoefficients sizes={product.flow_sizes} />
        </ProductSection>
      )}

      {info.length > 0 && (
        <ProductSection id="info" tint title={copy.info}>
          <div className="products-info">
            {info.map((block) => (
              <article key={block.key} className={`products-info__block products-info__block--${block.key}`}>
                <h3>{block.label}</h3>
                <RichText html={block.html} />
              </article>
            ))}
          </div>
        </ProductSection>
      )}

      {product.files.length > 0 && (
        <ProductSection id="downloads" title={copy.downloads}>
          <p className="products-heading__lead">{copy.downloadsLead}</p>
          <ul className="products-files">
            {product.files.map((file) => {
              const fileName = text(file, 'files_name', lang);
              return (
                <li key={file.url} className="products-files__item">
                  <span className="products-files__icon" aria-hidden="true">
                    PDF
                  </span>
                  <div className="products-files__text">
                    <p className="products-files__name">{fileName}</p>
                    {text(file, 'summary', lang) && <p>{text(file, 'summary', lang)}</p>}
                  </div>
                  <a
                    className="btn btn--ghost"
                    href={file.url}
                    download
                    aria-label={`${t('common.download')}: ${fileName}`}
                  >
                    {t('common.download')}
                  </a>
                </li>
              );
            })}
          </ul>
        </ProductSection>
      )}

      <ProductSection id="related" tint title={copy.related}>
        <RelatedProducts
          key={product.id}
          tab={tab}
          tabPath={tabPath}
          actuators={product.glzxq}
          modifiedValves={product.glgxf}
        />
        <div className="products-back">
          <BackButton />
        </div>
      </ProductSection>
    </>
  );
}

/** One of the page's sections, reached from the section links by its id. */
function ProductSection({
  id,
  tint = false,
  title,
  children,
}: {
  id: string;
  tint?: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <SectionBand id={id} labelledBy={`${id}-title`} tint={tint}>
      <h2 id={`${id}-title`} className="products-heading">
        {title}
      </h2>
      {children}
    </SectionBand>
  );
}
