import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STAFF_ROLES } from '../../../contract/constants.js';
import { LISTS } from '../../../contract/records.js';
import { flag01 } from '../../../contract/schemas.js';
import { STAFF_PASSWORD_MIN } from '../../config.js';
import { coverageBody } from '../../services/desk/coverage.js';
import { ADMIN, registerResource } from '../resource.js';
import { parseBody } from '../validation.js';

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
  ...coverageBody,
});

/** staff (admin): staff users; an admin cannot delete, disable or demote themself. */
export function staffResource(app: FastifyInstance): void {
  const { staff } = app.services;
  // Before /staff/:id: the countries and product families the coverage form offers.
  app.get('/staff/coverage-choices', { config: { access: ADMIN } }, () => staff.coverageChoices());
  registerResource(app, ['staff', 'staff_user', ADMIN], LISTS.staff, {
    one: (id) => staff.record(id),
    list: (query) => staff.records(query),
    create: (body) => staff.add(parseBody(createBody, body)),
    update: (id, body, ctx) =>
      staff.change(id, parseBody(updateBody, body), ctx.staff, ctx.request.staffSessionId),
    remove: (id, ctx) => staff.remove(id, ctx.staff),
  });
}
