/** The fields the program screens' cards show: loaders send only these, never the HTML content. */
import type { ItemWire, ProductWire } from '#contract/content.js';

/** What a card of a content item shows (lists carry no HTML to the browser). */
export function itemCard(item: ItemWire) {
  return {
    id: item.id,
    cate_id: item.cate_id,
    type_id: item.type_id,
    title: item.title,
    en_title: item.en_title,
    summary: item.summary,
    en_summary: item.en_summary,
    cate_name: item.cate_name,
    en_cate_name: item.en_cate_name,
    full_image: item.full_image,
    publish_time_txt: item.publish_time_txt || item.create_time_txt,
  };
}

export type ItemCardData = ReturnType<typeof itemCard>;

/** What a product card of an application area shows (the catalogue grid has its own, products/ProductCard). */
export function areaProductCard(product: ProductWire) {
  return {
    id: product.id,
    cate_id: product.cate_id,
    no: product.no,
    title: product.title,
    en_title: product.en_title,
    summary: product.summary,
    en_summary: product.en_summary,
    full_image: product.full_image,
  };
}

export type AreaProductCardData = ReturnType<typeof areaProductCard>;
