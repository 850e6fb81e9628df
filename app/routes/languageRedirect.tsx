import { redirect } from 'react-router';
import { LANG_COOKIE, langFromAcceptLanguage, parseLang } from '../../contract/lang.js';
import type { Route } from './+types/languageRedirect';

/** "/" redirects by the stored choice (cookie), then the browser language, else English. */
export function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie') ?? '';
  const stored = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]+)`).exec(cookie)?.[1];
  const lang =
    parseLang(stored) ?? langFromAcceptLanguage(request.headers.get('accept-language') ?? undefined) ?? 'en';
  return redirect(`/${lang}`, { headers: { Vary: 'Cookie, Accept-Language' } });
}
