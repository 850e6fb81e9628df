/** The words format of every catalogue: see sizing/words/bilingual.ts, where it is written. */
export { inLanguage, type Bilingual, type InLanguage, type Words } from '#sizing/words/bilingual.js';
