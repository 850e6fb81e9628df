import { LANG_COOKIE, langFromAcceptLanguage, parseLang } from '#contract/lang.js';
import type { Lang } from '#contract/messages.js';

/** The language of a request: the cookie (mirroring local storage), then the browser, else English. */
export function preferredLang(request: Request): Lang {
  const cookie = request.headers.get('cookie') ?? '';
  const stored = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  return (
    parseLang(stored) ?? langFromAcceptLanguage(request.headers.get('accept-language') ?? undefined) ?? 'en'
  );
}
