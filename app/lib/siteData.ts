import type { SiteConfig } from '#contract/content.js';

export interface SiteMatchData {
  lang: 'en' | 'zh';
  site: SiteConfig;
  origin: string;
}

/** The layout's data (language, configuration, public origin) from a route's `meta` matches. */
export function siteData(
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): SiteMatchData | undefined {
  return matches.find((m) => m?.id === 'routes/site')?.data as SiteMatchData | undefined;
}
