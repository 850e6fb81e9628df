/**
 * A route's stylesheet for its `links`: <Links /> writes it in the head, ahead of the scripts'
 * modulepreload links at the end of the body, so the CSS a first paint needs is not queued behind
 * the script downloads; on client navigation React Router loads it before showing the page.
 * Import the CSS with `?url` and list it in the route's `links`.
 */
export function stylesheet(href: string) {
  return { rel: 'stylesheet', href } as const;
}
