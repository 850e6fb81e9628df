/** Query parameters of the content screens, read defensively: bad values fall back, never fail. */

/** A whole number from min to max, or the fallback when the value is absent or malformed. */
export function intParam(value: string | null, fallback: number, min = 1, max = 1_000_000): number {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return fallback;
  const n = Number(value);
  return n >= min && n <= max ? n : fallback;
}

/** A search keyword as the services take it: trimmed, at most 100 characters. */
export function keywordParam(value: string | null): string {
  return (value ?? '').trim().slice(0, 100);
}

/** A query string from the entries that are set (empty strings and zero pages left out). */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The text of sanitised HTML, for short excerpts. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
