import { inject } from 'vitest';

/**
 * This worker's database of the run (global-setup.ts). Vitest numbers its workers 1 to maxWorkers in
 * VITEST_POOL_ID, and a file runs on one of them from start to end.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length]!;
}
