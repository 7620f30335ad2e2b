// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { Language } from '@thwa/domain/settings';
import { renderInRoot, rootData } from '../flight-listing/test-support.tsx';
import { orderView } from './order-view.ts';
import { outcomeText, shouldPoll } from './thank-you.server.ts';
import { ThankYouPage } from './thank-you-page.tsx';
import { orderDetail } from './test-orders.ts';
import { FLIGHT_THANK_YOU_WORDS, HOTEL_THANK_YOU_WORDS } from '@thwa/domain/booking/thank-you-outcome';
import { HEALTH_THANK_YOU_WORDS } from '../../products/health/thank-you-words.ts';
import { INSURANCE_THANK_YOU_WORDS } from '../../products/insurance/thank-you-words.ts';

afterEach(cleanup);

function show(detail: OrderDetail, lang: Language = 'en', retryHref: string | null = null, account: NonNullable<Parameters<typeof rootData>[0]>['account'] = null) {
  const order = orderView(detail, lang);
  const { config } = rootData({ lang });
  const outcome = outcomeText(order.outcome, lang, config, detail.payment, retryHref !== null, FLIGHT_THANK_YOU_WORDS);
  renderInRoot(<ThankYouPage data={{ kind: 'ready', title: 'Your booking', order, outcome, polling: shouldPoll(order), retryHref }} />, { lang, account });
  return screen.findByRole('heading', { level: 1 });
}

