/**
 * What a staff preview adds to a rendered page's head: `noindex`, so that a preview
 * address that leaks is never indexed. The banner saying that the page shows changes not yet
 * published is part of the page itself (SiteChrome's PreviewBanner, told by the load context).
 */
export function previewNoindex(html: string): string {
  return html.replace(/<head([^>]*)>/i, '<head$1><meta name="robots" content="noindex, nofollow">');
}
