// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Outlet, createRoutesStub } from 'react-router';
import { en } from '../../../i18n/en.ts';
import { OrderRefundsPanel } from './order-refunds-panel.tsx';
import type { RefundPanelData, RefundRequestRow } from './order-refunds.server.ts';

afterEach(cleanup);

const ORDER = 'TW2611280001';
const waiting: RefundRequestRow = {
  id: 7,
  orderId: ORDER,
  itemNo: 1,
  amountText: '150,000 MMK',
  destination: 'wallet',
  reason: 'Airline cancelled',
  status: 'requested',
  paidOut: false,
  requestedBy: 'Su Operator',
  grantedBy: null,
  createdText: '28 Nov 2026, 10:00',
  grantable: true,
};
const panel: RefundPanelData = {
  orderId: ORDER,
  thresholdText: '100,000 MMK',
  targets: ['wallet', 'provider'],
  items: [{ itemNo: 1, paidText: '200,000 MMK', refundedText: '0 MMK', pendingText: '150,000 MMK', refundable: 50_000, refundableText: '50,000 MMK' }],
  requests: [waiting],
  requestKey: 'abcdefghijkl',
};

function renderPanel(data: RefundPanelData | { failed: true } = panel) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ messages: en, settings: { lang: 'en', currency: 'MMK' } }),
      Component: Outlet,
      children: [{ path: 'ops/orders/:orderId', Component: () => <OrderRefundsPanel orderId={ORDER} panel={data} /> }],
    },
  ]);
  return render(<Stub initialEntries={[`/ops/orders/${ORDER}`]} />);
}

describe('OrderRefundsPanel', () => {
  it('shows what each item can give back, offers a refund form and grants a waiting request', async () => {
    renderPanel();
    const region = await screen.findByRole('region', { name: en['ops.refunds.panelTitle'] });
    const form = await within(region).findByRole('form', { name: en['ops.refunds.formTitle'] });
    expect(within(form).getByLabelText(en['ops.refunds.amount'])).toBeTruthy();
    expect(within(form).getByRole('radio', { name: en['ops.refundTo.wallet'] })).toBeTruthy();
    expect(within(form).getByRole('option', { name: 'Item 1 (up to 50,000 MMK)' })).toBeTruthy();
    const request = within(region).getByText('150,000 MMK of item 1 of TW2611280001').closest('li')!;
    expect(within(request).getByRole('button', { name: en['ops.refunds.grant'] })).toBeTruthy();
  });

  it('offers no grant button on a request this employee may not grant', async () => {
    renderPanel({ ...panel, requests: [{ ...waiting, grantable: false }] });
    const region = await screen.findByRole('region', { name: en['ops.refunds.panelTitle'] });
    await within(region).findByText(en['ops.refunds.state.waiting']);
    expect(within(region).queryByRole('button', { name: en['ops.refunds.grant'] })).toBeNull();
  });

  it('says the refunds could not be loaded when the api did not answer, and keeps the page', async () => {
    renderPanel({ failed: true });
    expect((await screen.findByRole('alert')).textContent).toBe(en['ops.refunds.failed']);
  });
});
