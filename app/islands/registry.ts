import type { ComponentType } from 'react';

/**
 * Every island of the site by name, each loaded only by the pages that have it (one chunk each).
 * The name is the one its module gives `island()`: registry.test.ts checks the two agree.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has props of its own
type Loader = () => Promise<ComponentType<any>>;

export const islandLoaders = {
  ActiveTabInView: () => import('../components/LinkTabs.js').then((m) => m.ActiveTabInView),
  ApplicationForm: () => import('../components/company/ApplicationForm.js').then((m) => m.ApplicationForm),
  BackButton: () => import('../components/BackButton.js').then((m) => m.BackButton),
  BannerControls: () => import('../components/company/BannerCarousel.js').then((m) => m.BannerControls),
  CarouselControls: () => import('../components/program/Carousel.js').then((m) => m.CarouselControls),
  CompanyTime: () => import('../components/enquiry/CompanyTime.js').then((m) => m.CompanyTime),
  ContactForm: () => import('../components/enquiry/ContactForm.js').then((m) => m.ContactForm),
  FeedbackWidget: () => import('../components/FeedbackWidget.js').then((m) => m.FeedbackWidget),
  HelpfulFeedback: () => import('../components/content/HelpfulFeedback.js').then((m) => m.HelpfulFeedback),
  HistoryGallery: () => import('../components/company/HistoryGallery.js').then((m) => m.HistoryGallery),
  JobDetails: () => import('../components/company/JobTable.js').then((m) => m.JobDetails),
  LanguageSwitch: () => import('../components/LanguageSwitch.js').then((m) => m.LanguageSwitch),
  MapCanvas: () => import('../components/company/ContactMap.js').then((m) => m.MapCanvas),
  MenuButton: () => import('../components/MenuButton.js').then((m) => m.MenuButton),
  MessageLookup: () => import('../components/enquiry/MessageLookup.js').then((m) => m.MessageLookup),
  NewsCarouselNav: () => import('../components/company/NewsCarousel.js').then((m) => m.NewsCarouselNav),
  ProductGallery: () => import('../components/products/ProductGallery.js').then((m) => m.ProductGallery),
  ProductSearchForm: () =>
    import('../components/products/ProductSearchForm.js').then((m) => m.ProductSearchForm),
  SearchBox: () => import('../components/SearchBox.js').then((m) => m.SearchBox),
  SearchMemory: () => import('../components/SearchStatus.js').then((m) => m.SearchMemory),
  SearchingNotice: () => import('../components/SearchStatus.js').then((m) => m.SearchingNotice),
  SizingApp: () => import('../components/sizing/SizingApp.js').then((m) => m.SizingApp),
  StoryTimelineNav: () => import('../components/company/Timeline.js').then((m) => m.StoryTimelineNav),
  ToastHost: () => import('../components/Toasts.js').then((m) => m.ToastHost),
  VideoCards: () => import('../components/content/VideoGallery.js').then((m) => m.VideoCards),
  VideoPlayer: () => import('../components/VideoPlayer.js').then((m) => m.VideoPlayer),
  ZoomImage: () => import('../components/CaseMedia.js').then((m) => m.ZoomImage),
} satisfies Record<string, Loader>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}

/**
 * When an island is hydrated (`data-when` on its element; the page's inline script and the runtime
 * both read it). Most wait for the visitor's first move, touch, scroll or key: until then the
 * server's HTML is the page, links and forms working without script, and a page that is only read
 * loads no script at all. These few act without being touched, so they cannot wait for that:
 * - `load`: at once, once the page has loaded;
 * - `draft`: at once if the visitor left a draft of a form in this browser session, else on intent;
 * - `visible`: when the island comes into view;
 * - `turn`: when in view, a few seconds after the page has loaded. Carousels do nothing before their
 *   first turn (6 s), so they need not compete with the page's first seconds.
 */
export type HydrateWhen = 'load' | 'draft' | 'visible' | 'turn' | 'intent';

const HYDRATE_WHEN: Partial<Record<IslandName, HydrateWhen>> = {
  // Puts back what the visitor typed before leaving the page, if anything.
  ContactForm: 'draft',
  // Scrolls the strip of tabs so that the current one is in view.
  ActiveTabInView: 'load',
  // Remembers the search, or offers to go back to it.
  SearchMemory: 'load',
  // Shows a time in the visitor's own zone too.
  CompanyTime: 'load',
  // Finds the case the visitor looked up last (or the link names).
  MessageLookup: 'load',
  // Turn by themselves while in view.
  BannerControls: 'turn',
  CarouselControls: 'turn',
  // Shows the visitor's earlier answer.
  HelpfulFeedback: 'visible',
  // Its Send button waits for the form's script (a CV is uploaded before sending).
  ApplicationForm: 'visible',
  // Draws the map when it comes into view.
  MapCanvas: 'visible',
};

export function hydrateWhen(name: string): HydrateWhen {
  return (isIslandName(name) ? HYDRATE_WHEN[name] : undefined) ?? 'intent';
}

/** How long after the page's load a `turn` island waits (its carousel's first turn comes at 6 s). */
export const TURN_WAIT_MS = 4000;
