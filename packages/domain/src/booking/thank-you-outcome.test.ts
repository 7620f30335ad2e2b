import { describe, it, expect } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../order-status.ts';
import { PAYMENT_STATUSES, type PaymentStatus } from '../orders/life-cycle.ts';
import {
  THANK_YOU_OUTCOMES,
  PAYMENT_FAILURE_TEXTS,
  PENDING_PAYMENT_TEXTS,
  RETRY_PAYMENT_TEXTS,
  THANK_YOU_TEXTS,
  FLIGHT_THANK_YOU_WORDS,
  HOTEL_THANK_YOU_WORDS,
  fillSupport,
  thankYouOutcome,
  thankYouText,
  type ThankYouOutcome,
} from './thank-you-outcome.ts';

const outcome = (orderStatus: OrderStatus, paymentStatus: PaymentStatus): ThankYouOutcome => thankYouOutcome({ orderStatus, paymentStatus });

describe('thankYouOutcome (spec §4 thank-you outcomes)', () => {
  it('is "all paid and completed" for a completed order', () => {
    expect(outcome('completed', 'paid')).toBe('completed');
  });

  it('is "paid but processing" while the airline confirms', () => {
    expect(outcome('paid', 'paid')).toBe('paid_processing');
    expect(outcome('processing', 'paid')).toBe('paid_processing');
    expect(outcome('held', 'paid')).toBe('paid_processing');
  });

  it('is "paid but exceeded timer" when the money came after the window, or as the hold expired', () => {
    expect(outcome('expired', 'late')).toBe('paid_timer_exceeded');
    expect(outcome('held', 'late')).toBe('paid_timer_exceeded');
    expect(outcome('expired', 'paid')).toBe('paid_timer_exceeded');
  });

  it('is "unpaid" when no money came', () => {
    expect(outcome('held', 'none')).toBe('unpaid');
    expect(outcome('held', 'failed')).toBe('unpaid');
    expect(outcome('expired', 'none')).toBe('unpaid');
    expect(outcome('cancelled', 'none')).toBe('unpaid');
    expect(outcome('failed', 'failed')).toBe('unpaid');
  });

  it('is "unpaid but processing" while a pay-at-shop or cash-on-delivery payment is on its way', () => {
    expect(outcome('held', 'pending')).toBe('unpaid_processing');
    expect(outcome('booked', 'pending')).toBe('unpaid_processing');
    expect(outcome('pending', 'pending')).toBe('unpaid_processing');
  });

  it('is "paid but cancelled" when the booking failed after payment', () => {
    expect(outcome('cancelled', 'refunded')).toBe('paid_cancelled');
    expect(outcome('failed', 'paid')).toBe('paid_cancelled');
    expect(outcome('unsuccessful', 'refunded')).toBe('paid_cancelled');
  });

  it('is "waitlisted" for a waitlisted order whatever the payment', () => {
    for (const payment of PAYMENT_STATUSES) expect(outcome('waitlisted', payment)).toBe('waitlisted');
  });

  it('gives an outcome for every order and payment status', () => {
    for (const order of ORDER_STATUSES) {
      for (const payment of PAYMENT_STATUSES) expect(THANK_YOU_OUTCOMES).toContain(outcome(order, payment));
    }
  });

  it('never tells a customer whose money arrived that it is unpaid', () => {
    for (const order of ORDER_STATUSES) {
      for (const payment of ['paid', 'late', 'refunded'] as const) {
        expect(['unpaid', 'unpaid_processing']).not.toContain(outcome(order, payment));
      }
    }
  });
});

describe('thank-you texts', () => {
  it('has a title and body for every outcome in English and Myanmar', () => {
    for (const lang of ['en', 'mm'] as const) {
      for (const o of THANK_YOU_OUTCOMES) {
        expect(THANK_YOU_TEXTS[lang][o].title).toBeTruthy();
        expect(THANK_YOU_TEXTS[lang][o].body).toBeTruthy();
      }
    }
  });

  it('sends unpaid, cancelled and waitlisted customers to the support phone and email (spec §8)', () => {
    for (const lang of ['en', 'mm'] as const) {
      for (const o of ['unpaid', 'paid_cancelled', 'waitlisted', 'paid_timer_exceeded'] as const) {
        expect(THANK_YOU_TEXTS[lang][o].body).toContain('{phone}');
        expect(THANK_YOU_TEXTS[lang][o].body).toContain('{email}');
      }
    }
  });

  it('fills every placeholder', () => {
    const text = fillSupport(THANK_YOU_TEXTS.en.unpaid.body + ' {phone}', { phone: '+95 1 234 567', email: 'help@thwa.example' });
    expect(text).toContain('call +95 1 234 567 or email help@thwa.example');
    expect(text).not.toMatch(/\{phone\}|\{email\}/);
  });
});

