import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DatabaseConnection } from '@thwa/db/connection';
import type { TestDatabase } from '@thwa/db/testing';
import { orderEvents, orders, seatHolds } from '@thwa/db/schema';
import { and, eq } from '@thwa/db/sql';
import { encryptForServer } from '@thwa/domain/crypto/hybrid';
import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import { inDays } from './flights-fixtures.ts';
import { CONTACT, adultTraveller } from './booking-fixtures.ts';
import { ownTestDatabase } from './test-database.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const port = 3800 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;
let output = '';
// A database of its own: the worker this test starts must not take other test files' jobs.
let database: TestDatabase;
let connection: DatabaseConnection;

beforeAll(async () => {
  database = await ownTestDatabase('crash');
  connection = connect(database.url, { max: 2 });
}, 90_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await connection?.close();
  await database?.drop();
}, 60_000);

/** The real server as its own process, with only the roles given (api without the worker, or both). */
async function startServer(roles: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'test', ROLES: roles, RATE_LIMIT_PER_MINUTE: '100000' },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: (text.startsWith('{') ? JSON.parse(text) : text) as T };
}

async function sealed(payload: unknown) {
  const key = await call<{ kid: string; jwk: JsonWebKey }>('GET', '/api/crypto/public-key');
  return { data: await encryptForServer(key.body, payload) };
}

describe('a server killed between payment and ticket issue', () => {
  it('loses nothing: after a restart the queued issue runs and the order completes exactly once', async () => {
    server = await startServer('api');
    const search = await call<FlightSearchResponse>('POST', '/api/flight/v4/makeRequest', { tripType: 1, origin: 'RGN', destination: 'MDL', departureDate: inDays(9), adult: 1 });
    const offer = search.body.routings.outward.find((item) => item.source === 'S1' && item.route[0]!.statusCode === 'HK' && !item.offline);
    expect(offer, 'an S1 offer to book').toBeDefined();
    const verified = await call<{ data: { checkoutId: string } }>('POST', '/api/flight/v3/verifyFlight', { cacheKey: search.body.cacheKey, outward: offer!.offerId });
    const { checkoutId } = verified.body.data;
    expect((await call('POST', '/api/checkout/v2/confirm', await sealed({ checkoutId, travellers: [adultTraveller()] }))).status).toBe(200);
    const placed = await call<{ data: { orderId: string; orderKey: string } }>('POST', '/api/order/v6/flight/store', await sealed({ checkoutId, contact: CONTACT }), { 'idempotency-key': randomUUID() });
    const { orderId, orderKey } = placed.body.data;
    const payment = await call<{ data: { action: { type: string; url: string } } }>(
      'POST',
      '/api/pay/makepayment',
      { orderId, orderKey, categoryId: 2, subCategoryId: 11 },
      { 'idempotency-key': randomUUID() },
    );
    const paid = await fetch(`${base}${payment.body.data.action.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: '4111111111111111', expiry: '12/30', cvc: '123', name: 'AUNG KO HTET', action: 'pay' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const [before] = await connection.db.select().from(orders).where(eq(orders.orderId, orderId));
    expect(before).toMatchObject({ status: 'paid', paymentStatus: 'paid' });

    // No goodbye: the process dies with the issue job queued and nothing done about it.
    const gone = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGKILL');
    await gone;

    server = await startServer('api,worker');
    const deadline = Date.now() + 45_000;
    let status: string = before!.status;
    while (status !== 'completed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      [{ status }] = (await connection.db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId))) as [{ status: string }];
    }
    expect(status, output).toBe('completed');
    const issued = await connection.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'ticket.issued')));
    expect(issued).toHaveLength(1);
    const holds = await connection.db.select().from(seatHolds).where(eq(seatHolds.orderId, orderId));
    expect(holds.every((hold) => hold.status === 'sold')).toBe(true);
  }, 120_000);
});
