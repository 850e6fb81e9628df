import type { ServerBuild } from 'react-router';
import { parseLang } from '../../contract/lang.js';
import type { Lang } from '../../contract/messages.js';

const LAYOUT_ROUTE = 'routes/site';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Loader data as a page in `lang` reads it. Wire objects carry both languages (`title` Chinese,
 * `en_title` English, SPEC §3), and a page reads them through `text()` (app/lib/lang.ts), which
 * shows the other language only when its own is empty. So the other language's field is left out
 * wherever the page's own is non-empty: the page renders the same and ships about half the data.
 */
export function forLang<T>(lang: Lang, value: T): T {
  if (Array.isArray(value)) return value.map((entry: unknown) => forLang(lang, entry)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const english = key.startsWith('en_');
    const twin = english ? key.slice(3) : `en_${key}`;
    const own = lang === 'en' ? (english ? key : twin) : english ? twin : key;
    // Drop this field when it is the other language and the page's own is there and non-empty.
    if (own !== key && own in value && value[own]) continue;
    out[key] = forLang(lang, entry);
  }
  return out as T;
}

/**
 * The server build with every route loader's data trimmed to the page's language (forLang).
 * Applied where pages render (the render workers, and Vite in development), so page code stays
 * plain: loaders return wire objects, components read them with `text()`.
 */
export function trimLoadersToLanguage(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route?.module.loader;
    // The layout's data (site configuration, menu) stays whole: the chrome picks some things by
    // their English name in either language (social icons), and it is small.
    if (!route || !loader || id === LAYOUT_ROUTE) {
      routes[id] = route;
      continue;
    }
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        async loader(args) {
          const data: unknown = await loader(args);
          const lang =
            args.params.lang === 'en' || args.params.lang === 'zh' ? parseLang(args.params.lang) : null;
          return lang ? forLang(lang, data) : data;
        },
      },
    };
  }
  return { ...build, routes };
}
