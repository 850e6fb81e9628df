import type { Bilingual } from '#contract/words.js';

/** The sizing page's name and description, and the links to it from product and service pages. */
export const sizingLinksCopy = {
  title: { en: 'Control Valve Sizing', zh: '调节阀选型计算' },
  description: {
    en: 'Size a control valve for liquids, gases and steam by IEC 60534-2-1: required Kv and Cv, choked flow, cavitation, flashing and noise, for up to three cases. Free, in your browser.',
    zh: '按 IEC 60534-2-1 为液体、气体和蒸汽计算调节阀：所需 Kv 与 Cv、阻塞流、空化、闪蒸和噪声，最多三个工况，在浏览器中免费计算。',
  },
  link: { en: 'Size this valve', zh: '为此阀门选型' },
  linkLong: { en: 'Open the sizing calculator', zh: '打开选型计算' },
  calloutTitle: { en: 'Size your control valve', zh: '调节阀选型计算' },
  calloutText: {
    en: 'Find the Kv and Cv your process needs, and whether the flow will choke, cavitate or flash, before you ask for a quotation.',
    zh: '询价之前，先算出工艺所需的 Kv 与 Cv，并判断是否会出现阻塞流、空化或闪蒸。',
  },
} satisfies Bilingual;
