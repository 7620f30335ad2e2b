import { describe, expect, it } from 'vitest';
import { formatYangonDateTime, orderView, paymentState } from './order-view.ts';
import { orderDetail } from './test-orders.ts';
import { directionViews, travellerName } from '../../products/flight/flight-details.tsx';
import { sampleTicket } from '../bus-listing/test-support.ts';

describe('orderView', () => {
  it('keeps what the order sells for its products to show, and the status in its tone', () => {
    const view = orderView(orderDetail(), 'en');
    expect(view.items.map((item) => item.product)).toEqual(['flight']);
    expect(view.productType).toBe(2);
    expect(view.statusTone).toBe('success');
  });

  it('the flight writes its itinerary for people, in the page language', () => {
    const flight = orderDetail().items[0]!;
    if (flight.product !== 'flight') throw new Error('a flight order');
    expect(directionViews(flight, 'en')[0]?.legs[0]).toMatchObject({ departDate: 'Mon, 10 Mar 2031', departTime: '07:30', arriveTime: '08:40', duration: '1 hr 10 mins' });
    expect(flight.travellers.map(travellerName)).toEqual(['Mr Aung Kyaw', 'Miss Su Su']);
    expect(directionViews(flight, 'mm')[0]?.legs[0]?.departTime).toBe('၀၇:၃၀');
  });

  it('gives a pay-at-shop code its deadline in Yangon time (UTC+06:30)', () => {
    const view = orderView(
      orderDetail({
        status: 'held',
        paymentStatus: 'pending',
        outcome: 'unpaid_processing',
        payment: { method: 'pay_at_shop', status: 'pending', amount: 214_000, paymentCode: 'TW48213377', expiresAt: '2031-03-09T03:30:00Z', paidAt: null },
      }),
      'en',
    );
    expect(view.payment).toMatchObject({ paymentCode: 'TW48213377', deadline: '9 Mar 2031, 10:00', state: 'awaiting' });
  });

  it('previews a cancellation at the page’s instant, which a product counting hours reads', () => {
    // The coach leaves at 20:30 in Yangon on 10 March (14:00 UTC); its tiers give 90 % back more than 48 h before, 50 % more than 12 h.
    const order = orderDetail({ productType: 9, pnr: null, items: [sampleTicket()], amount: 99_000, payment: null });
    const at = (instant: string) => ({ today: '2031-03-08', now: new Date(instant) });
    expect(orderView(order, 'en', at('2031-03-08T13:00:00Z')).cancelPreview).toEqual({ refund: 89_100 });
    expect(orderView(order, 'en', at('2031-03-08T15:00:00Z')).cancelPreview).toEqual({ refund: 49_500 });
    expect(orderView(order, 'en').cancelPreview).toBeNull();
  });

  it('writes Myanmar digits in Myanmar', () => {
    expect(formatYangonDateTime('2031-03-09T03:30:00Z', 'mm')).toContain('၁၀:၀၀');
  });
});

describe('paymentState (spec §4 payment text)', () => {
  it('is unsuccessful for fail, failed, expired and invalid, in any case', () => {
    for (const status of ['fail', 'FAILED', ' expired ', 'Invalid']) expect(paymentState(status)).toBe('unsuccessful');
  });
  it('is successful otherwise', () => {
    expect(paymentState('paid')).toBe('successful');
    expect(paymentState('refunded')).toBe('successful');
  });
  it('is awaiting while the payment is still pending', () => {
    expect(paymentState('pending')).toBe('awaiting');
  });
});
