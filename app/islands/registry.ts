import type { ComponentType } from 'react';
import { hasDraft } from '../components/enquiry/storage.js';

/**
 * Every island of the site by name, each loaded only by the pages that have it (one chunk each).
 * The name is the one its module gives `island()`: registry.test.ts checks the two agree.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has props of its own
type Loader = () => Promise<ComponentType<any>>;

export const islandLoaders = {
  ActiveTabInView: () => import('../components/LinkTabs.js').then((m) => m.ActiveTabInView),
  AnnouncementPopup: () =>
    import('../components/company/AnnouncementPopup.js').then((m) => m.AnnouncementPopup),
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
 * When an island is hydrated. Most wait for the visitor's first move, touch, scroll or key
 * (entry.client.tsx): until then the server's HTML is the page, links and forms working without
 * script. These few act without being touched, so they cannot wait.
 */
const HYDRATE_WHEN: Partial<Record<IslandName, 'load' | 'visible' | (() => 'load' | 'intent')>> = {
  // Puts back what the visitor typed before leaving the page, if anything.
  ContactForm: () => (hasDraft() ? 'load' : 'intent'),
  // Opens by itself on the home page.
  AnnouncementPopup: 'load',
  // Scrolls the strip of tabs so that the current one is in view.
  ActiveTabInView: 'load',
  // Remembers the search, or offers to go back to it.
  SearchMemory: 'load',
  // Shows a time in the visitor's own zone too.
  CompanyTime: 'load',
  // Finds the case the visitor looked up last (or the link names).
  MessageLookup: 'load',
  // Turn by themselves while in view.
  BannerControls: 'visible',
  CarouselControls: 'visible',
  // Shows the visitor's earlier answer.
  HelpfulFeedback: 'visible',
  // Its Send button waits for the form's script (a CV is uploaded before sending).
  ApplicationForm: 'visible',
  // Draws the map when it comes into view.
  MapCanvas: 'visible',
};

export function hydrateWhen(name: string): 'load' | 'visible' | 'intent' {
  const when = isIslandName(name) ? HYDRATE_WHEN[name] : undefined;
  return (typeof when === 'function' ? when() : when) ?? 'intent';
}
