import crypto from 'node:crypto';
import type { ServiceContext } from '../platform/context.js';
import { siteSecret } from '../platform/siteSecret.js';
import type { UploadRow } from '../platform/uploads.js';

/** The key of the download links' signatures in site_state. */
const SECRET_KEY = 'file_link_secret';
/** How long a link in a staff reply's mail downloads its file. */
export const FILE_LINK_DAYS = 30;
const DAY = 24 * 3600_000;

/** What a download link leads to: the file, a link past its date, or nothing. */
export type LinkedFile =
  | { state: 'valid'; upload: UploadRow; name: string }
  | { state: 'expired'; expires: number }
  | { state: 'unknown' };

/**
 * Expiring download links for a staff reply's files too large for its mail:
 * `/uploads/link/<upload>.<expiry>.<signature>`, the signature an HMAC of the upload and the
 * expiry under a key kept in the database, so a link cannot be made or stretched by anyone else.
 * Only files of the thread have links; the visitor's look-up page keeps them afterwards.
 */
export function fileLinkService(ctx: ServiceContext) {
  const { db, config } = ctx;
  const secret = siteSecret(db, SECRET_KEY);

  const signature = async (publicId: string, expires: string) =>
    crypto
      .createHmac('sha256', await secret())
      .update(`${publicId}.${expires}`)
      .digest('base64url');

  return {
    /** The link of an upload, good for FILE_LINK_DAYS from now; and when it ends. */
    async linkOf(upload: Pick<UploadRow, 'public_id'>) {
      const expires = ctx.now() + FILE_LINK_DAYS * DAY;
      const stamp = expires.toString(36);
      const token = `${upload.public_id}.${stamp}.${await signature(upload.public_id, stamp)}`;
      return { url: `${config.publicUrl}/uploads/link/${token}`, expires };
    },

    /** What a link's token leads to, checked against its signature and the clock. */
    async open(token: string): Promise<LinkedFile> {
      const match = /^([A-Za-z0-9_-]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { state: 'unknown' };
      const [, publicId, stamp, given] = match as unknown as [string, string, string, string];
      const expected = await signature(publicId, stamp);
      if (!crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return { state: 'unknown' };
      const expires = parseInt(stamp, 36);
      if (ctx.now() >= expires) return { state: 'expired', expires };
      const row = await db
        .selectFrom('upload')
        .innerJoin('enquiry_message_attachment', 'enquiry_message_attachment.upload_id', 'upload.id')
        .selectAll('upload')
        .select('enquiry_message_attachment.name as attachment_name')
        .where('upload.public_id', '=', publicId)
        .executeTakeFirst();
      if (!row) return { state: 'unknown' };
      const { attachment_name: name, ...upload } = row;
      return { state: 'valid', upload, name };
    },
  };
}

export type FileLinkService = ReturnType<typeof fileLinkService>;
