/** The loader data of /customer_service, the same shape for every tab (the page serialises it). */
import type { CategoryDetail as Category } from '#contract/content.js';

/** A service of the tab bar: its tab's index and what the overview shows of it. */
export type Service = { index: number } & Pick<
  Category,
  | 'id'
  | 'cate_name'
  | 'en_cate_name'
  | 'title'
  | 'en_title'
  | 'summary'
  | 'en_summary'
  | 'full_image'
  | 'full_ico_image'
>;

export interface ServiceData {
  index: number;
  /** Every service staff have not hidden. */
  services: Service[];
  /** The open service's text and pictures; null on the overview. */
  active: { content: string; en_content: string; images: string[] } | null;
}

/** What a tab's component is given. */
export interface TabProps {
  data: ServiceData;
}
