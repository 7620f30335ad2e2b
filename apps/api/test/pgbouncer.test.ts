import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '@thwa/db/connection';
import { executePrepared, sql } from '@thwa/db/sql';
import type { TestDatabase } from '@thwa/db/testing';
import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { scaledWait } from '../../../scripts/wait-scale.mjs';
import { inDays } from './flights-fixtures.ts';
import { call, findPgbouncer, freePort, pollFor, searchBookAndPayByCard, startPgbouncer, startServer, type Pooler, type ServerProcess } from './server-processes.ts';
import { ownTestDatabase } from './test-database.ts';

/**
 * The product behind a transaction-pooling PgBouncer (decision 017): consecutive transactions of one
 * pooled client land on different server connections, so nothing may rely on a server connection
 * keeping state between them (named prepared statements, session advisory locks, LISTEN, SET).
 * Skipped only when the pgbouncer binary is missing; scripts/ensure-system-packages.sh installs it.
 */
const pgbouncer = findPgbouncer();
if (!pgbouncer) console.warn('pgbouncer.test.ts SKIPPED: the pgbouncer binary is not installed (apt-get install pgbouncer, as scripts/ensure-system-packages.sh does)');

const SEARCHES = 6;

describe.skipIf(!pgbouncer)('the server behind PgBouncer in transaction mode', () => {
  let database: TestDatabase | undefined;
  let pooler: Pooler | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // A database of its own: the worker started here must not take other test files' jobs.
    database = await ownTestDatabase('pooler');
    pooler = await startPgbouncer(pgbouncer!, database.url);
    // Migrations, seed, pg-boss and every request go through the pooler.
    server = await startServer(await freePort(), { DATABASE_URL: pooler.url, DATABASE_POOLER: 'transaction', ROLES: 'api,worker' }, scaledWait(90_000));
  }, scaledWait(180_000));

  afterAll(async () => {
    await server?.stop();
    await pooler?.stop();
    await database?.drop();
  }, scaledWait(60_000));

  it(`answers every one of ${SEARCHES} searches with our own inventory (S1)`, async () => {
    const withInventory: string[] = [];
    for (let search = 0; search < SEARCHES; search++) {
      // A different date each time: an identical search would be answered from its session, not by the sources.
      const departureDate = inDays(3 + search);
      const answer = await call<FlightSearchResponse>(server!.base, '/api/flight/v4/makeRequest', { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate, adult: 1 });
      expect(answer.status).toBe(200);
      const s1 = answer.body.sources.find((source) => source.alias === 'S1');
      if (s1?.status === 'ok' && answer.body.routings.outward.some((item) => item.source === 'S1')) withInventory.push(departureDate);
    }
    expect(withInventory, server!.output()).toHaveLength(SEARCHES);
    expect(server!.output()).not.toMatch(/prepared statement|our own inventory is missing/);
  }, scaledWait(120_000));

  it('books and pays through the pooler, and the worker (pg-boss through the pooler too) issues the ticket', async () => {
    const { orderId, orderKey } = await searchBookAndPayByCard(server!.base, server!.base, inDays(10)).catch((error: Error) => {
      throw new Error(`${error.message}\n${server!.output()}`);
    });
    const deadline = Date.now() + scaledWait(60_000);
    const detail = await pollFor(
      () => call<{ data: { status: string } }>(server!.base, '/api/order/detail', { orderId, orderKey }),
      (answer) => answer.body.data?.status === 'completed',
      deadline,
    );
    expect(detail.body.data?.status, server!.output()).toBe('completed');
  }, scaledWait(120_000));

  it('without DATABASE_POOLER declared, a named statement that meets another server session runs again unnamed', async () => {
    // A pooler of its own, so that which server connection serves what is known: none is open yet.
    const own = await startPgbouncer(pgbouncer!, database!.url, 2);
    const connection = connect(own.url, { max: 1 });
    const other = new pg.Client({ connectionString: own.url });
    const warnings: string[] = [];
    const onWarning = (warning: Error & { code?: string }) => {
      if (warning.code === 'THWA_TRANSACTION_POOLER') warnings.push(warning.message);
    };
    process.on('warning', onWarning);
    try {
      const probe = (n: number) => executePrepared<{ n: number }>(connection.db, 'pooler_probe', sql`select ${n}::int as n`);
      // Prepared on the one server connection PgBouncer has opened, X.
      expect(await probe(1)).toEqual([{ n: 1 }]);
      // Another client's transaction now holds X, the only idle one ...
      await other.connect();
      await other.query('begin');
      await other.query('select 1');
      // ... so the pool's next call lands on a new server connection, where "pooler_probe" does not exist.
      expect(await probe(2)).toEqual([{ n: 2 }]);
      await other.query('commit');
      expect(await probe(3)).toEqual([{ n: 3 }]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.join('\n')).toMatch(/DATABASE_POOLER=transaction/);
    } finally {
      process.off('warning', onWarning);
      await other.end().catch(() => {});
      await connection.close();
      await own.stop();
    }
  }, scaledWait(60_000));
});
