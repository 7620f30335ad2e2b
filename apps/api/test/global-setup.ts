import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '@thwa/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/** One fresh, migrated and seeded database for this run; dropped when the run ends. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase('thwa_it');
  project.provide('databaseUrl', database.url);
  return () => database.drop();
}