describe('thankYouText: the outcome read for the payment at hand (issue 11)', () => {
  it('pay at shop and cash on delivery each have their own text, in both languages', () => {
    for (const lang of ['en', 'mm'] as const) {
      const shop = thankYouText('unpaid_processing', lang, { method: 'pay_at_shop' }, false, FLIGHT_THANK_YOU_WORDS);
      const cash = thankYouText('unpaid_processing', lang, { method: 'cash_on_delivery' }, false, FLIGHT_THANK_YOU_WORDS);
      expect(shop).toEqual(PENDING_PAYMENT_TEXTS[lang].pay_at_shop);
      expect(cash).toEqual(PENDING_PAYMENT_TEXTS[lang].cash_on_delivery);
      expect(shop.title).not.toBe(cash.title);
      expect(shop.body).not.toBe(cash.body);
    }
    expect(thankYouText('unpaid_processing', 'en', { method: 'card' }, false, FLIGHT_THANK_YOU_WORDS)).toEqual(PENDING_PAYMENT_TEXTS.en.online);
    // Myanmar text writes its numbers in Myanmar digits.
    for (const text of Object.values(PENDING_PAYMENT_TEXTS.mm)) expect(`${text.title} ${text.body}`).not.toMatch(/[0-9]/);
  });

  it('an unpaid order that can still be paid says why the payment failed and that the seats are held', () => {
    const declined = thankYouText('unpaid', 'en', { method: 'card', failureReason: 'declined' }, true, FLIGHT_THANK_YOU_WORDS);
    expect(declined.title).toBe(RETRY_PAYMENT_TEXTS.en.title);
    expect(declined.body).toBe(`${PAYMENT_FAILURE_TEXTS.en.declined} ${RETRY_PAYMENT_TEXTS.en.body}`);
    expect(thankYouText('unpaid', 'mm', { method: 'card', failureReason: 'cancelled' }, true, FLIGHT_THANK_YOU_WORDS).body).toContain(PAYMENT_FAILURE_TEXTS.mm.cancelled);
    // Once it cannot be paid any more (the hold ended), the outcome's own text sends them to support.
    expect(thankYouText('unpaid', 'en', { method: 'card', failureReason: 'declined' }, false, FLIGHT_THANK_YOU_WORDS)).toEqual(THANK_YOU_TEXTS.en.unpaid);
    expect(thankYouText('completed', 'en', null, false, FLIGHT_THANK_YOU_WORDS)).toEqual(THANK_YOU_TEXTS.en.completed);
  });
});

describe("a stay's thank-you words (issue 18: each product words its own outcomes)", () => {
  it('speaks of rooms and the voucher, never of seats or e-tickets, in every outcome and payment state', () => {
    for (const lang of ['en', 'mm'] as const) {
      const words = HOTEL_THANK_YOU_WORDS[lang];
      const texts = [...Object.values(words.outcomes), ...Object.values(words.pending), words.retry, words.guestCancelled!];
      for (const o of THANK_YOU_OUTCOMES) expect(words.outcomes[o].title).toBeTruthy();
      for (const text of texts) expect(`${text.title} ${text.body}`).not.toMatch(lang === 'en' ? /seat|e-ticket|airline/i : /ထိုင်ခုံ|အီးလက်မှတ်|လေကြောင်း/);
    }
  });

  it('a declined card on a stay says the rooms are still held; a shop code promises the voucher', () => {
    const declined = thankYouText('unpaid', 'en', { method: 'card', failureReason: 'declined' }, true, HOTEL_THANK_YOU_WORDS);
    expect(declined.title).toBe('Payment not completed — your rooms are still held');
    expect(declined.body).toContain(PAYMENT_FAILURE_TEXTS.en.declined);
    expect(thankYouText('unpaid_processing', 'en', { method: 'pay_at_shop' }, false, HOTEL_THANK_YOU_WORDS).body).toContain('email your voucher');
    expect(thankYouText('unpaid_processing', 'mm', { method: 'pay_at_shop' }, false, HOTEL_THANK_YOU_WORDS).body).toContain('ဘောက်ချာ');
  });

  it("a stay the guest cancelled says so; a flight has no such words and keeps its outcome's", () => {
    expect(thankYouText('paid_cancelled', 'en', null, false, HOTEL_THANK_YOU_WORDS, true).title).toBe('You cancelled this booking');
    expect(thankYouText('paid_cancelled', 'en', null, false, FLIGHT_THANK_YOU_WORDS, true)).toEqual(THANK_YOU_TEXTS.en.paid_cancelled);
  });
});
