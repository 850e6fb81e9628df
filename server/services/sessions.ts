import crypto from 'node:crypto';
import type { Db } from '../db/index.js';
import type { StaffRole } from '../db/schema.js';

export const SESSION_COOKIE = 'staff_session';
/** However active, a session ends 12 hours after sign-in. */
export const SESSION_ABSOLUTE_MS = 12 * 3600_000;
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

/** Staff sessions in the database (any instance can check any cookie). */
export function sessionStore(ctx: { db: Db; now(): number }, idleMinutes: number) {
  const { db } = ctx;
  const idleMs = idleMinutes * 60_000;

  return {
    idleMs,

    /** A new session: answers the cookie token (32 random bytes). */
    async start(staffId: number): Promise<string> {
      const token = crypto.randomBytes(32).toString('base64url');
      const now = ctx.now();
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
          expire_time: now + SESSION_ABSOLUTE_MS,
        })
        .execute();
      return token;
    },

    /**
     * The signed-in, enabled staff user of a cookie token, sliding the idle timeout; null when the
     * token is unknown, idle too long, past 12 hours, or its user is disabled.
     */
    async resolve(token: string | undefined): Promise<{ staff: StaffIdentity; id: string } | null> {
      if (!token || token.length > 100) return null;
      const id = sessionId(token);
      const row = await db
        .selectFrom('staff_session')
        .innerJoin('staff_user', 'staff_user.id', 'staff_session.staff_id')
        .select([
          'staff_session.last_seen_time',
          'staff_session.expire_time',
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
      return { id, staff: { id: row.id, email: row.email, name: row.name, role: row.role } };
    },

    async end(id: string): Promise<void> {
      await db.deleteFrom('staff_session').where('id', '=', id).execute();
    },

    async endAllOf(staffId: number): Promise<void> {
      await db.deleteFrom('staff_session').where('staff_id', '=', staffId).execute();
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
