import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { StaffRole, StaffUserTable } from '../../db/schema.js';
import { AppError, found } from '../../lib/errors.js';
import { coverageChoices, coverageColumns, coverageOf, type CoverageChange } from './coverage.js';
import { whereIds, listPage, textMatch, type StaffList } from '../platform/listing.js';
import { hashPassword } from './password.js';
import type { SessionStore, StaffIdentity } from './sessions.js';

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
    ...coverageOf(row),
  };
}

type StaffWire = ReturnType<typeof staffWire>;

export interface NewStaffUser {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** 0: created disabled (an admin can add an account that cannot sign in yet). */
  status?: 0 | 1;
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
          status: user.status ?? 1,
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

    /**
     * Sets a new password and ends every session of the user (except `keepSession`) and every
     * reset link mailed before: whoever asked for one under the old password gets nothing by it.
     * Every way of changing a password (the member, an admin, `npm run staff`, a reset) comes here.
     */
    async setPassword(id: number, password: string, keepSession?: string): Promise<void> {
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('staff_user')
          .set({ password_hash: hash, update_time: ctx.now() })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('staff_password_reset').where('staff_id', '=', id).execute();
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

const emailTaken = () => new AppError('emailTaken', {}, 409, null, { email: { key: 'emailTaken' } });

/** A change of a staff user by an admin; a blank password keeps the current one. */
export interface StaffChange extends CoverageChange {
  email?: string;
  name?: string;
  role?: StaffRole;
  status?: 0 | 1;
  password?: string;
}

/** An admin cannot delete, disable or demote themself. */
function refuseSelf(actor: StaffIdentity, id: number) {
  if (id === actor.id) throw new AppError('notYourself', {}, 409);
}

/**
 * Changes an account. A new password or a disabled account ends the user's sessions (not
 * the acting admin's own `keepSession`). Answers the changed fields a record does not show.
 */
async function changeStaff(
  { db, now, users, sessions }: { db: Db; now(): number; users: StaffUsers; sessions: SessionStore },
  id: number,
  values: StaffChange,
  actor: StaffIdentity,
  keepSession: string | null,
) {
  const current = found(await users.byId(id));
  const demoted = values.role !== undefined && values.role !== current.role;
  if (demoted || values.status === 0) refuseSelf(actor, id);
  if (values.email && values.email !== current.email && (await users.byEmail(values.email)))
    throw emailTaken();
  const {
    password: newPassword,
    takes_enquiries,
    cover_langs,
    cover_countries,
    cover_families,
    ...columns
  } = values;
  const coverage = await coverageColumns(db, {
    takes_enquiries,
    cover_langs,
    cover_countries,
    cover_families,
  });
  try {
    await db
      .updateTable('staff_user')
      .set({ ...columns, ...coverage, update_time: now() })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    // Two admins giving two users the same address at once: the unique index decides.
    if (values.email && (await users.byEmail(values.email))?.id !== id) throw emailTaken();
    throw error;
  }
  if (newPassword)
    await users.setPassword(id, newPassword, id === actor.id ? (keepSession ?? undefined) : undefined);
  if (values.status === 0) await sessions.endAllOf(id);
  return newPassword ? ['password'] : [];
}

/**
 * The staff users an admin manages: staffUsers' reads and writes plus the list, changes that end
 * sessions, and the rule that an admin cannot delete, disable or demote themself.
 */
export function staffService(ctx: { db: Db; now(): number }, sessions: SessionStore) {
  const { db } = ctx;
  const users = staffUsers(ctx);

  return {
    ...users,

    coverageChoices: () => coverageChoices(db),

    async record(id: number): Promise<StaffWire> {
      const row = found(await users.byId(id));
      return staffWire(row);
    },

    async records({ filter, sort, slice }: StaffList<'staff'>) {
      let query = whereIds(db.selectFrom('staff_user'), filter.id);
      if (filter.role) query = query.where('role', '=', filter.role);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.q) query = query.where(textMatch(['email', 'name'], filter.q));
      return listPage(query.selectAll(), { sort, slice }, staffWire);
    },

    /** A new account (409 when the e-mail is taken); answers its id. */
    async add(values: NewStaffUser & { status: 0 | 1 }): Promise<number> {
      const row = await users.create(values);
      if (!row) throw emailTaken();
      return row.id;
    },

    change: (id: number, values: StaffChange, actor: StaffIdentity, keepSession: string | null) =>
      changeStaff({ ...ctx, users, sessions }, id, values, actor, keepSession),

    async remove(id: number, actor: StaffIdentity): Promise<void> {
      refuseSelf(actor, id);
      await sessions.endAllOf(id);
      await db.transaction().execute(async (trx) => {
        // Their enquiries go back to the shared queue rather than to nobody.
        await trx.updateTable('enquiry').set({ assignee_id: null }).where('assignee_id', '=', id).execute();
        await trx.deleteFrom('staff_user').where('id', '=', id).execute();
      });
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;

/**
 * At start: the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no staff user exists, or a
 * warning that says how to make one.
 */
export async function bootstrapAdmin(
  users: StaffUsers,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
  log: FastifyBaseLogger,
): Promise<void> {
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
