import crypto from 'node:crypto';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { bindUseCases, type ServiceContext } from '../platform/context.js';
import { siteSecret } from '../platform/siteSecret.js';

/**
 * Working drafts of published records. Editing a published
 * record in the console keeps the whole edited record here, beside the live row, which the public
 * site, its API and the page cache go on showing (the content version does not move). "Publish
 * changes" saves the draft through the record's own `update` (a revision, the content version)
 * and deletes the draft in that same transaction (`Edit.also`).
 */

/**
 * The kinds that have drafts: the published records with a public page a preview shows (a
 * category's is its list page, and its name in the menus).
 */
export const DRAFTED = ['content_item', 'product', 'job', 'category'] as const;
export type DraftedKind = (typeof DRAFTED)[number];

export interface Draft {
  entity: DraftedKind;
  entity_id: number;
  /** The whole edited record, as the staff API takes it. */
  data: Record<string, unknown>;
  staff_id: number | null;
  staff_name: string;
  create_time: number;
  update_time: number;
  /** The live record changed since the draft started (someone saved or restored it). */
  live_changed: boolean;
}

/** A preview link stays valid this long: long enough to look, short enough not to be shared on. */
export const PREVIEW_TOKEN_MS = 30 * 60_000;
const PREVIEW_SECRET_KEY = 'preview_secret';

/** The same record, compared as JSON: snapshots list their keys in the body's order. */
const sameRecord = (a: string, b: object) => a === JSON.stringify(b);

/** What drafts need: the database and clock, and the key that signs preview links (read once, then kept). */
type DraftDeps = ServiceContext & { secret: () => Promise<Buffer> };

/** The signature of a preview link's payload. */
const sign = async ({ secret }: DraftDeps, payload: string) =>
  crypto
    .createHmac('sha256', await secret())
    .update(payload)
    .digest('base64url')
    .slice(0, 32);

async function row(ctx: DraftDeps, entity: DraftedKind, id: number) {
  const { db } = ctx;
  return db
    .selectFrom('draft')
    .leftJoin('staff_user', 'staff_user.id', 'draft.staff_id')
    .select([
      'draft.entity',
      'draft.entity_id',
      'draft.data',
      'draft.base',
      'draft.staff_id',
      'staff_user.name as staff_name',
      'draft.create_time',
      'draft.update_time',
    ])
    .where('draft.entity', '=', entity)
    .where('draft.entity_id', '=', id)
    .executeTakeFirst();
}

/** A record's draft, or null; `live` is the record now (its snapshot), to tell whether it moved. */
async function get(ctx: DraftDeps, entity: DraftedKind, id: number, live: object): Promise<Draft | null> {
  const found = await row(ctx, entity, id);
  if (!found) return null;
  const { data, base, staff_name, ...rest } = found;
  return {
    ...rest,
    entity,
    create_time: Number(rest.create_time),
    update_time: Number(rest.update_time),
    staff_name: staff_name ?? '',
    data: JSON.parse(data) as Record<string, unknown>,
    live_changed: !sameRecord(base, live),
  };
}

/**
 * Keeps `data` as the record's draft. The first save notes the live record (`live`) as the
 * draft's base; later saves keep that base, so a change to the live record in between shows.
 */
async function save(
  ctx: DraftDeps,
  entity: DraftedKind,
  id: number,
  data: object,
  live: object,
  by: number | null,
  from: Db = ctx.db,
) {
  const now = ctx.now();
  await from
    .insertInto('draft')
    .values({
      entity,
      entity_id: id,
      data: JSON.stringify(data),
      base: JSON.stringify(live),
      staff_id: by,
      create_time: now,
      update_time: now,
    })
    .onConflict((oc) =>
      oc.columns(['entity', 'entity_id']).doUpdateSet({
        data: JSON.stringify(data),
        staff_id: by,
        update_time: now,
      }),
    )
    .execute();
}

/** Deletes a record's draft (discarding it, or in the transaction that publishes it). */
async function remove(ctx: DraftDeps, entity: DraftedKind, id: number, from: Db = ctx.db): Promise<boolean> {
  const result = await from
    .deleteFrom('draft')
    .where('entity', '=', entity)
    .where('entity_id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** When each of some records' drafts was last saved (the lists' "changes not published"). */
async function times(ctx: DraftDeps, entity: DraftedKind, ids: number[]): Promise<Map<number, number>> {
  const { db } = ctx;
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('draft')
    .select(['entity_id', 'update_time'])
    .where('entity', '=', entity)
    .where('entity_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.entity_id), Number(r.update_time)]));
}

/** A signed, short-lived token that lets a public page show this record's draft. */
async function previewToken(ctx: DraftDeps, entity: DraftedKind, id: number): Promise<string> {
  const payload = `${entity}.${id}.${ctx.now() + PREVIEW_TOKEN_MS}`;
  return `${payload}.${await sign(ctx, payload)}`;
}

/**
 * The draft a preview token stands for, or null (a bad or expired token, or no draft any
 * more): the page is then shown as everyone sees it.
 */
async function previewOf(
  ctx: DraftDeps,
  token: string,
): Promise<{ entity: DraftedKind; id: number; data: object } | null> {
  const match = /^([a-z_]+)\.(\d{1,12})\.(\d{1,15})\.([\w-]{32})$/.exec(token);
  if (!match) return null;
  const [, entity, id, expires, signature] = match as unknown as [string, string, string, string, string];
  const expected = await sign(ctx, `${entity}.${id}.${expires}`);
  const same =
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!same || Number(expires) < ctx.now() || !DRAFTED.includes(entity as DraftedKind)) return null;
  const found = await row(ctx, entity as DraftedKind, Number(id));
  return found
    ? { entity: entity as DraftedKind, id: Number(id), data: JSON.parse(found.data) as object }
    : null;
}

export function draftService(ctx: ServiceContext) {
  return bindUseCases({ ...ctx, secret: siteSecret(ctx.db, PREVIEW_SECRET_KEY) } satisfies DraftDeps, {
    get,
    save,
    remove,
    times,
    previewToken,
    previewOf,
  });
}

export type DraftService = ReturnType<typeof draftService>;

/** The error of a record without a draft. */
export const noDraft = () => new AppError('draftNotFound', {}, 404);
