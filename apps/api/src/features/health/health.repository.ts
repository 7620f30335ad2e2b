import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';

export function createHealthRepository(db: Database) {
  return {
    /** True when a trivial query comes back; the pool's connect timeout bounds how long this takes. */
    async databaseIsUp(): Promise<boolean> {
      return db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
    },
  };
}
