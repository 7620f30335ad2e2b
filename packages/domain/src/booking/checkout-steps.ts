/**
 * The progress bar of the booking flows (spec §1: "Booking flow steps for flights: Search, Detail
 * info, Contact info, Payment, Complete. A compact variant shows Search, Detail info, Payment,
 * Complete. The offline flow shows Search, Contact info, Complete. A progress bar marks the current
 * and all earlier steps as active."). A hotel stay goes Search, Room, Guest info, Payment, Complete.
 * Only the core flows are named here: any other product lists its own steps of CHECKOUT_STEP_KEYS
 * (the web keeps them with the product), so a new product adds no variant here.
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
} as const satisfies Record<string, readonly CheckoutStepKey[]>;
export type CheckoutVariant = keyof typeof CHECKOUT_VARIANTS;

/** A booking flow: a core flow by its name, or a product's own steps in order. */
export type CheckoutFlow = CheckoutVariant | readonly CheckoutStepKey[];

export interface CheckoutStepState {
  readonly key: CheckoutStepKey;
  /** The current step and every earlier one. */
  readonly active: boolean;
  readonly current: boolean;
}

/** The steps of a flow, in order. */
export function checkoutSteps(flow: CheckoutFlow): readonly CheckoutStepKey[] {
  return typeof flow === 'string' ? CHECKOUT_VARIANTS[flow] : flow;
}

/**
 * Spec §1: each step of the flow, marked active when it is the current step or an earlier one.
 * @throws RangeError when the flow has no such step (a page of one flow shown in another).
 */
export function stepStates(flow: CheckoutFlow, current: CheckoutStepKey): CheckoutStepState[] {
  const steps = checkoutSteps(flow);
  const index = steps.indexOf(current);
  if (index === -1) throw new RangeError(`the ${typeof flow === 'string' ? flow : steps.join(' > ')} flow has no ${current} step`);
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
