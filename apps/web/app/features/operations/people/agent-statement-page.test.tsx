// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { en } from '../../../i18n/en.ts';
import { AgentStatementPage } from './agent-statement-page.tsx';
import type { AgentStatementPageData, SettlementActionData } from './agent-statement.server.ts';

afterEach(cleanup);

const AGENT = 'E1A2B3C4D5E6F';
const page: AgentStatementPageData = {
  title: `Agent ${AGENT}'s statement`,
  agentId: AGENT,
  creditLimitText: '5,000,000 MMK',
  owedText: '1,200,000 MMK',
  availableText: '3,800,000 MMK',
  overpaidText: null,
  lines: [
    {
      id: 2,
      kind: 'refund',
      orderId: 'TW2611280001',
      at: '2026-11-28T04:30:00.000Z',
      atText: '28 Nov 2026, 11:00',
      amountText: '100,000 MMK',
      commissionText: 'commission taken back: 5,000 MMK',
      changeText: '−95,000 MMK',
      balanceText: '1,200,000 MMK',
      reference: null,
    },
    { id: 1, kind: 'settlement', orderId: null, at: '2026-11-27T03:00:00.000Z', atText: '27 Nov 2026, 09:30', amountText: '10,000 MMK', commissionText: null, changeText: '−10,000 MMK', balanceText: '1,295,000 MMK', reference: 'KBZ-7788' },
  ],
  more: false,
  settled: false,
  referenceMax: 60,
  idempotencyKey: 'e2b4cf5a-6e59-4a36-9a52-3f1f5a8a7c11',
};

function renderPage(data: AgentStatementPageData = page, action?: SettlementActionData) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ messages: en, settings: { lang: 'en', currency: 'MMK' } }),
      Component: Outlet,
      children: [{ path: 'ops/agents/:agentId', Component: () => <AgentStatementPage data={data} action={action} /> }],
    },
  ]);
  return render(<Stub initialEntries={[`/ops/agents/${AGENT}`]} />);
}

describe('AgentStatementPage', () => {
  it('shows what the agent owes, the settlement form and the lines as a table, each booking linked to its order page', async () => {
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(page.title);
    const standing = screen.getByRole('region', { name: en['ops.agentStatement.standing'] });
    expect(standing.textContent).toContain(AGENT);
    expect(standing.textContent).toContain('1,200,000 MMK');
    expect(standing.textContent).toContain('3,800,000 MMK');
    expect(within(standing).queryByText(en['ops.agentStatement.overpaid'])).toBeNull();
    const form = screen.getByRole('form', { name: en['ops.agentStatement.settle'] });
    expect(within(form).getByLabelText(en['ops.agentStatement.amount'])).toBeTruthy();
    expect((within(form).getByLabelText(en['ops.agentStatement.reference']) as HTMLInputElement).maxLength).toBe(60);
    const table = screen.getByRole('table', { name: `Agent ${AGENT}'s statement lines, newest first` });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date and time (Yangon)', 'What', 'Booking', 'Amount', 'Change to owed', 'Owed after', 'Reference']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '28 Nov 2026, 11:00',
      en['ops.agentStatement.kind.refund'],
      'TW2611280001',
      '100,000 MMKcommission taken back: 5,000 MMK',
      '−95,000 MMK',
      '1,200,000 MMK',
      '',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'TW2611280001' }).getAttribute('href')).toBe('/ops/orders/TW2611280001');
    expect(within(rows[2]!).getByRole('cell', { name: 'KBZ-7788' })).toBeTruthy();
    expect(screen.queryByText(en['ops.agentStatement.more'])).toBeNull();
  });

  it('shows an overpayment, the note that older lines are left out, and the recorded settlement', async () => {
    renderPage({ ...page, overpaidText: '10,000 MMK', more: true, settled: true });
    const standing = await screen.findByRole('region', { name: en['ops.agentStatement.standing'] });
    expect(within(standing).getByText(en['ops.agentStatement.overpaid'])).toBeTruthy();
    expect(screen.getByText(en['ops.agentStatement.more'])).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(en['ops.agentStatement.done']);
  });

  it('says so when the statement has no lines', async () => {
    renderPage({ ...page, lines: [] });
    expect(await screen.findByText(en['ops.agentStatement.empty'])).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a refusal beside its field, keeping what was typed, and the api refusal beside the form', async () => {
    renderPage({ ...page, settled: true }, { error: 'The amount is a whole number of MMK, from 1 to 1,000,000,000 MMK.', field: 'amount', values: { amount: '12.5', reference: 'KBZ-1' } });
    const amount = (await screen.findByLabelText(en['ops.agentStatement.amount'])) as HTMLInputElement;
    expect(amount.value).toBe('12.5');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!)?.textContent).toBe('The amount is a whole number of MMK, from 1 to 1,000,000,000 MMK.');
    expect((screen.getByLabelText(en['ops.agentStatement.reference']) as HTMLInputElement).value).toBe('KBZ-1');
    // The earlier settlement's notice gives way to the refusal.
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderPage(page, { error: 'We could not find that.', field: null, values: { amount: '10000', reference: 'KBZ-1' } });
    const form = await screen.findByRole('form', { name: en['ops.agentStatement.settle'] });
    expect(within(form).getByRole('alert').textContent).toBe('We could not find that.');
  });
});
