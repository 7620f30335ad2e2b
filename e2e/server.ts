// The server the browser tests run against: the real product as `npm start` runs it (the server's
// build and the web build, api, migrations, seed) on a fresh database of its own, so a run never sees
// another run's data.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createTestDatabase } from '@thwa/db/testing';
import { SERVER_BUNDLE } from '../scripts/server-command.mjs';

// Production refuses the published development secrets: this run makes its own.
process.env.PAYMENT_SANDBOX_SECRET ??= randomBytes(24).toString('hex');
process.env.LINK_SIGNING_SECRET ??= randomBytes(24).toString('hex');
const database = await createTestDatabase('thwa_e2e');
process.env.DATABASE_URL = database.url;
// Tests that must change the world behind the product's back (an airline moving a fare) read it here.
mkdirSync(process.env.DATA_DIR ?? '.data/e2e', { recursive: true });
writeFileSync(path.join(process.env.DATA_DIR ?? '.data/e2e', 'database-url'), database.url);
process.on('exit', () => console.log(`e2e database ${database.url} is left for the next run to clean up`));
// The build of `npm run build` (scripts/build-server.mjs), not the sources: what production runs.
const serverBuild = path.resolve(import.meta.dirname, '..', SERVER_BUNDLE);
if (!existsSync(serverBuild)) throw new Error(`the server is not built: ${serverBuild} is missing (run npm run build)`);
await import(pathToFileURL(serverBuild).href);
