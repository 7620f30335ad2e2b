import { describe, expect, it } from 'vitest';
import { THANK_YOU_OUTCOMES } from '@thwa/domain/booking/thank-you-outcome';
import { orderView } from './order-view.ts';
import { outcomeText, shouldPoll } from './thank-you.server.ts';
import { orderDetail } from './test-orders.ts';
import { FLIGHT_THANK_YOU_WORDS } from '@thwa/domain/booking/thank-you-outcome';

const config = { supportPhone: '+95 1 860 0600', supportEmail: 'support@thwa.test' };

describe('outcomeText (spec §4 thank-you outcomes, §8 support contacts)', () => {
  it.each(THANK_YOU_OUTCOMES)('%s has a title and a body in both languages, with no placeholder left', (outcome) => {
    for (const lang of ['en', 'mm'] as const) {
      const text = outcomeText(outcome, lang, config, null, false, FLIGHT_THANK_YOU_WORDS);
      expect(text.title).not.toBe('');
      expect(`${text.title} ${text.body}`).not.toMatch(/\{(phone|email)\}/);
    }
  });

  it.each(['unpaid', 'paid_cancelled', 'waitlisted'] as const)('%s names the support phone and email', (outcome) => {
    const { body } = outcomeText(outcome, 'en', config, null, false, FLIGHT_THANK_YOU_WORDS);
    expect(body).toContain('+95 1 860 0600');
    expect(body).toContain('support@thwa.test');
  });
});

describe('shouldPoll: look again while the result can still change by itself', () => {
  it('polls while the ticket is being issued', () => {
    expect(shouldPoll(orderView(orderDetail({ status: 'paid', outcome: 'paid_processing', ticket: null }), 'en'))).toBe(true);
  });

  it('polls while a completed order waits for its e-ticket to be rendered', () => {
    expect(shouldPoll(orderView(orderDetail({ status: 'completed', outcome: 'completed', ticket: null }), 'en'))).toBe(true);
    expect(shouldPoll(orderView(orderDetail({ status: 'completed', outcome: 'completed', ticket: { viewUrl: '/v', downloadUrl: '/d' } }), 'en'))).toBe(false);
    // The first item's document is there, a cover's certificate not yet: look again for it.
    expect(shouldPoll(orderView(orderDetail({ status: 'completed', outcome: 'completed', ticket: { viewUrl: '/v', downloadUrl: '/d' }, documentsPending: true }), 'en'))).toBe(true);
  });

  it('polls while a QR or card payment has not reported', () => {
    const pending = { method: 'mobile_wallet', status: 'pending', amount: 1, paymentCode: null, expiresAt: '2031-03-08T03:45:00Z', paidAt: null };
    expect(shouldPoll(orderView(orderDetail({ status: 'held', paymentStatus: 'pending', outcome: 'unpaid_processing', payment: pending }), 'en'))).toBe(true);
  });

  it('does not poll for a pay-at-shop code (hours away) nor for a final outcome', () => {
    const shop = { method: 'pay_at_shop', status: 'pending', amount: 1, paymentCode: 'X1', expiresAt: '2031-03-09T03:45:00Z', paidAt: null };
    expect(shouldPoll(orderView(orderDetail({ status: 'held', paymentStatus: 'pending', outcome: 'unpaid_processing', payment: shop }), 'en'))).toBe(false);
    expect(shouldPoll(orderView(orderDetail(), 'en'))).toBe(false);
    expect(shouldPoll(orderView(orderDetail({ status: 'cancelled', paymentStatus: 'refunded', outcome: 'paid_cancelled' }), 'en'))).toBe(false);
  });
});
