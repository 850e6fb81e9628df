/**
 * The component of each tab of /about. What a tab fetches is in load.server.ts, keyed alike: a
 * single table would pull the server code into the browser bundle.
 */
import type { ComponentType } from 'react';
import { AboutText } from './AboutText.js';
import type { TabKey, TabProps } from './data.js';
import { History } from './History.js';
import { Network } from './Network.js';
import { Overview } from './Overview.js';
import { pageText, pictureList } from './PageText.js';
import { Qualifications } from './Qualifications.js';

export const ABOUT_TABS: Record<TabKey, ComponentType<TabProps>> = {
  overview: Overview,
  about: AboutText,
  history: History,
  network: Network,
  ability: pageText((data, site) => pictureList(data.page?.full_images, site?.capacity_pictures)),
  quality: pageText((_, site) => site?.quality_pictures ?? []),
  sustainability: pageText((data) => (data.page?.full_image ? [data.page.full_image] : [])),
  qualifications: Qualifications,
};
