/**
 * The progress bar of the booking flows (spec §1: "Booking flow steps for flights: Search, Detail
 * info, Contact info, Payment, Complete. A compact variant shows Search, Detail info, Payment,
 * Complete. The offline flow shows Search, Contact info, Complete. A progress bar marks the current
 * and all earlier steps as active."). A hotel stay goes Search, Room, Guest info, Payment, Complete.
 */
import type { Language } from '../settings.ts';

export const CHECKOUT_STEP_KEYS = ['search', 'room', 'detailInfo', 'guestInfo', 'contactInfo', 'payment', 'complete', 'quote', 'details', 'plan'] as const;
export type CheckoutStepKey = (typeof CHECKOUT_STEP_KEYS)[number];

export const CHECKOUT_VARIANTS = {
  full: ['search', 'detailInfo', 'contactInfo', 'payment', 'complete'],
  /** Contact details are asked on the traveller page. */
  compact: ['search', 'detailInfo', 'payment', 'complete'],
  /** Offline (waitlist) flights: our team calls back, so no payment step. */
  offline: ['search', 'contactInfo', 'complete'],
  /** A hotel stay: the room chosen on the hotel's page, then the guests and contact on one page. */
  hotel: ['search', 'room', 'guestInfo', 'payment', 'complete'],
  /** Travel insurance: a quote for the cover, then the holder, insured people and contact on one page. */
  insurance: ['quote', 'details', 'payment', 'complete'],
  /** Health insurance: the plans for an age, the plan chosen for a date of birth, then the insured person, beneficiary and contact. */
  health: ['quote', 'plan', 'details', 'payment', 'complete'],
} as const satisfies Record<string, readonly CheckoutStepKey[]>;
export type CheckoutVariant = keyof typeof CHECKOUT_VARIANTS;

export interface CheckoutStepState {
  readonly key: CheckoutStepKey;
  /** The current step and every earlier one. */
  readonly active: boolean;
  readonly current: boolean;
}

/** The steps of a variant, in order. */
export function checkoutSteps(variant: CheckoutVariant): readonly CheckoutStepKey[] {
  return CHECKOUT_VARIANTS[variant];
}

/**
 * Spec §1: each step of the variant, marked active when it is the current step or an earlier one.
 * @throws RangeError when the variant has no such step (a page of one flow shown in another).
 */
export function stepStates(variant: CheckoutVariant, current: CheckoutStepKey): CheckoutStepState[] {
  const steps = checkoutSteps(variant);
  const index = steps.indexOf(current);
  if (index === -1) throw new RangeError(`the ${variant} flow has no ${current} step`);
  return steps.map((key, i) => ({ key, active: i <= index, current: i === index }));
}

export const CHECKOUT_STEP_LABELS: Readonly<Record<Language, Readonly<Record<CheckoutStepKey, string>>>> = {
  en: { search: 'Search', room: 'Room', detailInfo: 'Detail info', guestInfo: 'Guest info', contactInfo: 'Contact info', payment: 'Payment', complete: 'Complete', quote: 'Quote', details: 'Details', plan: 'Plan' },
  mm: {
    search: 'ရှာဖွေရန်',
    room: 'အခန်း',
    detailInfo: 'ခရီးသည်အချက်အလက်',
    guestInfo: 'ဧည့်သည်အချက်အလက်',
    contactInfo: 'ဆက်သွယ်ရန်အချက်အလက်',
    payment: 'ငွေပေးချေမှု',
    complete: 'ပြီးဆုံးပါပြီ',
    quote: 'ဈေးနှုန်း',
    details: 'အသေးစိတ်',
    plan: 'အစီအစဉ်',
  },
};
