import type { MessageAttachment } from '#contract/desk.js';
import type { Db } from '../../db/index.js';
import { uploadUrl } from '../platform/wire.js';

/** The files of thread messages (a visitor's e-mail reply), by message id, in their order. */
export async function messageAttachmentsOf(db: Db, messageIds: number[]) {
  const byMessage = new Map<number, MessageAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('enquiry_message_attachment')
    .innerJoin('upload', 'upload.id', 'enquiry_message_attachment.upload_id')
    .select([
      'enquiry_message_attachment.message_id',
      'enquiry_message_attachment.name',
      'upload.path',
      'upload.size',
    ])
    .where('enquiry_message_attachment.message_id', 'in', messageIds)
    .orderBy('enquiry_message_attachment.message_id')
    .orderBy('enquiry_message_attachment.sort')
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    list.push({ name: row.name, url: uploadUrl(row.path), size: row.size });
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}

/** Thread messages with their files (none for most). */
export async function withMessageFiles<M extends { id: number }>(db: Db, thread: M[]) {
  const files = await messageAttachmentsOf(
    db,
    thread.map((m) => m.id),
  );
  return thread.map((m) => ({ ...m, attachments: files.get(m.id) ?? [] }));
}

/** Gives a thread message its files (uploads already checked), in their order, in the caller's transaction. */
export async function attachToMessage(
  db: Db,
  messageId: number,
  files: { name: string; upload: { id: number } }[],
): Promise<void> {
  if (files.length === 0) return;
  await db
    .insertInto('enquiry_message_attachment')
    .values(files.map((f, sort) => ({ message_id: messageId, upload_id: f.upload.id, sort, name: f.name })))
    .execute();
}
