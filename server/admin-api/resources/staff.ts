import type { FastifyInstance } from 'fastify';
import { LISTS } from '#contract/records.js';
import { staffCreateBody, staffUpdateBody } from '#contract/staffApi.js';
import { coverageBody } from '../../services/staff/coverage.js';
import { ADMIN, registerResource, staffRoute } from '../resource.js';
import { parseBody } from '../validation.js';

/** A PUT of a staff user with the coverage fields (their country list is the server's). */
const updateBody = staffUpdateBody.extend(coverageBody);

/** staff (admin): staff users; an admin cannot delete, disable or demote themself. */
export function staffResource(app: FastifyInstance): void {
  const { users: staff } = app.services.staff;
  // Before /staff/:id: the countries and product families the coverage form offers.
  staffRoute(app, {
    method: 'GET',
    url: '/staff/coverage-choices',
    access: ADMIN,
    handler: () => staff.coverageChoices(),
  });
  registerResource(app, ['staff', 'staff_user', ADMIN], LISTS.staff, {
    one: (id) => staff.record(id),
    list: (query) => staff.records(query),
    create: (body) => staff.add(parseBody(staffCreateBody, body)),
    update: (id, body, ctx) =>
      staff.change(id, parseBody(updateBody, body), ctx.staff, ctx.request.staffSessionId),
    remove: (id, ctx) => staff.remove(id, ctx.staff),
    // Who may sign in, as what, with which address and password: a proof of the last minutes.
    writeStepUp: 'recent',
  });
}
