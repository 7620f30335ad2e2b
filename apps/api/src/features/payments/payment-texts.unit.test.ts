import { describe, expect, it } from 'vitest';
import { PAYMENT_CATEGORY, type PaymentMethod } from '@thwa/domain/booking/payment-selection';
import { paymentCategories } from './payments.service.ts';

/** Words for developers, not customers: what a payment sandbox is, or which real product it imitates. */
const DEVELOPER_WORDING = /sandbox|-style|\bKBZ|\btest\b|\bdemo\b|\bstub\b|\bmock\b|\bfake\b/i;

describe('payment methods are named for customers', () => {
  it('names and describes every method and sub-category without developer wording, in both languages', () => {
    const methods = Object.keys(PAYMENT_CATEGORY) as PaymentMethod[];
    for (const language of ['en', 'mm'] as const) {
      const texts = paymentCategories(language, methods).flatMap((category) => [category.name, category.description, ...category.subCategories.map((sub) => sub.name)]);
      expect(texts.filter((text) => DEVELOPER_WORDING.test(text))).toEqual([]);
    }
  });

  it('calls the mobile wallet by its name', () => {
    const mobile = (language: 'en' | 'mm') => paymentCategories(language, ['mobileWallet']).flatMap((category) => category.subCategories.map((sub) => sub.name));
    expect(mobile('en')).toEqual(['ThwaPay mobile wallet']);
    expect(mobile('mm')).toEqual(['ThwaPay မိုဘိုင်းငွေပိုက်ဆံအိတ်']);
  });
});
