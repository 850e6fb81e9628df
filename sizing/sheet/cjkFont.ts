/**
 * The font that draws Chinese in the data sheet. PDF's standard fonts have no CJK glyphs, so a
 * font file of the machine is embedded (subset): `CJK_FONT_FILE` when set, else where Debian's
 * packages put theirs. A font collection (.ttc) needs the name of the
 * face to use: `CJK_FONT_NAME`, or the known one of a Debian path.
 */
import fs from 'node:fs';

export interface CjkFont {
  file: string;
  /** PostScript name of the face inside a collection (.ttc); absent for a single font file. */
  face?: string;
}

/** The Debian package to install when no font is found (named in the error). */
export const CJK_FONT_PACKAGE = 'fonts-wqy-microhei';

/** Debian's paths, most usual first: fonts-wqy-microhei, then fonts-noto-cjk. */
const DEBIAN_FONTS: readonly CjkFont[] = [
  { file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
  { file: '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf' },
];

export class CjkFontMissing extends Error {
  constructor(detail: string) {
    super(
      `No CJK font for Chinese PDFs: ${detail}. Install the Debian package ${CJK_FONT_PACKAGE} ` +
        '(apt-get install fonts-wqy-microhei) or set CJK_FONT_FILE to a .ttf, .otf or .ttc file ' +
        '(with CJK_FONT_NAME naming the face of a .ttc).',
    );
    this.name = 'CjkFontMissing';
  }
}

/** The CJK font to embed, or null when the machine has none (the English sheet needs none). */
export function findCjkFont(env: NodeJS.ProcessEnv = process.env): CjkFont | null {
  const file = env.CJK_FONT_FILE?.trim();
  if (file) {
    // A configured font that is not there is a mistake to say, not to paper over with another.
    if (!fs.existsSync(file)) throw new CjkFontMissing(`CJK_FONT_FILE=${file} does not exist`);
    const known = DEBIAN_FONTS.find((f) => f.file === file);
    const face = env.CJK_FONT_NAME?.trim() || known?.face;
    if (/\.ttc$/i.test(file) && !face) throw new CjkFontMissing(`${file} is a collection; set CJK_FONT_NAME`);
    return face ? { file, face } : { file };
  }
  return DEBIAN_FONTS.find((f) => fs.existsSync(f.file)) ?? null;
}

/** The CJK font, or an error naming the package to install. */
export function requireCjkFont(env: NodeJS.ProcessEnv = process.env): CjkFont {
  const font = findCjkFont(env);
  if (!font) throw new CjkFontMissing(`none of ${DEBIAN_FONTS.map((f) => f.file).join(', ')} exists`);
  return font;
}
