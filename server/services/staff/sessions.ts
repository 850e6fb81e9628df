import crypto from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { SessionStage, StaffRole } from '../../db/schema.js';
import { parseUserAgent } from '../../lib/userAgent.js';
import { bindUseCases } from '../platform/context.js';

export const SESSION_COOKIE = 'staff_session';
/** However active, a session ends 12 hours after sign-in. */
export const SESSION_ABSOLUTE_MS = 12 * 3600_000;
/** A sign-in waiting for its second factor (or for the member to enrol one) lasts this long. */
export const PARTIAL_SESSION_MS = 10 * 60_000;
/** last_seen_time is written at most this often (one write a minute, not one per request). */
const TOUCH_EVERY_MS = 60_000;

export interface StaffIdentity {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/** The database keeps sha256(token): a copy of the table cannot be replayed as cookies. */
export const sessionId = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** What the sessions need: the database, the clock and how long an idle session lasts. */
type SessionDeps = { db: Db; now(): number; idleMs: number };

/** A new session: answers the cookie token (32 random bytes). */
async function start(ctx: SessionDeps, staffId: number, from: SessionOrigin = {}): Promise<string> {
  const { db, idleMs } = ctx;
  const token = crypto.randomBytes(32).toString('base64url');
  const now = ctx.now();
  const stage = from.stage ?? 'full';
  // Expired sessions go when someone signs in; the table stays as small as the staff.
  await db
    .deleteFrom('staff_session')
    .where((eb) => eb.or([eb('expire_time', '<=', now), eb('last_seen_time', '<=', now - idleMs)]))
    .execute();
  await db
    .insertInto('staff_session')
    .values({
      id: sessionId(token),
      staff_id: staffId,
      create_time: now,
      last_seen_time: now,
      expire_time: now + (stage === 'full' ? SESSION_ABSOLUTE_MS : PARTIAL_SESSION_MS),
      stage,
      user_agent: (from.userAgent ?? '').slice(0, 400),
      ip: (from.ip ?? '').slice(0, 64),
    })
    .execute();
  return token;
}

/**
 * The signed-in, enabled staff user of a cookie token, sliding the idle timeout; null when the
 * token is unknown, idle too long, past 12 hours, or its user is disabled.
 */
async function resolve(ctx: SessionDeps, token: string | undefined): Promise<ResolvedSession | null> {
  const { db, idleMs } = ctx;
  if (!token || token.length > 100) return null;
  const id = sessionId(token);
  const row = await db
    .selectFrom('staff_session')
    .innerJoin('staff_user', 'staff_user.id', 'staff_session.staff_id')
    .select([
      'staff_session.last_seen_time',
      'staff_session.expire_time',
      'staff_session.stage',
      'staff_session.step_up_time',
      'staff_user.id',
      'staff_user.email',
      'staff_user.name',
      'staff_user.role',
      'staff_user.status',
    ])
    .where('staff_session.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const now = ctx.now();
  if (row.status !== 1 || now >= row.expire_time || now - row.last_seen_time >= idleMs) {
    await db.deleteFrom('staff_session').where('id', '=', id).execute();
    return null;
  }
  if (now - row.last_seen_time >= TOUCH_EVERY_MS) {
    await db.updateTable('staff_session').set({ last_seen_time: now }).where('id', '=', id).execute();
  }
  return {
    id,
    stage: row.stage,
    stepUpTime: row.step_up_time,
    staff: { id: row.id, email: row.email, name: row.name, role: row.role },
  };
}

/** The member gave a fresh proof in this session now (the session's step-up). */
async function steppedUp(ctx: SessionDeps, id: string): Promise<number> {
  const { db } = ctx;
  const now = ctx.now();
  await db.updateTable('staff_session').set({ step_up_time: now }).where('id', '=', id).execute();
  return now;
}

async function end(ctx: SessionDeps, id: string): Promise<void> {
  const { db } = ctx;
  await db.deleteFrom('staff_session').where('id', '=', id).execute();
}

/** Ends every session of a member but `keep` (their current one); answers how many ended. */
async function endAllOf(ctx: SessionDeps, staffId: number, keep?: string): Promise<number> {
  const { db } = ctx;
  let query = db.deleteFrom('staff_session').where('staff_id', '=', staffId);
  if (keep) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one session of a member (never someone else's); answers whether there was one. */
async function endOwn(ctx: SessionDeps, staffId: number, id: string): Promise<boolean> {
  const { db } = ctx;
  const result = await db
    .deleteFrom('staff_session')
    .where('id', '=', id)
    .where('staff_id', '=', staffId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** "Where you're signed in": a member's live, fully signed-in sessions, the newest first. */
async function listOf(ctx: SessionDeps, staffId: number, current: string | null) {
  const { db, idleMs } = ctx;
  const now = ctx.now();
  const rows = await db
    .selectFrom('staff_session')
    .select(['id', 'create_time', 'last_seen_time', 'user_agent', 'ip'])
    .where('staff_id', '=', staffId)
    .where('stage', '=', 'full')
    .where('expire_time', '>', now)
    .where('last_seen_time', '>', now - idleMs)
    .orderBy('create_time', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ...parseUserAgent(row.user_agent),
    ip: row.ip,
    create_time: row.create_time,
    last_seen_time: row.last_seen_time,
    current: row.id === current,
  }));
}

/** Staff sessions in the database (any instance can check any cookie). */
export function sessionStore(ctx: { db: Db; now(): number }, idleMinutes: number) {
  const deps: SessionDeps = { ...ctx, idleMs: idleMinutes * 60_000 };
  return {
    ...bindUseCases(deps, {
      start,
      resolve,
      steppedUp,
      end,
      endAllOf,
      endOwn,
      listOf,
    }),
    idleMs: deps.idleMs,
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;

/** A live session as a request finds it. */
export interface ResolvedSession {
  staff: StaffIdentity;
  /** sha256 of the cookie token. */
  id: string;
  stage: SessionStage;
  /** When the member last gave a fresh proof in this session; null: not since signing in. */
  stepUpTime: number | null;
}

/** Where a session was started from, and how far its sign-in has come. */
export interface SessionOrigin {
  stage?: SessionStage;
  userAgent?: string;
  ip?: string;
}
