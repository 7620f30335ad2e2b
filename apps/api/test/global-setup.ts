import type { TestProject } from 'vitest/node';
import { createTestDatabases } from '@thwa/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrls: string[];
  }
}

/**
 * One fresh, migrated and seeded database for each worker of this run (test-database.ts picks a
 * worker's own); dropped when the run ends. Files on one worker share its database one after another,
 * as the whole run once shared one; files on two workers never meet.
 */
export default async function setup(project: TestProject) {
  const databases = await createTestDatabases('thwa_it', project.globalConfig.maxWorkers);
  project.provide('databaseUrls', databases.urls);
  return () => databases.drop();
}
