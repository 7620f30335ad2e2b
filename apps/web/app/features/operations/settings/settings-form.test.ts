import { describe, expect, it } from 'vitest';
import { isoToYangonInput, readAlertForm, readPromotionForm, readWholeNumber, yangonInputToIso } from './settings-form.ts';

function form(values: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

describe('Yangon times in forms', () => {
  it('reads a datetime-local value as Yangon time (UTC+06:30) and writes it back', () => {
    expect(yangonInputToIso('2026-12-01T09:30')).toBe('2026-12-01T03:00:00.000Z');
    expect(yangonInputToIso('၂၀၂၆-၁၂-၀၁T၀၆:၀၀')).toBe('2026-11-30T23:30:00.000Z');
    expect(isoToYangonInput('2026-11-30T23:30:00.000Z')).toBe('2026-12-01T06:00');
  });
  it('refuses what is not a time', () => {
    expect(yangonInputToIso('')).toBeNull();
    expect(yangonInputToIso('2026-02-30T10:00')).toBeNull();
    expect(yangonInputToIso('tomorrow')).toBeNull();
  });
});

describe('whole numbers as typed', () => {
  it('takes Myanmar digits and separators; empty is no value', () => {
    expect(readWholeNumber('၅၀,၀၀၀')).toBe(50_000);
    expect(readWholeNumber(' 1,200 ')).toBe(1200);
    expect(readWholeNumber('')).toBeNull();
    expect(readWholeNumber('12.5')).toBeUndefined();
    expect(readWholeNumber('-3')).toBeUndefined();
  });
});

const PROMOTION = {
  code: 'monsoon10',
  kind: 'percent',
  value: '10',
  minAmount: '50,000',
  maxDiscount: '',
  validFrom: '2026-12-01T00:00',
  validTo: '2027-01-01T00:00',
  usageLimit: '100',
  perCustomerLimit: '',
  productTypes: ['2', '1'],
  descriptionEn: '10% off',
  descriptionMy: '၁၀% လျှော့',
};

describe('the promotion form', () => {
  it('becomes the api body: Yangon times as instants, empty limits as none', () => {
    const read = readPromotionForm(form(PROMOTION));
    expect(read).toEqual({
      ok: true,
      body: {
        code: 'monsoon10',
        kind: 'percent',
        value: 10,
        minAmount: 50_000,
        maxDiscount: null,
        validFrom: '2026-11-30T17:30:00.000Z',
        validTo: '2026-12-31T17:30:00.000Z',
        usageLimit: 100,
        perCustomerLimit: null,
        productTypes: [2, 1],
        descriptionEn: '10% off',
        descriptionMy: '၁၀% လျှော့',
      },
    });
  });
  it("names each field's problem with the catalogue's words", () => {
    const read = readPromotionForm(form({ ...PROMOTION, code: 'a b', value: '150', validTo: '2026-11-01T00:00', usageLimit: 'many', productTypes: ['3'] }));
    expect(read).toEqual({
      ok: false,
      errors: {
        code: 'ops.promotions.problem.code_spelling',
        value: 'ops.promotions.problem.percent_range',
        validTo: 'ops.promotions.problem.to_before_from',
        usageLimit: 'ops.promotions.problem.number',
        productTypes: 'ops.promotions.problem.unknown_product',
      },
    });
  });
  it('keeps the total limit above the uses already taken', () => {
    expect(readPromotionForm(form({ ...PROMOTION, usageLimit: '2' }), 3)).toEqual({ ok: false, errors: { usageLimit: 'ops.promotions.problem.limit_below_used' } });
  });
});

describe('the alert form', () => {
  const ALERT = { type: 'warning', scope: 'flight', titleEn: 'Airport closed', titleMy: 'လေဆိပ် ပိတ်', infoEn: 'Tonight', infoMy: 'ယနေ့ည', startsAt: '2026-12-01T06:00', endsAt: '2026-12-02T06:00' };
  it('becomes the api body', () => {
    expect(readAlertForm(form(ALERT))).toEqual({ ok: true, body: { ...ALERT, startsAt: '2026-11-30T23:30:00.000Z', endsAt: '2026-12-01T23:30:00.000Z' } });
  });
  it('needs both languages and an end after the start', () => {
    expect(readAlertForm(form({ ...ALERT, titleMy: ' ', endsAt: ALERT.startsAt }))).toEqual({
      ok: false,
      errors: { titleMy: 'ops.content.alerts.problem.required', endsAt: 'ops.content.alerts.problem.to_before_from' },
    });
  });
});
