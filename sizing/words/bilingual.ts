/**
 * The one format of every catalogue of words (the site's, the console's, the sizing page's, the
 * server's messages): a tree whose leaves hold a text in both languages, `{ en, zh }`, side by side
 * so that a missing or stale translation shows where it is written. It lives here, at the bottom of
 * the layers, so that sizing/ can use it too; everyone else imports it through contract/bilingual.ts.
 */

export type WordsLang = 'en' | 'zh';

/** One text in both languages (a list where a screen shows several, such as steps). */
export type Words = { readonly en: string | readonly unknown[]; readonly zh: string | readonly unknown[] };

/** A catalogue: texts by key, in groups. */
export type Bilingual = { readonly [key: string]: Words | Bilingual };

/** A catalogue in one language: each `{ en, zh }` leaf replaced by its text. */
export type InLanguage<T> = T extends { readonly en: infer V; readonly zh: unknown }
  ? V extends string | readonly unknown[]
    ? V
    : { [K in keyof T]: InLanguage<T[K]> }
  : { [K in keyof T]: InLanguage<T[K]> };

const isWords = (value: object): value is Words => {
  const keys = Object.keys(value);
  if (keys.length !== 2 || !('en' in value) || !('zh' in value)) return false;
  const en: unknown = value.en;
  return typeof en === 'string' || Array.isArray(en);
};

function pick(tree: object, lang: WordsLang): unknown {
  if (isWords(tree)) return tree[lang];
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, pick(value as object, lang)]));
}

const made = new WeakMap<object, Partial<Record<WordsLang, unknown>>>();

/**
 * A catalogue in one language. Made once per catalogue and language (kept), so a screen may call
 * it on every render and gets the same object.
 */
export function inLanguage<T extends Bilingual>(tree: T, lang: WordsLang): InLanguage<T> {
  let byLang = made.get(tree);
  if (!byLang) made.set(tree, (byLang = {}));
  return (byLang[lang] ??= pick(tree, lang)) as InLanguage<T>;
}
