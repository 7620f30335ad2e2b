import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Applies every migration in packages/db/migrations that this database has not seen yet; with `upTo`
 * (a migration's tag, such as '0010_hotel_checkouts'), only those up to and including it, so a test can
 * fill a database as it was then and watch the migrations after it carry its rows over.
 */
export async function migrateDatabase(db: Database, options: { upTo?: string } = {}): Promise<void> {
  if (!options.upTo) {
    await migrate(db, { migrationsFolder });
    return;
  }
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === options.upTo);
  if (last < 0) throw new Error(`no migration ${options.upTo}`);
  // The migrator reads a folder and its journal: a copy of both, cut after `upTo`.
  const folder = mkdtempSync(path.join(tmpdir(), 'thwa-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    await migrate(db, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
