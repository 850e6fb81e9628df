import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviours, each chosen now so the build says nothing.
  future: {
    // Adopted: the build runs on Vite's environment API (Vite 8 is built around it).
    v8_viteEnvironmentApi: true,
    // Declined for now: loaders receive the server's load context object (app/context.ts), which
    // middleware would replace with a RouterContextProvider.
    v8_middleware: false,
    // Declined for now: route modules stay whole; the bundle's chunks are grouped in vite.config.ts.
    v8_splitRouteModules: false,
    // Declined for now: the page cache keys rendered pages by the request URL it canonicalises.
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
