/** Shapes the pages build from the contract's answers. */
import type { ProductFamily } from '#contract/content.js';

/** A family of the Product Center menu: its name and its lines' names (routes/site.tsx). */
export type ProductMenuCategory = Pick<ProductFamily, 'id' | 'cate_name' | 'en_cate_name'> & {
  cate_list: Pick<ProductFamily['cate_list'][number], 'id' | 'cate_name' | 'en_cate_name'>[];
};
