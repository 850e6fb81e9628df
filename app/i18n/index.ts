import i18next, { type i18n } from 'i18next';
import type { Lang } from '../../contract/messages.js';
import { en } from './en.js';
import { zh } from './zh.js';

export const catalogs = { en, zh };

/**
 * One i18next instance per render and language, initialised synchronously from the bundled
 * catalogues, so the server and the hydrating client produce the same text.
 */
export function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
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
