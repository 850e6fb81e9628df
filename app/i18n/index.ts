import i18next, { type i18n } from 'i18next';
import type { Lang } from '../../contract/messages.js';
import { en } from './en.js';
import { zh } from './zh.js';

export const catalogs = { en, zh };

const instances = new Map<Lang, i18n>();

/**
 * The i18next instance of a language, initialised synchronously from the bundled catalogues, so
 * the server and the hydrating client produce the same text. One per language and process: the
 * language of an instance never changes, so every render in that language can share it.
 */
export function createI18n(lang: Lang): i18n {
  const made = instances.get(lang);
  if (made) return made;
  const instance = i18next.createInstance();
  instances.set(lang, instance);
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { translation: en }, zh: { translation: zh } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
