import { describe, it, expect } from 'vitest';
import { CHECKOUT_STEP_KEYS, CHECKOUT_STEP_LABELS, CHECKOUT_VARIANTS, checkoutSteps, stepStates } from './checkout-steps.ts';

describe('checkoutSteps (spec §1 booking flow steps)', () => {
  it('is Search, Detail info, Contact info, Payment, Complete', () => {
    expect(checkoutSteps('full')).toEqual(['search', 'detailInfo', 'contactInfo', 'payment', 'complete']);
  });

  it('is Search, Detail info, Payment, Complete in the compact variant', () => {
    expect(checkoutSteps('compact')).toEqual(['search', 'detailInfo', 'payment', 'complete']);
  });

  it('is Search, Contact info, Complete in the offline flow', () => {
    expect(checkoutSteps('offline')).toEqual(['search', 'contactInfo', 'complete']);
  });
});

describe('stepStates (spec §1: the current and all earlier steps are active)', () => {
  it('marks the current step and every earlier one active', () => {
    expect(stepStates('full', 'contactInfo')).toEqual([
      { key: 'search', active: true, current: false },
      { key: 'detailInfo', active: true, current: false },
      { key: 'contactInfo', active: true, current: true },
      { key: 'payment', active: false, current: false },
      { key: 'complete', active: false, current: false },
    ]);
  });

  it('marks every step active on Complete and only Search on Search', () => {
    expect(stepStates('compact', 'complete').every((s) => s.active)).toBe(true);
    expect(stepStates('offline', 'search').map((s) => s.active)).toEqual([true, false, false]);
  });

  it('takes a hotel stay through its own steps: Search, Room, Guest info, Payment, Complete', () => {
    expect(checkoutSteps('hotel').map((key) => CHECKOUT_STEP_LABELS.en[key])).toEqual(['Search', 'Room', 'Guest info', 'Payment', 'Complete']);
    expect(stepStates('hotel', 'guestInfo').filter((step) => step.active).map((step) => step.key)).toEqual(['search', 'room', 'guestInfo']);
    expect(() => stepStates('hotel', 'detailInfo')).toThrow(RangeError);
  });

  it('takes a product through its own steps, listed by the product rather than named here', () => {
    const plan = ['quote', 'plan', 'details', 'payment', 'complete'] as const;
    expect(checkoutSteps(plan)).toBe(plan);
    expect(checkoutSteps(plan).map((key) => CHECKOUT_STEP_LABELS.en[key])).toEqual(['Quote', 'Plan', 'Details', 'Payment', 'Complete']);
    expect(stepStates(plan, 'plan').filter((step) => step.active).map((step) => step.key)).toEqual(['quote', 'plan']);
    expect(() => stepStates(plan, 'room')).toThrow('the quote > plan > details > payment > complete flow has no room step');
  });

  it('names only the core flows: flights (full, compact, offline) and hotels', () => {
    expect(Object.keys(CHECKOUT_VARIANTS)).toEqual(['full', 'compact', 'offline', 'hotel']);
  });

  it('refuses a step the flow does not have', () => {
    expect(() => stepStates('offline', 'payment')).toThrow(RangeError);
    expect(() => stepStates('compact', 'contactInfo')).toThrow(RangeError);
  });

  it('has a label for every step in English and Myanmar', () => {
    for (const key of CHECKOUT_STEP_KEYS) {
      expect(CHECKOUT_STEP_LABELS.en[key]).toBeTruthy();
      expect(CHECKOUT_STEP_LABELS.mm[key]).toMatch(/[\u1000-\u109f]/);
    }
    expect(CHECKOUT_STEP_LABELS.en.detailInfo).toBe('Detail info');
  });
});