describe('the thank-you page', () => {
  it('completed: the all-paid wording, booking id, payment successful and the ticket actions', async () => {
    expect((await show(orderDetail())).textContent).toBe('Your booking is complete');
    expect(screen.getByText('TW2611220001')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Payment successful')).toBeTruthy();
    expect(within(payment).getByText('Card')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download E-ticket' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View ticket' })).toBeTruthy();
    // Final: no progress, no support line.
    expect(screen.queryByRole('link', { name: 'Refresh status' })).toBeNull();
    expect(screen.queryByRole('link', { name: /860 0600/ })).toBeNull();
  });

  it('sends a guest to Track booking, never to My trips, which guests do not have; a member to My trips', async () => {
    await show(orderDetail());
    expect(screen.getByRole('link', { name: 'Track this booking' }).getAttribute('href')).toBe('/track-booking');
    expect(screen.queryByRole('link', { name: 'My trips' })).toBeNull();
    cleanup();
    await show(orderDetail(), 'en', null, { userId: 'U1', userCode: 'CUS', realm: 'user', mainAgentId: null });
    expect(screen.getByRole('link', { name: 'My trips' }).getAttribute('href')).toBe('/account/my-trip');
    expect(screen.queryByRole('link', { name: 'Track this booking' })).toBeNull();
  });

  it('words a completed booking of every product without My trips, which a guest does not have', () => {
    const { config } = rootData();
    for (const words of [FLIGHT_THANK_YOU_WORDS, HOTEL_THANK_YOU_WORDS, INSURANCE_THANK_YOU_WORDS, HEALTH_THANK_YOU_WORDS]) {
      for (const lang of ['en', 'mm'] as const) {
        const { body } = outcomeText('completed', lang, config, null, false, words);
        expect(body).not.toMatch(/My trips|ကျွန်ုပ်၏ ?ခရီးစဉ်များ/);
        expect(body).toContain(lang === 'en' ? 'Track booking' : 'ဘိုကင် ရှာဖွေရန်');
      }
    }
  });

  it("shows a guest's own cancellation with its refund as a line and where it stands", async () => {
    const cancelled = { status: 'cancelled', outcome: 'paid_cancelled', ticket: null, guestCancellation: { refund: 120_000, refundTo: 'payment' } } as const;
    await show(orderDetail({ ...cancelled, paymentStatus: 'paid' }));
    const note = screen.getByText(/You cancelled this booking/).closest('[role="status"]') as HTMLElement;
    expect(within(note).getByText('Refund').nextElementSibling?.textContent).toBe('MMK 120,000');
    expect(within(note).getByText('Refund status').nextElementSibling?.textContent).toBe('On its way');
    cleanup();
    await show(orderDetail({ ...cancelled, paymentStatus: 'refunded' }), 'mm');
    expect(screen.getByText('ပြန်အမ်းမှု အခြေအနေ').nextElementSibling?.textContent).toBe('ပြန်အမ်းပြီး');
  });

  it('lists what our team gave back of a completed booking: where each refund goes and whether it arrived, in both languages', async () => {
    const refunds = [
      { itemNo: 1, amount: 40_000, to: 'wallet', status: 'refunded', refundedAt: '2031-03-02T04:00:00Z' },
      { itemNo: 1, amount: 5_500, to: 'payment', status: 'queued', refundedAt: null },
    ] as const;
    await show(orderDetail({ refunds: [...refunds] }));
    const section = screen.getByRole('heading', { name: 'Refunds' }).closest('section') as HTMLElement;
    const lines = within(section).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['To your walletMMK 40,000Refunded on 2 Mar 2031, 10:30', 'To the way you paidMMK 5,500On its way']);
    cleanup();
    await show(orderDetail({ refunds: [...refunds] }), 'mm');
    const mm = screen.getByRole('heading', { name: 'ပြန်အမ်းငွေ' }).closest('section') as HTMLElement;
    expect(within(mm).getAllByRole('listitem')[1]?.textContent).toContain('ပြန်အမ်းနေဆဲ');
    cleanup();
    // Nothing given back: no section.
    await show(orderDetail());
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
  });

  it('paid but processing: an announced progress state and a Refresh status link, no ticket yet', async () => {
    await show(orderDetail({ status: 'paid', outcome: 'paid_processing', ticket: null }));
    expect(screen.getByRole('status').textContent).toContain('Issuing your ticket');
    expect(screen.getByRole('link', { name: 'Refresh status' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download E-ticket' })).toBeNull();
  });

  it('unpaid: says so and gives the support phone and email (spec §8)', async () => {
    const failed = { method: 'card', status: 'failed', amount: 214_000, paymentCode: null, expiresAt: '2031-03-08T03:45:00Z', paidAt: null };
    expect((await show(orderDetail({ status: 'expired', paymentStatus: 'failed', outcome: 'unpaid', payment: failed, ticket: null }))).textContent).toBe(
      'Payment not received',
    );
    expect(screen.getByRole('link', { name: '+95 1 860 0600' }).getAttribute('href')).toBe('tel:+9518600600');
    expect(screen.getByRole('link', { name: 'support@thwa.test' }).getAttribute('href')).toBe('mailto:support@thwa.test');
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Payment unsuccessful')).toBeTruthy();
  });

  it('waitlisted and cancelled also give the support contacts', async () => {
    await show(orderDetail({ status: 'waitlisted', outcome: 'waitlisted', ticket: null }));
    expect(screen.getByRole('link', { name: 'support@thwa.test' })).toBeTruthy();
    cleanup();
    await show(orderDetail({ status: 'cancelled', paymentStatus: 'refunded', outcome: 'paid_cancelled', ticket: null }));
    expect(screen.getByRole('link', { name: 'support@thwa.test' })).toBeTruthy();
  });

  it('pay at shop: the payment code and its deadline in Yangon time', async () => {
    await show(
      orderDetail({
        status: 'held',
        paymentStatus: 'pending',
        outcome: 'unpaid_processing',
        ticket: null,
        payment: { method: 'pay_at_shop', status: 'pending', amount: 214_000, paymentCode: 'TW48213377', expiresAt: '2031-03-09T03:30:00Z', paidAt: null },
      }),
    );
    expect(screen.getByText('TW48213377')).toBeTruthy();
    expect(screen.getByText('Pay by 9 Mar 2031, 10:00 (Yangon time), or the booking is cancelled.')).toBeTruthy();
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
  });

  it('reads in Myanmar', async () => {
    expect((await show(orderDetail(), 'mm')).textContent).toBe('ဘိုကင် အောင်မြင်ပါပြီ');
    expect(screen.getByText('ငွေပေးချေမှု အောင်မြင်ပါသည်')).toBeTruthy();
  });

  it('a declined card while the seats are held: says why, and offers to pay again on the same order', async () => {
    const declined = { method: 'card', status: 'failed', amount: 214_000, paymentCode: null, expiresAt: '2031-03-08T03:45:00Z', paidAt: null, failureReason: 'declined' as const };
    const heading = await show(orderDetail({ status: 'held', paymentStatus: 'failed', outcome: 'unpaid', payment: declined, ticket: null }), 'en', '/flight/payment?orderId=TW2611220001');
    expect(heading.textContent).toBe('Payment not completed — your seats are still held');
    expect(screen.getByText(/Your card was declined by your bank, so nothing was charged\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try paying again' }).getAttribute('href')).toBe('/flight/payment?orderId=TW2611220001');
  });

  it('pay at shop and cash on delivery each read as their own method', async () => {
    const shop = { method: 'pay_at_shop', status: 'pending', amount: 214_000, paymentCode: '4821337700', expiresAt: '2031-03-09T03:30:00Z', paidAt: null };
    expect((await show(orderDetail({ status: 'held', paymentStatus: 'pending', outcome: 'unpaid_processing', payment: shop, ticket: null }))).textContent).toBe(
      'Booking held — pay at a partner shop',
    );
    expect(screen.queryByRole('link', { name: 'Try paying again' })).toBeNull();
    cleanup();
    const cash = { method: 'cash_on_delivery', status: 'pending', amount: 214_000, paymentCode: null, expiresAt: '2031-03-09T03:30:00Z', paidAt: null };
    expect((await show(orderDetail({ status: 'held', paymentStatus: 'pending', outcome: 'unpaid_processing', payment: cash, ticket: null }))).textContent).toBe(
      'Booking held — we will collect the cash',
    );
    cleanup();
    expect((await show(orderDetail({ status: 'held', paymentStatus: 'pending', outcome: 'unpaid_processing', payment: cash, ticket: null }), 'mm')).textContent).toBe(
      'ထိုင်ခုံ ယာယီသိမ်းထားပါသည် — ငွေသားကို လာရောက်ကောက်ခံပါမည်',
    );
  });
});
