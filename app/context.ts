import type { PageContext } from '#contract/pages.js';

declare module 'react-router' {
  // The server passes the same services the /api routes use (server/ssr.ts), as the contract
  // describes them.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends PageContext {}
}
