/** Wire shapes the pages read: the services' return types, so there is no second model. */
import type { Services } from '#server/services/index.js';

type ProductTreeNode = Awaited<ReturnType<Services['categories']['productTree']>>[number];
/** A family of the Product Center menu: its name and its lines' names (routes/site.tsx). */
export type ProductMenuCategory = Pick<ProductTreeNode, 'id' | 'cate_name' | 'en_cate_name'> & {
  cate_list: Pick<ProductTreeNode['cate_list'][number], 'id' | 'cate_name' | 'en_cate_name'>[];
};
export type { SiteConfig } from '#server/services/content/siteConfig.js';
