/** Loader helpers of the company screens. */
/** Only the fields a screen shows, so the page does not ship whole records to the browser. */
export function pick<T extends object, K extends keyof T>(item: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = item[key];
  return out;
}

/** What a teaser shows of an entry in both languages: its title, summary and category's name. */
const TEASER_TEXT = ['title', 'en_title', 'summary', 'en_summary', 'cate_name', 'en_cate_name'] as const;

/** What a news card shows of an article (components/company/NewsCarousel.tsx). */
export const NEWS_CARD_FIELDS = ['id', ...TEASER_TEXT, 'full_image', 'publish_time_txt'] as const;

/** What the home page's announcement shows of it (components/company/AnnouncementPopup.tsx). */
export const ANNOUNCEMENT_FIELDS = ['status', 'is_blank', 'url', ...TEASER_TEXT] as const;

/** A page parameter `index`: absent or empty gives the default, anything outside `valid` null. */
export function tabIndex(request: Request, valid: readonly number[], fallback: number): number | null {
  const raw = new URL(request.url).searchParams.get('index');
  if (raw === null || raw.trim() === '') return fallback;
  if (!/^\d{1,3}$/.test(raw.trim())) return null;
  const index = Number(raw);
  return valid.includes(index) ? index : null;
}
