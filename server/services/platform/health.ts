import { sql } from 'kysely';
import { pendingMigrations } from '../../db/index.js';
import type { ServiceContext } from './context.js';

/** What /readyz asks of the database; the routes never hold the database themselves. */
export function healthService(ctx: ServiceContext) {
  return {
    /** What keeps the database from serving (unreachable, migrations not run); none: {}. */
    async databaseProblems(): Promise<{ database?: string; migrations?: string }> {
      try {
        await sql`select 1`.execute(ctx.db);
        const pending = await pendingMigrations(ctx);
        return pending.length > 0 ? { migrations: `not run: ${pending.join(', ')}` } : {};
      } catch (error) {
        return { database: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
