import { describe, expect, it } from 'vitest';
import {
  alertIsActive,
  alertShowsOn,
  alertWindowProblem,
  effectiveFrom,
  promotionProblems,
  promotionState,
  rateProblem,
  RATE_PAST_SLACK_MS,
  type PromotionDraft,
} from './business-settings.ts';

const NOW = new Date('2026-11-28T03:00:00Z');

describe('exchange rates', () => {
  it('accepts a positive USD→MMK rate within its bounds, with up to 10 decimals', () => {
    expect(rateProblem('USD_MMK', '4500')).toBeNull();
    expect(rateProblem('USD_MMK', ' 2100.5 ')).toBeNull();
    expect(rateProblem('MMK_USD', '0.0004761905')).toBeNull();
  });

  it('refuses zero, negatives, text, too many decimals and a rate out of bounds', () => {
    expect(rateProblem('USD_MMK', '0')).toBe('not_positive');
    expect(rateProblem('USD_MMK', '-4500')).toBe('not_positive');
    expect(rateProblem('USD_MMK', 'abc')).toBe('not_a_number');
    expect(rateProblem('USD_MMK', '1e3')).toBe('not_a_number');
    expect(rateProblem('MMK_USD', '0.00047619047619')).toBe('too_precise');
    expect(rateProblem('USD_MMK', '99')).toBe('out_of_bounds');
    expect(rateProblem('USD_MMK', '100001')).toBe('out_of_bounds');
    // The other direction's number typed into this one.
    expect(rateProblem('USD_MMK', '0.00022')).toBe('out_of_bounds');
    expect(rateProblem('MMK_USD', '4500')).toBe('out_of_bounds');
  });

  it('starts now when no time is given, or later, never earlier (history is not edited)', () => {
    expect(effectiveFrom(null, NOW)).toEqual({ at: NOW });
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(effectiveFrom(later, NOW)).toEqual({ at: later });
    // A form's round trip ago counts as now.
    expect(effectiveFrom(new Date(NOW.getTime() - 60_000), NOW)).toEqual({ at: NOW });
    expect(effectiveFrom(new Date(NOW.getTime() - RATE_PAST_SLACK_MS - 1), NOW)).toEqual({ problem: 'in_past' });
    expect(effectiveFrom(new Date(NOW.getTime() + 91 * 86_400_000), NOW)).toEqual({ problem: 'too_far' });
  });
});

const DRAFT: PromotionDraft = {
  code: ' monsoon10 ',
  kind: 'percent',
  value: 10,
  minAmount: 50_000,
  maxDiscount: 20_000,
  validFrom: new Date('2026-12-01T00:00:00Z'),
  validTo: new Date('2027-01-01T00:00:00Z'),
  usageLimit: 100,
  perCustomerLimit: 1,
  productTypes: [2],
  descriptionEn: '10% off flights',
  descriptionMy: 'လေယာဉ်လက်မှတ် ၁၀% လျှော့',
};

const fields = (draft: Partial<PromotionDraft>, used = 0) => promotionProblems({ ...DRAFT, ...draft }, used).map((one) => `${one.field}:${one.problem}`);

describe('promotions', () => {
  it('takes a well-formed promotion, its code compared trimmed and upper case', () => {
    expect(fields({})).toEqual([]);
    expect(fields({ code: 'NEW-YEAR_2027' })).toEqual([]);
  });

  it("refuses a code's spelling: too short, spaces, signs, or - at an end", () => {
    for (const code of ['AB', 'MON SOON', 'MONSOON!', '-MONSOON', 'MONSOON_', 'ဆောင်း', 'A'.repeat(33)]) expect(fields({ code }), code).toEqual(['code:code_spelling']);
  });

  it('takes a percent from 1 to 100 only, and a fixed amount of at least 1 MMK', () => {
    expect(fields({ value: 0 })).toEqual(['value:percent_range']);
    expect(fields({ value: 101 })).toEqual(['value:percent_range']);
    expect(fields({ value: 12.5 })).toEqual(['value:percent_range']);
    expect(fields({ value: 100 })).toEqual([]);
    expect(fields({ kind: 'fixed', value: 5000, maxDiscount: null })).toEqual([]);
    expect(fields({ kind: 'fixed', value: 0, maxDiscount: null })).toEqual(['value:fixed_range']);
  });

  it('allows a discount cap on a percent only', () => {
    expect(fields({ kind: 'fixed', value: 5000 })).toEqual(['maxDiscount:cap_for_percent_only']);
    expect(fields({ maxDiscount: 0 })).toEqual(['maxDiscount:amount_range']);
  });

  it('needs the end after the start', () => {
    expect(fields({ validTo: DRAFT.validFrom })).toEqual(['validTo:to_before_from']);
    expect(fields({ validTo: new Date('2026-11-01T00:00:00Z') })).toEqual(['validTo:to_before_from']);
  });

  it('never lowers the total limit below the uses already taken', () => {
    expect(fields({ usageLimit: 5 }, 5)).toEqual([]);
    expect(fields({ usageLimit: 4 }, 5)).toEqual(['usageLimit:limit_below_used']);
    expect(fields({ usageLimit: 0 })).toEqual(['usageLimit:limit_range']);
    expect(fields({ perCustomerLimit: 0 })).toEqual(['perCustomerLimit:limit_range']);
    expect(fields({ usageLimit: null, perCustomerLimit: null })).toEqual([]);
  });

  it('limits to spec product type ids only, and needs both descriptions', () => {
    expect(fields({ productTypes: [1, 2, 11] })).toEqual([]);
    expect(fields({ productTypes: [3] })).toEqual(['productTypes:unknown_product']);
    expect(fields({ descriptionEn: ' ', descriptionMy: '' })).toEqual(['descriptionEn:description_missing', 'descriptionMy:description_missing']);
  });

  it('tells where a promotion stands', () => {
    const promo = { active: true, validFrom: DRAFT.validFrom, validTo: DRAFT.validTo, usageLimit: 2, used: 0 };
    expect(promotionState(promo, NOW)).toBe('scheduled');
    expect(promotionState(promo, new Date('2026-12-15T00:00:00Z'))).toBe('running');
    expect(promotionState({ ...promo, used: 2 }, new Date('2026-12-15T00:00:00Z'))).toBe('used_up');
    expect(promotionState(promo, DRAFT.validTo)).toBe('expired');
    expect(promotionState({ ...promo, active: false }, new Date('2026-12-15T00:00:00Z'))).toBe('ended');
  });
});

describe('alerts', () => {
  const window = { startsAt: new Date('2026-11-28T00:00:00Z'), endsAt: new Date('2026-11-29T00:00:00Z') };
  it('shows from its start inclusive to its end exclusive', () => {
    expect(alertIsActive(window, window.startsAt)).toBe(true);
    expect(alertIsActive(window, NOW)).toBe(true);
    expect(alertIsActive(window, window.endsAt)).toBe(false);
    expect(alertIsActive(window, new Date('2026-11-27T23:59:59Z'))).toBe(false);
  });
  it('must end after it starts', () => {
    expect(alertWindowProblem(window)).toBeNull();
    expect(alertWindowProblem({ startsAt: window.endsAt, endsAt: window.endsAt })).toBe('to_before_from');
  });
  it('shows an alert for all products on both, one for flights on flights only', () => {
    expect(alertShowsOn('all', 'hotel')).toBe(true);
    expect(alertShowsOn('flight', 'flight')).toBe(true);
    expect(alertShowsOn('flight', 'hotel')).toBe(false);
  });
});
