/**
 * A route's stylesheet as a React 19 stylesheet resource (`precedence`): React puts it in the
 * head before the scripts' modulepreload links, so the CSS a first paint needs is not queued
 * behind two dozen script downloads, and on client navigation the page waits for it (no flash).
 * Import the CSS with `?url` and list it in the route's `links`.
 */
export function stylesheet(href: string) {
  return { rel: 'stylesheet', href, precedence: 'default' } as const;
}
