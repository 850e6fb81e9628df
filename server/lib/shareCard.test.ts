import { describe, expect, it } from 'vitest';
import { CARD, drawShareCard } from './shareCard.js';
import { sharpLib } from './sharp.js';

/** Rows of the card that have any pixel other than the navy background (text, the red rule). */
async function inkedRows(png: Buffer): Promise<number[]> {
  const sharp = await sharpLib();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const rows: number[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      // Navy #0b2a4a; anything clearly lighter or redder is ink.
      if (data[i]! > 60 || data[i + 1]! > 80 || data[i + 2]! > 110) {
        rows.push(y);
        break;
      }
    }
  }
  return rows;
}

describe('the share card without a photo', () => {
  for (const lang of ['en', 'zh'] as const) {
    it(`[${lang}] sets its name and title about the middle, leaving neither half empty`, async () => {
      const card = await drawShareCard({
        lang,
        siteName: lang === 'zh' ? '枫河控制阀' : 'Maple River Controls',
        title: lang === 'zh' ? '调节阀应用工程师' : 'Control valve application engineer',
        host: 'valves.example',
        photo: null,
      });
      expect(card.type).toBe('image/png');
      const rows = await inkedRows(card.body);
      const half = CARD.height / 2;
      // Above the host's line and the red foot (the last 70 rows), ink in both halves.
      const body = rows.filter((y) => y < CARD.height - 70);
      expect(body.some((y) => y < half - 40)).toBe(true);
      expect(body.some((y) => y > half + 10)).toBe(true);
      expect(Math.min(...body)).toBeGreaterThan(60);
    });
  }
});
