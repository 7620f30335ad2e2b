import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { AgentStatement } from '@thwa/domain/contracts/agent-account';
import { webRuntime, type ApiTransport } from '../../../runtime.ts';
import { TEST_TOKENS } from '../../account/test-support.ts';
import { accountSessionMiddleware, signIn } from '../../account/session.server.ts';
import { keepConsoleToken } from '../console-session.server.ts';
import { my } from '../../../i18n/my.ts';
import { translate } from '../../../i18n/translate.ts';
import { loadAgentStatement, parseSettlementForm, recordAgentSettlement, statementView } from './agent-statement.server.ts';

const AGENT = 'E1A2B3C4D5E6F';
const STATEMENT: AgentStatement = {
  agentId: AGENT,
  creditLimit: 5_000_000,
  owed: 0,
  overpaid: 10_000,
  available: 5_000_000,
  lines: [
    { id: 3, kind: 'settlement', orderId: null, amount: 1_210_000, commission: 0, owedChange: -1_210_000, balance: -10_000, reference: 'KBZ-7788', at: '2026-11-28T04:30:00.000Z' },
    { id: 2, kind: 'refund', orderId: 'TW2611280001', amount: 100_000, commission: 5_000, owedChange: -95_000, balance: 1_200_000, reference: null, at: '2026-11-27T10:00:00.000Z' },
    { id: 1, kind: 'charge', orderId: 'TW2611270001', amount: 1_295_000, commission: 0, owedChange: 1_295_000, balance: 1_295_000, reference: null, at: '2026-11-27T03:00:00.000Z' },
  ],
  more: false,
};
const FORM_KEY = 'e2b4cf5a-6e59-4a36-9a52-3f1f5a8a7c11';
const ACTOR = { userId: 'E9', name: 'Thiri Operator', email: 'thiri@example.com', groups: ['finance'], permissions: ['orders.view', 'agents.manage'], idleMinutes: 30 };

interface Call {
  method: string;
  path: string;
  body: unknown;
  idempotencyKey?: string;
}
type Answer = (call: Call) => { status: number; body: unknown } | undefined;

/**
 * Runs `work` as the route would: behind the session middleware, an employee signed in with an open
 * console session, and an api that answers `/ops/me` and then `answer` (recording every other call).
 */
async function asEmployee(request: (cookie: string) => Request, answer: Answer, work: (args: { request: Request; context: RouterContextProvider; params: { agentId: string } }) => Promise<unknown>, agentId = AGENT) {
  const calls: Call[] = [];
  const api: ApiTransport = async (incoming) => {
    const key = incoming.headers.get('idempotency-key');
    const call: Call = { method: incoming.method, path: new URL(incoming.url).pathname, body: incoming.method === 'GET' ? undefined : await incoming.json(), ...(key ? { idempotencyKey: key } : {}) };
    if (call.path === '/api/ops/me') return Response.json({ code: 200, data: ACTOR });
    calls.push(call);
    const answered = answer(call);
    if (!answered) throw new Error(`unexpected call ${call.method} ${call.path}`);
    const { status, body } = answered;
    return Response.json(body, { status });
  };
  const context = new RouterContextProvider();
  context.set(webRuntime, { api, nonce: 'n', config: { brandName: 'Thwa', supportPhone: '', supportEmail: '', showAppDownloadLink: false, demo: false } });
  const site = (await signIn(TEST_TOKENS, { userId: 'E9', userCode: 'EMP', mainAgentId: null }, new Request('http://thwa.test/'), 'user')).split(';')[0]!;
  const [console] = await keepConsoleToken('console-token-0123456789', new Request('http://thwa.test/ops'));
  const incoming = request(`${site}; ${console!.split(';')[0]!}`);
  let outcome: unknown;
  await accountSessionMiddleware({ request: incoming, context, params: {}, unstable_pattern: '/' } as unknown as Parameters<typeof accountSessionMiddleware>[0], async () => {
    try {
      outcome = await work({ request: incoming, context, params: { agentId } });
    } catch (thrown) {
      outcome = thrown;
    }
    return new Response(null);
  });
  return { calls, outcome };
}

