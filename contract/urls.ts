/**
 * An absolute address of a picture, video or page for documents read off the site (Open Graph,
 * structured data, the sitemap): an http(s) URL as it is, a site path under `origin`, a bare
 * stored upload path under `/uploads/`. Anything else (a `javascript:` value stored before links
 * were checked, `data:`, `//host`) gives '' so it never reaches such a document.
 */
export function absoluteUrl(origin: string, url: string | undefined): string {
  if (!url) return '';
  if (/^https?:\/\//i.test(url)) return url;
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return '';
  return `${origin}${url.startsWith('/') ? '' : '/uploads/'}${url}`;
}

/** The address of a page in a language: `path` without the prefix, with its query ('/' is home). */
export function pageUrl(origin: string, lang: 'en' | 'zh', path: string): string {
  return `${origin}/${lang}${path === '/' ? '' : path}`;
}

/** The one picture an item's page shows (/nText): its image, else the first of its gallery. */
export function itemPicture(item: { full_image: string; full_images: string }): string {
  return item.full_image || item.full_images.split(',')[0] || '';
}

/** The visitor's look-up page of a case (mails and webhooks link to it). */
export function caseLookupUrl(publicUrl: string, lang: 'en' | 'zh', mNo: string): string {
  return `${publicUrl}/${lang}/message-record?isEmail=0&m_no=${encodeURIComponent(mNo)}`;
}

/** An enquiry's page in the staff console (the digest and webhooks link to it). */
export function enquiryConsoleUrl(publicUrl: string, id: number): string {
  return `${publicUrl}/admin/enquiries/${id}/show`;
}
