import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { webRuntime, type ApiTransport } from '../../runtime.ts';
import { TEST_TOKENS } from '../account/test-support.ts';
import { accountSessionMiddleware, signIn } from '../account/session.server.ts';
import { keepConsoleToken } from '../operations/console-session.server.ts';
import { loadBusDepartures, loadBusManifest } from './bus-operations.server.ts';
import { sampleDeparture, sampleManifest } from './test-support.ts';

const INVENTORY = { userId: 'E9', name: 'Ko Inventory', email: 'inventory@example.com', groups: ['inventory'], permissions: ['orders.view', 'inventory.view', 'inventory.adjust'], idleMinutes: 30 };
const SUPPORT = { ...INVENTORY, groups: ['support'], permissions: ['orders.view', 'orders.act', 'orders.message', 'refunds.request', 'queues.view'] };

type Answer = (path: string) => { status: number; body: unknown } | undefined;

/** Runs a loader as its route would: an employee signed in with an open console session, the api answering `/ops/me` as `actor`, then `answer`. */
async function asEmployee(url: string, answer: Answer, work: (args: { request: Request; context: RouterContextProvider; params: { departureId?: string } }) => Promise<unknown>, params: { departureId?: string } = {}, actor = INVENTORY) {
  const asked: string[] = [];
  const api: ApiTransport = async (incoming) => {
    const path = new URL(incoming.url).pathname + new URL(incoming.url).search;
    if (path === '/api/ops/me') return Response.json({ code: 200, data: actor });
    asked.push(path);
    const answered = answer(path);
    if (!answered) throw new Error(`unexpected call ${path}`);
    return Response.json(answered.body, { status: answered.status });
  };
  const context = new RouterContextProvider();
  context.set(webRuntime, { api, nonce: 'n', config: { brandName: 'Thwa', supportPhone: '', supportEmail: '', showAppDownloadLink: false, demo: false } });
  const site = (await signIn(TEST_TOKENS, { userId: 'E9', userCode: 'EMP', mainAgentId: null }, new Request('http://thwa.test/'), 'user')).split(';')[0]!;
  const [consoleCookie] = await keepConsoleToken('console-token-0123456789', new Request('http://thwa.test/ops'));
  const request = new Request(`http://thwa.test${url}`, { headers: { cookie: `${site}; ${consoleCookie!.split(';')[0]!}` } });
  let outcome: unknown;
  await accountSessionMiddleware({ request, context, params: {}, unstable_pattern: '/' } as unknown as Parameters<typeof accountSessionMiddleware>[0], async () => {
    try {
      outcome = await work({ request, context, params });
    } catch (thrown) {
      outcome = thrown;
    }
    return new Response(null);
  });
  return { asked, outcome: outcome as { data?: unknown; init?: { status?: number; headers?: Record<string, string> } | null } };
}

const ok = (data: unknown) => ({ status: 200, body: { code: 200, data } });

describe('the bus panel’s loaders', () => {
  it('asks for the coaches of the date and cities in the address, not stored', async () => {
    const { asked, outcome } = await asEmployee('/ops/bus?date=2026-12-10&from=ygn', () => ok([sampleDeparture]), loadBusDepartures);
    expect(asked).toEqual(['/api/ops/bus/departures?date=2026-12-10&from=YGN']);
    expect(outcome.data).toMatchObject({ title: 'Buses', lang: 'en', query: { date: '2026-12-10', from: 'YGN', to: '', corrected: false }, departures: [sampleDeparture], error: null });
    expect(outcome.init?.headers).toEqual({ 'cache-control': 'no-store' });
  });

  it('says so when the api could not answer the list', async () => {
    const { outcome } = await asEmployee('/ops/bus', () => ({ status: 503, body: { code: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'Busy, try again.', requestId: 'r1' } }), loadBusDepartures);
    expect(outcome.data).toMatchObject({ departures: [], error: 'Busy, try again.' });
  });

  it('loads a manifest, and answers an id that is not one or a departure that does not exist with the 404 page, without asking for a bad id', async () => {
    const found = await asEmployee('/ops/bus/4242', () => ok(sampleManifest()), loadBusManifest, { departureId: '4242' });
    expect(found.asked).toEqual(['/api/ops/bus/departures/4242']);
    expect(found.outcome.data).toMatchObject({ title: 'Yangon to Mandalay, 10 Dec 2026 20:30', lang: 'en', manifest: { departure: { departureId: 4242 } } });

    const bad = await asEmployee('/ops/bus/abc', () => undefined, loadBusManifest, { departureId: 'abc' });
    expect(bad.asked).toEqual([]);
    expect(bad.outcome.init?.status).toBe(404);

    const missing = await asEmployee('/ops/bus/99', () => ({ status: 404, body: { code: 404, errorCode: 'NOT_FOUND', message: 'Not found.', requestId: 'r2' } }), loadBusManifest, { departureId: '99' });
    expect(missing.outcome.init?.status).toBe(404);
    expect(missing.outcome.data).toMatchObject({ title: 'Coach not found', body: 'There is no departure 99.' });
  });

  it('shows an employee without inventory.view the 403 page without asking the api', async () => {
    const { asked, outcome } = await asEmployee('/ops/bus', () => undefined, loadBusDepartures, {}, SUPPORT);
    expect(asked).toEqual([]);
    expect(outcome.init?.status).toBe(403);
  });
});
