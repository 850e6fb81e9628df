import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SHARE_CARD_PATH } from '#contract/shareCard.js';
import { drawShareCard } from '../lib/shareCard.js';
import { isStoredKey, type FileStore } from '../lib/storage.js';
import { notFound } from './publicApi.js';

/** Bump when the drawing changes: cards on disk are keyed by it. */
const DRAWING = 1;

const query = z.object({
  page: z
    .string()
    .max(500)
    .regex(/^\/(en|zh)(\/|$)/),
  photo: z.string().max(500).optional(),
  v: z.string().max(20).optional(),
});

/** The content of a `<meta property=…>` tag of a rendered page (React writes it as `property="…" content="…"`). */
function metaOf(html: string, property: string): string | null {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match
    ? match[1]!.replace(
        /&(amp|lt|gt|quot|#x27|#39);/g,
        (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e]!,
      )
    : null;
}

/**
 * GET /share-card?page=…: the page's share card, 1200×630 (server/lib/shareCard.ts). The page is
 * asked for (from the page cache) and the card drawn only when its og:image is this very address:
 * the title and photo are the page's own. Kept on disk under the image cache, by what it shows.
 */
export async function shareCards(app: FastifyInstance, options: { files: FileStore; cacheDir: string }) {
  const dir = path.join(options.cacheDir, 'share-cards');
  fs.mkdirSync(dir, { recursive: true });
  const drawing = new Map<string, Promise<{ file: string; type: string }>>();

  app.get(SHARE_CARD_PATH, async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success) return notFound(request, reply);
    const { page, photo, v } = parsed.data;
    const rendered = await app.inject({
      method: 'GET',
      url: page,
      headers: { 'accept-encoding': 'identity' },
    });
    const html = rendered.statusCode === 200 ? rendered.body : '';
    const own = metaOf(html, 'og:image');
    const ownParams = own ? new URL(own).searchParams : null;
    if (
      !ownParams ||
      ownParams.get('page') !== page ||
      (ownParams.get('photo') ?? undefined) !== photo ||
      (ownParams.get('v') ?? undefined) !== v
    )
      return notFound(request, reply);
    const lang = page.startsWith('/zh') ? 'zh' : 'en';
    const siteName = metaOf(html, 'og:site_name') ?? '';
    const fullTitle = metaOf(html, 'og:title') ?? siteName;
    const title = fullTitle.endsWith(` | ${siteName}`) ? fullTitle.slice(0, -siteName.length - 3) : fullTitle;
    const host = new URL(metaOf(html, 'og:url') ?? own!).host;
    const photoKey = photo?.startsWith('/uploads/') ? photo.slice('/uploads/'.length) : null;
    const usable = photoKey && isStoredKey(photoKey) ? await options.files.stat(photoKey) : null;
    // The photo's tag: a replaced photo is a new card.
    const key = crypto
      .createHash('sha256')
      .update(JSON.stringify([DRAWING, lang, siteName, title, host, usable?.key, usable?.etag]))
      .digest('hex')
      .slice(0, 32);
    let pending = drawing.get(key);
    if (!pending) {
      pending = cardFile(dir, key, async () =>
        drawShareCard({
          lang,
          siteName,
          title,
          host,
          photo: usable ? await options.files.read(usable.key) : null,
        }),
      ).finally(() => drawing.delete(key));
      drawing.set(key, pending);
    }
    const card = await pending;
    return reply
      .header('content-type', card.type)
      .header('content-language', lang === 'zh' ? 'zh-CN' : 'en')
      .header('cache-control', 'public, max-age=86400')
      .send(fs.createReadStream(card.file));
  });
}

/** The card kept on disk under `key`, drawn first when it is not there. */
async function cardFile(
  dir: string,
  key: string,
  draw: () => ReturnType<typeof drawShareCard>,
): Promise<{ file: string; type: string }> {
  for (const [ext, type] of [
    ['jpg', 'image/jpeg'],
    ['png', 'image/png'],
  ] as const) {
    const file = path.join(dir, `${key}.${ext}`);
    if (fs.existsSync(file)) return { file, type };
  }
  const card = await draw();
  const file = path.join(dir, `${key}.${card.type === 'image/png' ? 'png' : 'jpg'}`);
  // Written whole under another name first: a reader never sees half a card.
  const partial = `${file}.${process.pid}.part`;
  await fs.promises.writeFile(partial, card.body);
  await fs.promises.rename(partial, file);
  return { file, type: card.type };
}
