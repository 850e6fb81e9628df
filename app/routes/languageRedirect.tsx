import { redirect } from 'react-router';
import { preferredLang } from '../lib/preferredLang.js';
import type { Route } from './+types/languageRedirect';

/** "/" redirects by the stored choice (cookie), then the browser language, else English. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/${preferredLang(request)}`, { headers: { Vary: 'Cookie, Accept-Language' } });
}
