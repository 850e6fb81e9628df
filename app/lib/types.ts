/** Wire shapes the pages read: the services' return types, so there is no second model. */
import type { Services } from '../../server/services/index.js';

export type ProductMenuCategory = Awaited<ReturnType<Services['categories']['productTree']>>[number];
export type { SiteConfig } from '../../server/services/siteConfig.js';
