import type { LoadContext } from '#server/ssr.js';

declare module 'react-router' {
  // The server passes the same services the /api routes use (server/ssr.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends LoadContext {}
}
