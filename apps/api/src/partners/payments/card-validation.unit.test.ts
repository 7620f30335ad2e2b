import { describe, expect, it } from 'vitest';
import { cardDigits, checkCard, expiryInFuture, luhnValid, parseExpiry } from './card-validation.ts';

const NOW = new Date('2025-06-15T10:00:00Z');

describe('Luhn', () => {
  it.each(['4111111111111111', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005'])('accepts %s', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  it.each(['4111111111111112', '4000000000000003', '1234567812345678', '41111111111', '41111111111111111111', '4111-1111-1111-1111', ''])(
    'refuses %s',
    (number) => {
      expect(luhnValid(number)).toBe(false);
    },
  );

  it('reads spaces, dashes and Myanmar digits as the card number', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(cardDigits('၄၁၁၁ ၁၁၁၁ ၁၁၁၁ ၁၁၁၁')).toBe('4111111111111111');
  });
});

describe('expiry', () => {
  it('reads MM/YY', () => {
    expect(parseExpiry('07/27')).toEqual({ month: 7, year: 2027 });
    expect(parseExpiry('07 / 27')).toEqual({ month: 7, year: 2027 });
    expect(parseExpiry('0727')).toEqual({ month: 7, year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('00/27')).toBeNull();
    expect(parseExpiry('7/27')).toBeNull();
  });

  it('keeps a card good through the last day of its month', () => {
    expect(expiryInFuture({ month: 6, year: 2025 }, NOW)).toBe(true);
    expect(expiryInFuture({ month: 5, year: 2025 }, NOW)).toBe(false);
    expect(expiryInFuture({ month: 1, year: 2026 }, NOW)).toBe(true);
  });
});

describe('checkCard', () => {
  const good = { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'Aung Aung' };

  it('maps the test cards to their outcomes', () => {
    expect(checkCard(good, NOW)).toEqual({ ok: true, outcome: 'approved' });
    expect(checkCard({ ...good, number: '4000000000000002' }, NOW)).toEqual({ ok: true, outcome: 'declined' });
    expect(checkCard({ ...good, number: '4000000000009995' }, NOW)).toEqual({ ok: true, outcome: 'insufficient_funds' });
  });

  it('refuses a valid number that is not a test card', () => {
    expect(checkCard({ ...good, number: '5555555555554444' }, NOW)).toEqual({ ok: false, errors: { number: 'number_not_test' } });
  });

  it('reports every bad field at once', () => {
    expect(checkCard({ number: '4111111111111112', expiry: '05/25', cvc: '12', name: ' ' }, NOW)).toEqual({
      ok: false,
      errors: { number: 'number_invalid', expiry: 'expiry_past', cvc: 'cvc_invalid', name: 'name_missing' },
    });
    expect(checkCard({ ...good, expiry: '2030-12', cvc: '12345' }, NOW)).toEqual({ ok: false, errors: { expiry: 'expiry_format', cvc: 'cvc_invalid' } });
  });

  it('accepts a 4-digit security code', () => {
    expect(checkCard({ ...good, cvc: '1234' }, NOW)).toEqual({ ok: true, outcome: 'approved' });
  });
});