const get = (path: string) => (cookie: string) => new Request(`http://thwa.test${path}`, { headers: { cookie } });
const post = (path: string, fields: Record<string, string>) => (cookie: string) =>
  new Request(`http://thwa.test${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
const statementAnswer: Answer = () => ({ status: 200, body: { code: 200, data: STATEMENT } });
const noCall: Answer = () => {
  throw new Error('the api must not be called');
};

describe('parseSettlementForm', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  it('reads an amount typed in Myanmar digits or with separators, and a trimmed reference', () => {
    expect(parseSettlementForm(form({ amount: '၁၀,၀၀၀', reference: ' KBZ-7788 ' }))).toEqual({ ok: true, amount: 10_000, reference: 'KBZ-7788' });
    expect(parseSettlementForm(form({ amount: '1 250 000', reference: 'CB 42' }))).toEqual({ ok: true, amount: 1_250_000, reference: 'CB 42' });
  });

  it('refuses an amount that is not a whole number of kyats from 1 to the largest settlement, and an empty or long reference', () => {
    for (const amount of ['', '0', '12.5', 'ten', '-5', '1000000001']) expect(parseSettlementForm(form({ amount, reference: 'KBZ-1' }))).toEqual({ ok: false, field: 'amount' });
    expect(parseSettlementForm(form({ amount: '10000', reference: '   ' }))).toEqual({ ok: false, field: 'reference' });
    expect(parseSettlementForm(form({ amount: '10000', reference: 'x'.repeat(61) }))).toEqual({ ok: false, field: 'reference' });
  });
});

describe('the agent statement page (/ops/agents/:agentId)', () => {
  it('reads the statement and writes its money and times in the page language', async () => {
    const { calls, outcome } = await asEmployee(get(`/ops/agents/${AGENT}?done=settlement`), statementAnswer, loadAgentStatement);
    expect(calls).toEqual([{ method: 'GET', path: `/api/ops/agents/${AGENT}/statement`, body: undefined }]);
    const { data, init } = outcome as { data: Record<string, unknown>; init: { headers: Record<string, string> } };
    expect(init.headers['cache-control']).toBe('no-store');
    expect(data).toMatchObject({
      title: `Agent ${AGENT}'s statement`,
      agentId: AGENT,
      creditLimitText: '5,000,000 MMK',
      owedText: '0 MMK',
      availableText: '5,000,000 MMK',
      overpaidText: '10,000 MMK',
      more: false,
      settled: true,
    });
    expect(data.lines).toEqual([
      expect.objectContaining({ kind: 'settlement', atText: '28 Nov 2026, 11:00', amountText: '1,210,000 MMK', changeText: '−1,210,000 MMK', balanceText: '10,000 MMK paid in advance', reference: 'KBZ-7788', commissionText: null }),
      expect.objectContaining({ kind: 'refund', orderId: 'TW2611280001', amountText: '100,000 MMK', commissionText: 'commission taken back: 5,000 MMK', changeText: '−95,000 MMK', balanceText: '1,200,000 MMK' }),
      expect.objectContaining({ kind: 'charge', changeText: '+1,295,000 MMK', balanceText: '1,295,000 MMK' }),
    ]);
  });

  it('writes every figure and time in Myanmar digits in Myanmar', () => {
    const view = statementView(STATEMENT, 'mm', (key, values) => translate(my, key, values));
    const { agentId: _latin, idempotencyKey: _key, lines, ...figures } = view;
    const shown = [...Object.values(figures).filter((value) => typeof value === 'string'), ...lines.flatMap((line) => [line.atText, line.amountText, line.commissionText ?? '', line.changeText, line.balanceText])];
    expect(shown.filter((text) => /[0-9]/.test(text.replaceAll(AGENT, '')))).toEqual([]);
    expect(view.owedText).toBe('၀ ကျပ်');
    expect(lines[0]!.changeText).toBe('−၁,၂၁၀,၀၀၀ ကျပ်');
  });

  it('is the 404 page for someone who is not an agent, and for an id that cannot be one (without asking the api)', async () => {
    const missing = await asEmployee(get(`/ops/agents/${AGENT}`), () => ({ status: 404, body: { code: 404, errorCode: 'NOT_FOUND', message: 'Not found', requestId: 'r1' } }), loadAgentStatement);
    expect((missing.outcome as { init: { status: number } }).init.status).toBe(404);
    expect((missing.outcome as { data: { action: { href: string } } }).data.action.href).toBe('/ops/agents');
    const malformed = await asEmployee(get('/ops/agents/x%20y'), noCall, loadAgentStatement, 'x y');
    expect(malformed.calls).toEqual([]);
    expect((malformed.outcome as { init: { status: number } }).init.status).toBe(404);
  });

  it('records a settlement typed in Myanmar digits and goes back to the statement, which says so', async () => {
    const { calls, outcome } = await asEmployee(post(`/ops/agents/${AGENT}`, { amount: '၁၀,၀၀၀', reference: ' KBZ-7788 ', idempotencyKey: FORM_KEY }), statementAnswer, recordAgentSettlement);
    // The form's own key goes with it: posted twice, the api records the money once.
    expect(calls).toEqual([{ method: 'POST', path: `/api/ops/agents/${AGENT}/settlements`, body: { amount: 10_000, reference: 'KBZ-7788' }, idempotencyKey: FORM_KEY }]);
    expect((outcome as Response).status).toBe(302);
    expect((outcome as Response).headers.get('location')).toBe(`/ops/agents/${AGENT}?done=settlement`);
  });

  it('refuses a bad amount or an empty reference beside its field without asking the api, keeping what was typed', async () => {
    const amount = await asEmployee(post(`/ops/agents/${AGENT}`, { amount: '12.5', reference: 'KBZ-1' }), noCall, recordAgentSettlement);
    expect(amount.calls).toEqual([]);
    expect(amount.outcome).toMatchObject({ init: { status: 400 }, data: { field: 'amount', error: 'The amount is a whole number of MMK, from 1 to 1,000,000,000 MMK.', values: { amount: '12.5', reference: 'KBZ-1' } } });
    const reference = await asEmployee(post(`/ops/agents/${AGENT}`, { amount: '10000', reference: ' ' }), noCall, recordAgentSettlement);
    expect(reference.calls).toEqual([]);
    expect(reference.outcome).toMatchObject({ init: { status: 400 }, data: { field: 'reference', error: 'Enter the bank or receipt reference, up to 60 characters.' } });
  });

  it("shows the api's refusal beside the form", async () => {
    const { outcome } = await asEmployee(
      post(`/ops/agents/${AGENT}`, { amount: '10000', reference: 'KBZ-1', idempotencyKey: FORM_KEY }),
      () => ({ status: 404, body: { code: 404, errorCode: 'NOT_FOUND', message: 'We could not find that.', requestId: 'r2' } }),
      recordAgentSettlement,
    );
    expect(outcome).toMatchObject({ init: { status: 404 }, data: { field: null, error: 'We could not find that.' } });
  });
});
