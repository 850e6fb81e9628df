import { useLang } from '../lib/lang.js';
import { translator, type Translate } from './index.js';

/**
 * `const { t } = useTranslation()` for the page's language. A page's language never changes
 * (switching reloads on the other prefix, docs/product.md §1), so one fixed `t` per language serves every
 * component: react-i18next's hook copied the whole i18next instance for each component that
 * called it on every server render, 5% of a page's render time.
 */
export function useTranslation(): { t: Translate } {
  return { t: translator(useLang()) };
}
