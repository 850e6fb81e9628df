import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN } from '../../config.js';
import {
  AdminError,
  commonFilters,
  flag01,
  listPage,
  notFound,
  parseBody,
  parseFilter,
  sortOf,
  textMatch,
} from '../http.js';
import { ADMIN, registerResource, type Ctx } from '../resource.js';
import type { SessionStore } from '../sessions.js';
import { STAFF_ROLES, staffUsers, staffWire } from '../staffUsers.js';

const email = z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.email().max(254));
const password = z.string().min(STAFF_PASSWORD_MIN).max(200);
const name = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(100));

const createBody = z.object({ email, name, role: z.enum(STAFF_ROLES), password, status: flag01.default(1) });
const updateBody = z.object({
  email: email.optional(),
  name: name.optional(),
  role: z.enum(STAFF_ROLES).optional(),
  status: flag01.optional(),
  // Blank means "keep the password" (the edit form's empty field).
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional()),
});

const filterSchema = z.object({
  ...commonFilters,
  role: z.enum(STAFF_ROLES).optional(),
  status: z.coerce.number().int().optional(),
});

const taken = () => new AdminError('emailTaken', 409, {}, { email: { key: 'emailTaken' } });

/** staff (admin): staff users; an admin cannot delete, disable or demote themself. */
export function staffResource(app: FastifyInstance, sessions: SessionStore): void {
  const db = () => app.services.ctx.db;
  const users = staffUsers(app.services.ctx);

  function refuseSelf(ctx: Ctx, id: number) {
    if (id === ctx.staff.id) throw new AdminError('notYourself', 409);
  }

  registerResource(app, {
    name: 'staff',
    entity: 'staff_user',
    access: ADMIN,
    content: false,

    async one(id) {
      const row = await users.byId(id);
      if (!row) throw notFound();
      return staffWire(row);
    },

    async list(params) {
      const filter = parseFilter(filterSchema, params.filter);
      const sort = sortOf(params, ['id', 'email', 'name', 'role', 'status', 'create_time'] as const, {
        field: 'id',
        order: 'ASC',
      });
      let query = db().selectFrom('staff_user');
      if (filter.id !== undefined) query = query.where('id', 'in', [filter.id].flat());
      if (filter.role) query = query.where('role', '=', filter.role);
      if (filter.status !== undefined) query = query.where('status', '=', filter.status);
      if (filter.q) query = query.where(textMatch(['email', 'name'], filter.q));
      const { rows, total } = await listPage(query.selectAll(), params, (q) =>
        q.orderBy(sort.field, sort.order).orderBy('id'),
      );
      return { rows: rows.map(staffWire), total };
    },

    async create(body) {
      const values = parseBody(createBody, body);
      const row = await users.create(values);
      if (!row) throw taken();
      if (values.status === 0)
        await db().updateTable('staff_user').set({ status: 0 }).where('id', '=', row.id).execute();
      return row.id;
    },

    async update(id, body, ctx) {
      const values = parseBody(updateBody, body);
      const current = await users.byId(id);
      if (!current) throw notFound();
      const demoted = values.role !== undefined && values.role !== current.role;
      if (demoted || values.status === 0) refuseSelf(ctx, id);
      if (values.email && values.email !== current.email && (await users.byEmail(values.email)))
        throw taken();
      const { password: newPassword, ...columns } = values;
      try {
        await db()
          .updateTable('staff_user')
          .set({ ...columns, update_time: app.services.ctx.now() })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        // Two admins giving two users the same address at once: the unique index decides.
        if (values.email && (await users.byEmail(values.email))?.id !== id) throw taken();
        throw error;
      }
      // A new password or a disabled account ends the user's sessions (not the admin's own).
      if (newPassword)
        await users.setPassword(
          id,
          newPassword,
          id === ctx.staff.id ? (ctx.request.staffSessionId ?? undefined) : undefined,
        );
      if (values.status === 0) await sessions.endAllOf(id);
      return newPassword ? ['password'] : [];
    },

    async remove(id, ctx) {
      refuseSelf(ctx, id);
      await sessions.endAllOf(id);
      await db().deleteFrom('staff_user').where('id', '=', id).execute();
    },
  });
}
