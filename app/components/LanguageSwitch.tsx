import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation.js';
import { island } from '../islands/island.js';
import { LANG_COOKIE } from '#contract/lang.js';
import type { Lang } from '#contract/messages.js';
import { useLang } from '../lib/lang.js';
import { stripLang } from '../lib/nav.js';
import { usePage } from '../lib/page.js';

/** Key of the language choice in local storage; the cookie mirrors it for the server. */
export const LANG_STORAGE_KEY = 'lang';

/** Stores the choice and reloads the same page in the other language (docs/product.md §1). */
export function chooseLanguage(lang: Lang, url: string): void {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  const mark = url.indexOf('?');
  const rest = stripLang(mark < 0 ? url : url.slice(0, mark));
  window.location.assign(`/${lang}${rest === '/' ? '' : rest}${mark < 0 ? '' : url.slice(mark)}`);
}

export const LanguageSwitch = island('LanguageSwitch', function LanguageSwitch() {
  const lang = useLang();
  const { t } = useTranslation();
  const { url } = usePage();
  const [open, setOpen] = useState(false);
  const options: Lang[] = ['en', 'zh'];
  return (
    <div className="lang-switch" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="lang-switch__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={t('language.label')}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        {t(`language.${lang}`)}
      </button>
      {open && (
        <ul className="lang-switch__menu" role="listbox" aria-label={t('language.label')}>
          {options.map((option) => (
            <li key={option} role="option" aria-selected={option === lang}>
              <button
                type="button"
                lang={option === 'zh' ? 'zh-CN' : 'en'}
                onClick={() => chooseLanguage(option, url)}
              >
                {t(`language.${option}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
