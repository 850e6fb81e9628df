import type { TFunction } from 'i18next';
import { useLang } from '../lib/lang.js';
import { createI18n } from './index.js';

const fixed = new Map<string, TFunction>();

/**
 * `t` with the answers to plain keys kept: the catalogues are fixed, so `t('nav.home')` is always
 * the same text, and i18next's lookup was 6% of a page's render. Calls with options (interpolation)
 * go to i18next every time.
 */
function keepingT(t: TFunction): TFunction {
  const kept = new Map<string, string>();
  // i18next's TFunction is an overloaded generic; this wrapper passes its arguments through as they are.
  const wrapped = (key: unknown, ...rest: unknown[]): unknown => {
    if (rest.length > 0 || typeof key !== 'string')
      return (t as unknown as (...args: unknown[]) => unknown)(key, ...rest);
    let text = kept.get(key);
    if (text === undefined) {
      text = t(key);
      kept.set(key, text);
    }
    return text;
  };
  return wrapped as unknown as TFunction;
}

/**
 * `const { t } = useTranslation()` for the page's language. A page's language never changes
 * (switching reloads on the other prefix, docs/product.md §1), so one fixed `t` per language serves every
 * component: react-i18next's hook copied the whole i18next instance for each component that
 * called it on every server render, 5% of a page's render time (decision 35).
 */
export function useTranslation(): { t: TFunction } {
  const lang = useLang();
  let t = fixed.get(lang);
  if (!t) {
    t = keepingT(createI18n(lang).getFixedT(lang));
    fixed.set(lang, t);
  }
  return { t };
}
