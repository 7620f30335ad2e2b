import { describe, expect, it } from 'vitest';
import type { RouterContextProvider } from 'react-router';
import { runBehindSession } from '../account/test-support.ts';
import { loadStatement } from './statement.server.ts';

const STATEMENT = {
  agentId: 'A1',
  creditLimit: 1_000_000,
  owed: 95_000,
  overpaid: 0,
  available: 905_000,
  lines: [
    { id: 2, kind: 'commission', orderId: 'TW0000000001', amount: 5_000, commission: 0, owedChange: -5_000, balance: 95_000, reference: null, at: '2026-11-28T08:00:00+00:00' },
    { id: 1, kind: 'charge', orderId: 'TW0000000001', amount: 100_000, commission: 0, owedChange: 100_000, balance: 100_000, reference: null, at: '2026-11-28T08:00:00+00:00' },
  ],
  more: false,
};

async function asUser(userCode: string, answer: () => { status: number; body: unknown }) {
  const user = { userId: userCode === 'AGT' ? 'A1' : 'U9', userCode, mainAgentId: userCode === 'SGT' ? 'A1' : null, realm: userCode === 'CUS' ? ('user' as const) : ('agent' as const) };
  return runBehindSession({
    user,
    request: (cookie) => new Request('http://thwa.test/account/statement', { headers: { cookie } }),
    answer,
    work: (args: { request: Request; context: RouterContextProvider }) => loadStatement(args).catch((thrown: unknown) => thrown),
  });
}

describe('the agency statement (decision 034)', () => {
  it('gives a member the 403 page without asking the api', async () => {
    const { calls, outcome } = await asUser('CUS', () => {
      throw new Error('the api must not be called');
    });
    expect(calls).toEqual([]);
    expect((outcome as { init: { status: number } }).init.status).toBe(403);
    expect((outcome as { data: { body: string } }).data.body).toBe('Only agents and their sub-agents have an agency statement.');
  });

  it.each([
    ['AGT', false],
    ['SGT', true],
  ])('reads the statement with the %s’s own token, never cached', async (userCode, forAgency) => {
    const { calls, outcome } = await asUser(userCode, () => ({ status: 200, body: { code: 200, data: STATEMENT } }));
    expect(calls.map((call) => [call.path, call.token])).toEqual([['/api/myaccount/agent-statement', 'Bearer access-1']]);
    const { data, init } = outcome as { data: Record<string, unknown>; init: { headers: Record<string, string> } };
    expect(data).toMatchObject({ kind: 'ready', title: 'Agency statement', forAgency, owed: 95_000, available: 905_000, lines: STATEMENT.lines, more: false });
    expect(init.headers['cache-control']).toBe('no-store');
  });

  it('says why when the api cannot answer, and gives the 403 page when it says the caller is no agent', async () => {
    const failed = await asUser('AGT', () => ({ status: 503, body: { code: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'Please try again.', requestId: 'r' } }));
    expect((failed.outcome as { data: unknown }).data).toEqual({ kind: 'failed', title: 'Agency statement', message: 'Please try again.' });
    const refused = await asUser('AGT', () => ({ status: 403, body: { code: 403, errorCode: 'FORBIDDEN', message: 'No.', requestId: 'r' } }));
    expect((refused.outcome as { init: { status: number } }).init.status).toBe(403);
  });
});
