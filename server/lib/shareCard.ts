import type { Lang } from '#contract/messages.js';
import { sharpLib } from './sharp.js';

/** The size every social network shows a large preview at (1.91:1). */
export const CARD = { width: 1200, height: 630 } as const;

/**
 * Fonts by family name, found by fontconfig (librsvg draws the text): DejaVu for Latin, WenQuanYi
 * Micro Hei for Chinese (Debian's fonts-wqy-microhei, installed by the Dockerfile and .ci/run).
 */
const FONTS = {
  en: "'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif",
  zh: "'WenQuanYi Micro Hei', sans-serif",
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Wide characters (CJK, full-width forms) take about one em; the rest about 0.55 em. */
const WIDE = '\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef';
const WIDE_CHAR = new RegExp(`[${WIDE}]`);
const isWide = (c: string) => WIDE_CHAR.test(c);
const widthOf = (text: string) => [...text].reduce((sum, c) => sum + (isWide(c) ? 1 : 0.56), 0);

/**
 * The title in at most `lines` lines of at most `ems` em: broken between words, and anywhere
 * between wide characters (Chinese has no spaces); the last line ends in an ellipsis when cut.
 */
export function wrapTitle(title: string, ems: number, lines: number): string[] {
  const tokens = title.trim().match(new RegExp(`[${WIDE}]|[^\\s${WIDE}]+|\\s+`, 'g')) ?? [];
  const out: string[] = [];
  let line = '';
  for (const token of tokens) {
    const next = /^\s+$/.test(token) ? (line ? `${line} ` : '') : `${line}${token}`;
    if (widthOf(next) <= ems || !line) {
      line = next;
      continue;
    }
    out.push(line.trimEnd());
    line = /^\s+$/.test(token) ? '' : token;
  }
  if (line.trim()) out.push(line.trimEnd());
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  let last = kept[lines - 1]!;
  while (last && widthOf(`${last}…`) > ems) last = [...last].slice(0, -1).join('');
  kept[lines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/**
 * A share card: the page's photo cropped to 1200×630 where libvips finds the most interest
 * (`attention`), or the brand's navy when it has none, with the site's name and the page's title in
 * its language over a dark band. JPEG over a photo, PNG over flat colour (sharper text, small).
 */
export async function drawShareCard(options: {
  lang: Lang;
  siteName: string;
  title: string;
  host: string;
  /** The photo's bytes (from the file store), or null for the flat card. */
  photo: Buffer | null;
}): Promise<{ body: Buffer; type: 'image/jpeg' | 'image/png' }> {
  const sharp = await sharpLib();
  const { width, height } = CARD;
  const font = FONTS[options.lang];
  const size = options.lang === 'zh' ? 60 : 58;
  const titleLines = wrapTitle(options.title || options.siteName, (width - 160) / size, 3);
  const lineHeight = Math.round(size * 1.25);
  // The site's name, its rule and the title make one block: over a photo it sits at the foot, on
  // the shaded band; on the flat card it is centred above the host's line, so no half stays empty.
  const block = lineHeight * (titleLines.length - 1) + size + 64;
  const bottom = options.photo ? height - 96 : Math.round((height - 60) / 2 + block / 2);
  const top = bottom - lineHeight * (titleLines.length - 1);
  const text = titleLines
    .map((line, i) => `<text x="80" y="${top + i * lineHeight}" class="title">${escapeXml(line)}</text>`)
    .join('');
  const shadeFrom = Math.max(0, top - size - 200);
  const band = options.photo
    ? `<rect x="0" y="${shadeFrom}" width="${width}" height="${height - shadeFrom}" fill="url(#shade)"/>`
    : `<rect x="0" y="0" width="${width}" height="${height}" fill="#0b2a4a"/><rect x="0" y="${height - 14}" width="${width}" height="14" fill="#c8352e"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b2a4a" stop-opacity="0"/><stop offset="0.4" stop-color="#0b2a4a" stop-opacity="0.85"/><stop offset="1" stop-color="#0b2a4a" stop-opacity="0.94"/></linearGradient>
<style>text{font-family:${font};fill:#fff}.title{font-size:${size}px;font-weight:bold}.brand{font-size:30px;fill:#d8e3ee}.host{font-size:24px;fill:#d8e3ee}</style></defs>
${band}
<rect x="80" y="${top - size - 64}" width="64" height="6" fill="#c8352e"/>
<text x="80" y="${top - size - 20}" class="brand">${escapeXml(options.siteName)}</text>
${text}
<text x="80" y="${height - 44}" class="host">${escapeXml(options.host)}</text>
</svg>`;
  const overlay = Buffer.from(svg);
  if (!options.photo) {
    return {
      body: await sharp(overlay).png({ compressionLevel: 9, palette: true }).toBuffer(),
      type: 'image/png',
    };
  }
  const body = await sharp(options.photo)
    .rotate()
    .resize(width, height, { fit: 'cover', position: 'attention' })
    .composite([{ input: overlay }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { body, type: 'image/jpeg' };
}
