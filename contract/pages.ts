import type { z } from 'zod';
import type { SizingProject } from '#sizing/form/sizingProject.js';
import type { Actuator, ValveActuation } from '#sizing/engine/actuator.js';
import type {
  CatalogueProduct,
  CategoryDetail,
  CategoryItems,
  CategoryText,
  CategoryWire,
  FaqQuestions,
  ItemDetail,
  ItemFilter,
  ItemListing,
  ItemTag,
  ItemTimes,
  JobListing,
  JobPosting,
  Page,
  ProductDetail,
  ProductFamily,
  ProductListing,
  SearchResult,
  SiteConfig,
} from './content.js';
import type { EnquiryItemSnapshot, EnquiryLookup } from './desk.js';
import type { Lang } from './messages.js';
import type { EnquiryItemKind } from './quotation.js';
import type { EnquiryInput, schemas } from './schemas.js';

/**
 * What the site's loaders and actions call on the server: the services the /api routes use, as
 * far as the pages use them, described by the answers of this contract. The pages depend on this,
 * not on the server; the server's services satisfy it (server/ssr.ts LoadContext), so a service
 * that answered otherwise would not compile.
 */
export interface PageServices {
  /** What the site shows. */
  content: {
    categories: {
      get(id: number): Promise<CategoryText>;
      /** The category's id and its descendants'. */
      withDescendants(id: number): Promise<number[]>;
      itemsWithTags(cateId: number, typeId: number, page: Page): Promise<CategoryItems>;
      productTree(): Promise<ProductFamily[]>;
      applicationAreas(): Promise<CategoryWire[]>;
      detail(id: number, options: { page?: Page; sonId?: number }): Promise<CategoryDetail>;
    };
    items: {
      list(options: ItemFilter & { page: Page; withContent?: boolean }): Promise<ItemListing>;
      detail(id: number): Promise<ItemDetail>;
      times(ids: number[]): Promise<Map<number, ItemTimes>>;
      typeInfo(cateId: number): Promise<ItemTag[]>;
    };
    products: {
      list(options: { cateIds?: number[]; keyword?: string; page: Page }): Promise<ProductListing>;
      detail(id: number): Promise<ProductDetail>;
      flowCatalogue(productId?: number): Promise<CatalogueProduct[]>;
    };
    /** The actuator catalogue and each valve's actuation data (the sizing page's actuator step). */
    actuators: { catalogue(): Promise<Actuator[]> };
    valveActuations: { ofProducts(productIds: readonly number[]): Promise<Map<number, ValveActuation>> };
    jobs: {
      list(page: Page): Promise<JobListing>;
      detail(id: number): Promise<JobPosting>;
    };
    site: {
      get(): Promise<SiteConfig>;
    };
    faq: {
      questions(options: { keyword: string; tag: number; page: Page }): Promise<FaqQuestions>;
      feedback(input: z.output<typeof schemas.feedback>, ip: string, lang: Lang): Promise<void>;
    };
    search(type: 'article' | 'product', keyword: string, page: Page): Promise<SearchResult>;
  };
  /** Enquiries: send, look up, comment, close. */
  desk: {
    enquiryItems: {
      /** The item the contact page's address names; null when it is not shown. */
      about(kind: EnquiryItemKind, id: number, lang: Lang): Promise<EnquiryItemSnapshot | null>;
      /** The kind a content item is for enquiries (its page's contact button); null for others. */
      contentKind(cateId: number): Promise<Exclude<EnquiryItemKind, 'product'> | null>;
    };
    enquiries: {
      /** Saves an enquiry; answers its case number. */
      submit(input: EnquiryInput, ip: string, lang: Lang): Promise<string>;
      lookup(email: string, mNo: string, ip: string): Promise<EnquiryLookup>;
      comment(email: string, mNo: string, content: string, ip: string): Promise<void>;
      close(email: string, mNo: string, ip: string): Promise<void>;
    };
    sizingProjects: {
      /** The project a link's token opens (its revision for the next save); null for an unknown or altered one. */
      open(token: string): Promise<(SizingProject & { token: string; revision: number }) | null>;
    };
    verification: {
      /** Mails a code that proves the visitor owns the address. */
      sendCode(email: string, ip: string, lang: Lang): Promise<void>;
    };
  };
}

/**
 * What every loader and action receives as `context` (React Router's AppLoadContext,
 * app/context.ts).
 */
// A type alias, not an interface: it must fit React Router's index-signature AppLoadContext.
export type PageContext = {
  services: PageServices;
  config: { publicUrl: string };
  /** A staff preview of a working draft: the page says so at its top. */
  preview?: boolean;
  /** The visitor's address, for the rate limits of a form posted to a page (its action). */
  clientIp?: string;
};
