import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import type { StaffRole, StaffUserTable } from '../db/schema.js';
import { hashPassword } from './password.js';

export const STAFF_ROLES = ['admin', 'editor', 'support'] as const satisfies readonly StaffRole[];

export type StaffUserRow = Selectable<StaffUserTable>;

/** A staff user as the console sees it: never the password hash. */
export function staffWire(row: StaffUserRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    create_time: row.create_time,
    update_time: row.update_time,
  };
}

export type StaffWire = ReturnType<typeof staffWire>;

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/**
 * Staff accounts, shared by the console, the start-up bootstrap and `npm run staff`. Creating
 * answers null when the e-mail is taken: the unique index decides, so two instances starting at
 * once (or two admins clicking at once) never make two accounts.
 */
export function staffUsers(ctx: { db: Db; now(): number }) {
  const { db } = ctx;
  return {
    async create(user: NewStaffUser): Promise<StaffUserRow | null> {
      const now = ctx.now();
      const row = await db
        .insertInto('staff_user')
        .values({
          email: user.email.trim().toLowerCase(),
          name: user.name.trim(),
          role: user.role,
          status: 1,
          password_hash: await hashPassword(user.password),
          create_time: now,
          update_time: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    byEmail(email: string): Promise<StaffUserRow | undefined> {
      return db
        .selectFrom('staff_user')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    byId(id: number): Promise<StaffUserRow | undefined> {
      return db.selectFrom('staff_user').selectAll().where('id', '=', id).executeTakeFirst();
    },

    all(): Promise<StaffUserRow[]> {
      return db.selectFrom('staff_user').selectAll().orderBy('id').execute();
    },

    /** Sets a new password and ends every session of the user (except `keepSession`). */
    async setPassword(id: number, password: string, keepSession?: string): Promise<void> {
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_user')
          .set({ password_hash: hash, update_time: ctx.now() })
          .where('id', '=', id)
          .execute();
        let sessions = trx.deleteFrom('staff_session').where('staff_id', '=', id);
        if (keepSession) sessions = sessions.where('id', '!=', keepSession);
        await sessions.execute();
      });
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('staff_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type StaffUsers = ReturnType<typeof staffUsers>;

/**
 * At start: the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no staff user exists, or a
 * warning that says how to make one.
 */
export async function bootstrapAdmin(
  ctx: { db: Db; now(): number },
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
  log: FastifyBaseLogger,
): Promise<void> {
  const users = staffUsers(ctx);
  if ((await users.count()) > 0) return;
  if (!config.adminEmail || !config.adminPassword) {
    log.warn(
      'No staff user exists, so nobody can sign in at /admin. Create the first admin with ' +
        '`ADMIN_EMAIL=you@example.com ADMIN_PASSWORD=… npm start` or `npm run staff -- add you@example.com --role admin`.',
    );
    return;
  }
  const created = await users.create({
    email: config.adminEmail,
    name: config.adminEmail.split('@')[0] ?? 'admin',
    role: 'admin',
    password: config.adminPassword,
  });
  // Another instance starting at the same moment may have created it: that is not an error.
  if (created) log.info({ email: created.email }, 'created the first admin from ADMIN_EMAIL');
}
