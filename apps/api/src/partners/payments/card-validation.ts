import { toLatinDigits } from '@thwa/domain/money';

/**
 * What the sandbox card gateway checks on its hosted page before it "asks the issuer": the same checks a
 * real gateway makes, so our pages meet the same errors they will meet in production.
 */

export type CardOutcome = 'approved' | 'declined' | 'insufficient_funds';

/** The published test cards (shown on the page). Any other number is refused, so nobody types a real one. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4111111111111111': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
export type CardError = 'number_invalid' | 'number_not_test' | 'expiry_format' | 'expiry_past' | 'cvc_invalid' | 'name_missing';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardCheck = { ok: true; outcome: CardOutcome } | { ok: false; errors: Partial<Record<CardField, CardError>> };

/** Digits only: people type card numbers with spaces or dashes, and Myanmar keyboards give ၀-၉. */
export function cardDigits(text: string): string {
  return toLatinDigits(text).replace(/[\s-]/g, '');
}

/** The Luhn check digit test, on 12 to 19 digits (the lengths card schemes issue). */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' (also 'MM / YY', 'MMYY') to month and full year, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(toLatinDigits(text).trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function expiryInFuture(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year * 12 + expiry.month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function cvcValid(text: string): boolean {
  return /^[0-9]{3,4}$/.test(toLatinDigits(text).trim());
}

/** Every field's error at once, so the page shows them all in one round trip on a slow connection. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, CardError>> = {};
  const digits = cardDigits(form.number);
  const outcome = TEST_CARDS[digits];
  if (!luhnValid(digits)) errors.number = 'number_invalid';
  else if (!outcome) errors.number = 'number_not_test';
  const expiry = parseExpiry(form.expiry);
  if (!expiry) errors.expiry = 'expiry_format';
  else if (!expiryInFuture(expiry, now)) errors.expiry = 'expiry_past';
  if (!cvcValid(form.cvc)) errors.cvc = 'cvc_invalid';
  if (form.name.trim().length < 2) errors.name = 'name_missing';
  if (Object.keys(errors).length > 0 || !outcome) return { ok: false, errors };
  return { ok: true, outcome };
}
