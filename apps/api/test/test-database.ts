import { inject } from 'vitest';
import { copyTestDatabase, type TestDatabase } from '@thwa/db/testing';

/**
 * This worker's database of the run (global-setup.ts). Vitest numbers its workers 1 to maxWorkers in
 * VITEST_POOL_ID, and a file runs on one of them from start to end.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length]!;
}

/**
 * A migrated and seeded database of the calling file's own, copied from the run's template
 * (global-setup.ts) in a fraction of a second; the file drops it when it is done.
 */
export function ownTestDatabase(prefix: string): Promise<TestDatabase> {
  return copyTestDatabase(prefix, inject('templateDatabaseUrl'));
}
