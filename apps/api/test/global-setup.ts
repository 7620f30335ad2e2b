import type { TestProject } from 'vitest/node';
import { createTestDatabases } from '@thwa/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrls: string[];
    templateDatabaseUrl: string;
  }
}

/**
 * One fresh, migrated and seeded database for each worker of this run (test-database.ts picks a
 * worker's own), and one more that nothing connects to: the template a file that needs a database of
 * its own copies (`ownTestDatabase`). All dropped when the run ends. Files on one worker share its
 * database one after another, as the whole run once shared one; files on two workers never meet.
 */
export default async function setup(project: TestProject) {
  const workers = project.globalConfig.maxWorkers;
  const databases = await createTestDatabases('thwa_it', workers + 1);
  project.provide('databaseUrls', databases.urls.slice(0, workers));
  project.provide('templateDatabaseUrl', databases.urls[workers]!);
  return () => databases.drop();
}
