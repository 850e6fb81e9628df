import type { FastifyRequest } from 'fastify';
import { LANG_COOKIE, langFromAcceptLanguage, parseLang } from '#contract/lang.js';
import type { Lang } from '#contract/messages.js';

/** The language of a request: `lang` query, then the language cookie, then Accept-Language. */
export function requestLang(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  return (
    parseLang(query?.lang) ??
    parseLang(request.cookies?.[LANG_COOKIE]) ??
    langFromAcceptLanguage(request.headers['accept-language']) ??
    'en'
  );
}
