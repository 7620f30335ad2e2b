import { describe, it, expect } from 'vitest';
import { CASH_ON_DELIVERY_SUB_CATEGORY_ID } from '../constants.ts';
import {
  INITIAL_PAYMENT_SELECTION,
  PAYMENT_CATEGORY,
  PAYMENT_SUB_CATEGORY,
  SUB_CATEGORY_METHOD,
  canRetryPayment,
  paymentDeadline,
  paymentFailureReason,
  paymentMethodOfCategory,
  selectPaymentSubCategory,
  type PaymentSelection,
} from './payment-selection.ts';

const cod = { address: 'No. 1, Pyay Road', township: 'Kamayut', city: 'Yangon' };
const withCod: PaymentSelection = {
  ...INITIAL_PAYMENT_SELECTION,
  selectedPaymentCategoryId: PAYMENT_CATEGORY.cashOnDelivery,
  selectedPaymentSubCategoryId: 19,
  flightCashOnDeliveryInfo: cod,
  promoCode: 'SUMMER10',
};

describe('payment ids', () => {
  it('uses 19 for cash on delivery, as spec §9 says', () => {
    expect(PAYMENT_SUB_CATEGORY.cashOnDelivery).toBe(19);
    expect(CASH_ON_DELIVERY_SUB_CATEGORY_ID).toBe(19);
    expect(SUB_CATEGORY_METHOD[19]).toBe('cashOnDelivery');
  });

  it('maps category ids to methods', () => {
    expect(paymentMethodOfCategory(2)).toBe('card');
    expect(paymentMethodOfCategory(5)).toBe('cashOnDelivery');
    expect(paymentMethodOfCategory(99)).toBeNull();
  });

  it('starts with nothing chosen and the wallet currency MMK (spec §3)', () => {
    expect(INITIAL_PAYMENT_SELECTION).toEqual({
      selectedPaymentCategoryId: null,
      selectedPaymentSubCategoryId: null,
      flightCashOnDeliveryInfo: null,
      walletCurrency: 'MMK',
      promoCode: '',
    });
  });
});

describe('selectPaymentSubCategory (spec §4: a sub-category other than empty or 19 clears cash-on-delivery info)', () => {
  it('clears the cash-on-delivery info when a card is chosen, and selects the card category', () => {
    const next = selectPaymentSubCategory(withCod, PAYMENT_SUB_CATEGORY.visaMaster);
    expect(next.flightCashOnDeliveryInfo).toBeNull();
    expect(next.selectedPaymentSubCategoryId).toBe(11);
    expect(next.selectedPaymentCategoryId).toBe(PAYMENT_CATEGORY.card);
    expect(next.promoCode).toBe('SUMMER10');
  });

  it('keeps it when 19 is chosen again, or the choice is emptied', () => {
    expect(selectPaymentSubCategory(withCod, 19).flightCashOnDeliveryInfo).toBe(cod);
    expect(selectPaymentSubCategory(withCod, '19').flightCashOnDeliveryInfo).toBe(cod);
    expect(selectPaymentSubCategory(withCod, '').flightCashOnDeliveryInfo).toBe(cod);
    expect(selectPaymentSubCategory(withCod, null)).toEqual({ ...withCod, selectedPaymentSubCategoryId: null });
  });

  it('clears it for an unknown sub-category too, keeping the category', () => {
    const next = selectPaymentSubCategory(withCod, 42);
    expect(next.flightCashOnDeliveryInfo).toBeNull();
    expect(next.selectedPaymentCategoryId).toBe(PAYMENT_CATEGORY.cashOnDelivery);
  });

  it('refuses an id that is not a positive whole number', () => {
    expect(() => selectPaymentSubCategory(withCod, 'abc')).toThrow(RangeError);
    expect(() => selectPaymentSubCategory(withCod, -1)).toThrow(RangeError);
  });
});

describe('paymentDeadline (spec §9 payment windows)', () => {
  const placed = new Date('2025-03-10T05:00:00Z');

  it('gives card, mobile wallet and wallet 15 minutes', () => {
    for (const method of ['card', 'mobileWallet', 'wallet'] as const) {
      expect(paymentDeadline(method, placed).toISOString()).toBe('2025-03-10T05:15:00.000Z');
    }
  });

  it('gives pay at shop and cash on delivery 24 hours', () => {
    expect(paymentDeadline('payAtShop', placed).toISOString()).toBe('2025-03-11T05:00:00.000Z');
    expect(paymentDeadline('cashOnDelivery', placed).toISOString()).toBe('2025-03-11T05:00:00.000Z');
  });

  it('refuses an invalid date', () => {
    expect(() => paymentDeadline('card', new Date('nope'))).toThrow(RangeError);
  });
});

describe('trying a payment again (issue 11)', () => {
  const now = new Date('2031-03-08T03:40:00Z');
  const held = { status: 'held', paymentStatus: 'failed', holdExpiresAt: '2031-03-08T03:45:00Z' };

  it('is offered while the order is held, its hold lasts and the last payment failed (or none started)', () => {
    expect(canRetryPayment(held, now)).toBe(true);
    expect(canRetryPayment({ ...held, paymentStatus: 'none' }, now)).toBe(true);
  });

  it('is not offered once the hold ends, nor for a payment under way or paid, nor for an order past held', () => {
    expect(canRetryPayment({ ...held, holdExpiresAt: '2031-03-08T03:40:00Z' }, now)).toBe(false);
    expect(canRetryPayment({ ...held, holdExpiresAt: null }, now)).toBe(false);
    expect(canRetryPayment({ ...held, holdExpiresAt: 'not a date' }, now)).toBe(false);
    for (const paymentStatus of ['pending', 'paid', 'refunded', 'late']) expect(canRetryPayment({ ...held, paymentStatus }, now)).toBe(false);
    for (const status of ['paid', 'processing', 'completed', 'expired', 'cancelled']) expect(canRetryPayment({ ...held, status }, now)).toBe(false);
  });

  it('knows the reasons providers report; anything else is a plain failure', () => {
    expect(paymentFailureReason('declined')).toBe('declined');
    expect(paymentFailureReason('cancelled')).toBe('cancelled');
    expect(paymentFailureReason(undefined)).toBe('failed');
    expect(paymentFailureReason('stolen card')).toBe('failed');
  });
});
