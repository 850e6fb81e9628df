import type { AnyDb } from './helpers.js';

/**
 * A session's last fresh proof (password, and the second factor where the member has one): the
 * sensitive changes of the console ask for one made within a few minutes in that same session.
 */
export function stepUp() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema.alterTable('staff_session').addColumn('step_up_time', 'bigint').execute();
    },
  };
}
