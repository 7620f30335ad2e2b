/**
 * The thank-you page after a flight booking (spec §4 "Thank-you outcomes: all paid and completed;
 * paid but processing (awaiting airline or hotel confirmation); paid but exceeded timer; unpaid;
 * unpaid but processing; paid but cancelled (refunded after a technical issue); waitlisted (flight
 * team contacts within 24 hours, price may change)", §8 "Unpaid, cancelled and waitlisted outcomes
 * direct users to the support phone {phone} and email {email}").
 */
import type { OrderStatus } from '../order-status.ts';
import type { PaymentStatus } from '../orders/life-cycle.ts';
import type { Language } from '../settings.ts';
import type { PaymentFailureReason } from './payment-selection.ts';

export const THANK_YOU_OUTCOMES = [
  'completed',
  'paid_processing',
  'paid_timer_exceeded',
  'unpaid',
  'unpaid_processing',
  'paid_cancelled',
  'waitlisted',
] as const;
export type ThankYouOutcome = (typeof THANK_YOU_OUTCOMES)[number];

/**
 * The outcome to show for an order. Rules, first match wins:
 * 1. waitlisted order → 'waitlisted' (whatever the payment: the team calls and may re-price);
 * 2. completed order → 'completed';
 * 3. payment late → 'paid_timer_exceeded'; payment refunded → 'paid_cancelled';
 * 4. cancelled / failed / unsuccessful order → 'paid_cancelled' when paid (a refund is owed),
 *    otherwise 'unpaid';
 * 5. expired order → 'paid_timer_exceeded' when paid (money came as the hold lapsed), otherwise 'unpaid';
 * 6. paid order → 'paid_processing' (money recorded, awaiting the airline);
 * 7. any other order (initialized, booked, held, pending, processing): paid → 'paid_processing',
 *    pending → 'unpaid_processing' (pay at shop or cash on delivery on its way), none/failed → 'unpaid'.
 */
export function thankYouOutcome(input: { orderStatus: OrderStatus; paymentStatus: PaymentStatus }): ThankYouOutcome {
  const { orderStatus, paymentStatus } = input;
  if (orderStatus === 'waitlisted') return 'waitlisted';
  if (orderStatus === 'completed') return 'completed';
  if (paymentStatus === 'late') return 'paid_timer_exceeded';
  if (paymentStatus === 'refunded') return 'paid_cancelled';
  switch (orderStatus) {
    case 'cancelled':
    case 'failed':
    case 'unsuccessful':
      return paymentStatus === 'paid' ? 'paid_cancelled' : 'unpaid';
    case 'expired':
      return paymentStatus === 'paid' ? 'paid_timer_exceeded' : 'unpaid';
    case 'paid':
      return 'paid_processing';
    case 'initialized':
    case 'booked':
    case 'held':
    case 'pending':
    case 'processing':
      if (paymentStatus === 'paid') return 'paid_processing';
      return paymentStatus === 'pending' ? 'unpaid_processing' : 'unpaid';
  }
}

export interface ThankYouText {
  readonly title: string;
  readonly body: string;
}

/**
 * Title and body per outcome. `{phone}` and `{email}` are the support line and mailbox, filled by
 * {@link fillSupport} (spec §8 leaves the numbers to configuration).
 */
export const THANK_YOU_TEXTS: Readonly<Record<Language, Readonly<Record<ThankYouOutcome, ThankYouText>>>> = {
  en: {
    completed: {
      title: 'Your booking is complete',
      body: 'We received your payment and your tickets are issued. The e-ticket is in your email; you can also download it here, or later from Track booking.',
    },
    paid_processing: {
      title: 'Payment received — confirming your booking',
      body: 'We are waiting for the airline to confirm your seats. We will email your e-ticket as soon as it is issued.',
    },
    paid_timer_exceeded: {
      title: 'Your payment arrived after the time limit',
      body: 'The time to pay ran out before your payment reached us, so the seats were released. Our team will try to book the same flight for you or refund you in full. For help, call {phone} or email {email}.',
    },
    unpaid: {
      title: 'Payment not received',
      body: 'We have not received payment for this booking, so it is not confirmed. Please try again or choose another payment method. For help, call {phone} or email {email}.',
    },
    unpaid_processing: {
      title: 'Booking held — waiting for your payment',
      body: 'Your seats are held. Pay at a partner shop within 24 hours, or our team will contact you about cash on delivery. The booking is confirmed once we receive the money.',
    },
    paid_cancelled: {
      title: 'Booking cancelled — your money will be refunded',
      body: 'A technical problem stopped us from issuing your tickets, so the booking was cancelled and your payment will be refunded in full. For help, call {phone} or email {email}.',
    },
    waitlisted: {
      title: 'You are on the waitlist',
      body: 'This flight has no confirmed seat yet. Our flight team will contact you within 24 hours; the price may change. For help, call {phone} or email {email}.',
    },
  },
  mm: {
    completed: {
      title: 'ဘိုကင် အောင်မြင်ပါပြီ',
      body: 'ငွေပေးချေမှုကို လက်ခံရရှိပြီး လက်မှတ်ထုတ်ပေးပြီးပါပြီ။ အီးလက်မှတ်ကို သင့်အီးမေးလ်သို့ ပို့ထားပြီး ဤနေရာတွင် သို့မဟုတ် နောက်ပိုင်း "ဘိုကင် ရှာဖွေရန်" မှလည်း ဒေါင်းလုဒ်လုပ်နိုင်ပါသည်။',
    },
    paid_processing: {
      title: 'ငွေပေးချေမှု လက်ခံရရှိပါပြီ — ဘိုကင်ကို အတည်ပြုနေပါသည်',
      body: 'လေကြောင်းလိုင်းမှ ထိုင်ခုံအတည်ပြုချက်ကို စောင့်ဆိုင်းနေပါသည်။ လက်မှတ်ထုတ်ပြီးသည်နှင့် အီးလက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
    },
    paid_timer_exceeded: {
      title: 'သတ်မှတ်ချိန်ကျော်မှ ငွေပေးချေမှု ရောက်ရှိပါသည်',
      body: 'ငွေပေးချေရန် အချိန်ကုန်သွားပြီးမှ သင့်ငွေ ရောက်ရှိသဖြင့် ထိုင်ခုံများကို ပြန်လွှတ်ပေးလိုက်ရပါသည်။ ကျွန်ုပ်တို့အဖွဲ့မှ တူညီသောခရီးစဉ်ကို ပြန်လည်ဘိုကင်တင်ပေးရန် ကြိုးစားမည် သို့မဟုတ် ငွေအပြည့်အဝ ပြန်အမ်းပေးပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
    },
    unpaid: {
      title: 'ငွေပေးချေမှု မရရှိပါ',
      body: 'ဤဘိုကင်အတွက် ငွေပေးချေမှု မရရှိသေးသဖြင့် ဘိုကင် အတည်မပြုရသေးပါ။ ထပ်မံကြိုးစားပါ သို့မဟုတ် အခြားငွေပေးချေနည်းကို ရွေးချယ်ပါ။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
    },
    unpaid_processing: {
      title: 'ထိုင်ခုံ ယာယီသိမ်းထားပါသည် — ငွေပေးချေမှုကို စောင့်နေပါသည်',
      body: 'သင့်ထိုင်ခုံများကို ယာယီသိမ်းထားပါသည်။ ၂၄ နာရီအတွင်း ကိုယ်စားလှယ်ဆိုင်တွင် ငွေပေးချေပါ သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ (COD) စနစ်ဖြင့် ငွေပေးချေရန် ကျွန်ုပ်တို့အဖွဲ့မှ ဆက်သွယ်ပါမည်။ ငွေလက်ခံရရှိသည်နှင့် ဘိုကင်ကို အတည်ပြုပါမည်။',
    },
    paid_cancelled: {
      title: 'ဘိုကင် ပယ်ဖျက်ပြီးပါပြီ — ငွေပြန်အမ်းပေးပါမည်',
      body: 'နည်းပညာဆိုင်ရာ အခက်အခဲကြောင့် လက်မှတ်ထုတ်ပေး၍ မရသဖြင့် ဘိုကင်ကို ပယ်ဖျက်ခဲ့ပြီး ပေးချေထားသောငွေကို အပြည့်အဝ ပြန်အမ်းပေးပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
    },
    waitlisted: {
      title: 'စောင့်ဆိုင်းစာရင်းတွင် ပါဝင်ပါသည်',
      body: 'ဤခရီးစဉ်တွင် အတည်ပြုထားသော ထိုင်ခုံ မရှိသေးပါ။ ကျွန်ုပ်တို့၏ လေယာဉ်လက်မှတ်အဖွဲ့မှ ၂၄ နာရီအတွင်း ဆက်သွယ်ပါမည်။ ဈေးနှုန်း ပြောင်းလဲနိုင်ပါသည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
    },
  },
};

/**
 * A hotel stay words the outcomes that speak of seats, tickets and airlines in its own terms (rooms,
 * the voucher, the hotel); the others read the same for every product. `guest_cancelled` is a stay the
 * guest cancelled themselves (decision 022), which is not the technical failure 'paid_cancelled' means.
 */
export const HOTEL_THANK_YOU_TEXTS: Readonly<Record<Language, Readonly<Partial<Record<ThankYouOutcome | 'guest_cancelled', ThankYouText>>>>> = {
  en: {
    completed: {
      title: 'Your stay is booked',
      body: 'We received your payment and the hotel confirmed your rooms. The voucher is in your email; show it at check-in. You can also open it here, or later from Track booking.',
    },
    paid_processing: {
      title: 'Payment received — confirming your rooms',
      body: 'We are waiting for the hotel to confirm your rooms. We will email your voucher as soon as it does.',
    },
    paid_timer_exceeded: {
      title: 'Your payment arrived after the time limit',
      body: 'The time to pay ran out before your payment reached us, so the rooms were released. Our team will try to book the same stay for you or refund you in full. For help, call {phone} or email {email}.',
    },
    paid_cancelled: {
      title: 'Booking cancelled — your money will be refunded',
      body: 'The hotel could not confirm your rooms, so the booking was cancelled and your payment will be refunded in full. For help, call {phone} or email {email}.',
    },
    guest_cancelled: {
      title: 'You cancelled this booking',
      body: 'The hotel has been told and the rooms are released. What your rate allows is refunded, as shown below.',
    },
  },
  mm: {
    completed: {
      title: 'တည်းခိုမှု ဘိုကင် အောင်မြင်ပါပြီ',
      body: 'ငွေပေးချေမှုကို လက်ခံရရှိပြီး ဟိုတယ်က သင့်အခန်းများကို အတည်ပြုပြီးပါပြီ။ ဘောက်ချာကို သင့်အီးမေးလ်သို့ ပို့ထားပါသည်၊ ချက်အင်ဝင်ချိန်တွင် ပြပါ။ ဤနေရာတွင် သို့မဟုတ် နောက်ပိုင်း "ဘိုကင် ရှာဖွေရန်" မှလည်း ဖွင့်ကြည့်နိုင်ပါသည်။',
    },
    paid_processing: {
      title: 'ငွေပေးချေမှု လက်ခံရရှိပါပြီ — အခန်းများကို အတည်ပြုနေပါသည်',
      body: 'ဟိုတယ်မှ အခန်းအတည်ပြုချက်ကို စောင့်ဆိုင်းနေပါသည်။ အတည်ပြုပြီးသည်နှင့် ဘောက်ချာကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
    },
    paid_timer_exceeded: {
      title: 'သတ်မှတ်ချိန်ကျော်မှ ငွေပေးချေမှု ရောက်ရှိပါသည်',
      body: 'ငွေပေးချေရန် အချိန်ကုန်သွားပြီးမှ သင့်ငွေ ရောက်ရှိသဖြင့် အခန်းများကို ပြန်လွှတ်ပေးလိုက်ရပါသည်။ ကျွန်ုပ်တို့အဖွဲ့မှ တူညီသော တည်းခိုမှုကို ပြန်လည်ဘိုကင်တင်ပေးရန် ကြိုးစားမည် သို့မဟုတ် ငွေအပြည့်အဝ ပြန်အမ်းပေးပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
    },
    paid_cancelled: {
      title: 'ဘိုကင် ပယ်ဖျက်ပြီးပါပြီ — ငွေပြန်အမ်းပေးပါမည်',
      body: 'ဟိုတယ်က သင့်အခန်းများကို အတည်ပြု၍ မရသဖြင့် ဘိုကင်ကို ပယ်ဖျက်ခဲ့ပြီး ပေးချေထားသောငွေကို အပြည့်အဝ ပြန်အမ်းပေးပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
    },
    guest_cancelled: {
      title: 'ဤဘိုကင်ကို သင် ပယ်ဖျက်ခဲ့ပါသည်',
      body: 'ဟိုတယ်သို့ အကြောင်းကြားပြီး အခန်းများကို ပြန်လွှတ်ပြီးပါပြီ။ သင့်ဈေးနှုန်းအရ ပြန်အမ်းနိုင်သည့်ငွေကို အောက်တွင် ပြထားသည့်အတိုင်း ပြန်အမ်းပါမည်။',
    },
  },
};

/** Puts the support phone and email into a text's `{phone}` and `{email}` placeholders (every occurrence). */
export function fillSupport(text: string, support: { phone: string; email: string }): string {
  return text.replaceAll('{phone}', support.phone).replaceAll('{email}', support.email);
}

/**
 * "Unpaid but processing" reads differently per method: a shop code is paid by the customer at a
 * counter, cash on delivery is collected by our team, and a card or wallet payment only awaits its
 * provider's answer. Keyed by the payment's provider.
 */
export const PENDING_PAYMENT_TEXTS: Readonly<Record<Language, Readonly<Record<'pay_at_shop' | 'cash_on_delivery' | 'online', ThankYouText>>>> = {
  en: {
    pay_at_shop: {
      title: 'Booking held — pay at a partner shop',
      body: 'Your seats are held for 24 hours. Show the payment code below at any partner shop and pay in cash before the deadline. We confirm the booking and email your e-ticket as soon as the shop records your payment.',
    },
    cash_on_delivery: {
      title: 'Booking held — we will collect the cash',
      body: 'Your seats are held. Our team will call you within 2 to 24 hours to collect the cash at the address you gave. We confirm the booking and email your e-ticket once we receive the money.',
    },
    online: {
      title: 'Waiting for your payment to be confirmed',
      body: 'Your payment provider has not told us the result yet. This usually takes a few seconds; your seats stay held meanwhile.',
    },
  },
  mm: {
    pay_at_shop: {
      title: 'ထိုင်ခုံ ယာယီသိမ်းထားပါသည် — ပါတနာဆိုင်တွင် ငွေပေးချေပါ',
      body: 'သင့်ထိုင်ခုံများကို ၂၄ နာရီ ယာယီသိမ်းထားပါသည်။ အောက်ပါ ငွေပေးချေမှုကုဒ်ကို မည်သည့်ပါတနာဆိုင်တွင်မဆို ပြ၍ သတ်မှတ်ချိန်မတိုင်မီ ငွေသားဖြင့် ပေးချေပါ။ ဆိုင်မှ ငွေလက်ခံကြောင်း မှတ်တမ်းတင်သည်နှင့် ဘိုကင်ကို အတည်ပြုပြီး အီးလက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
    },
    cash_on_delivery: {
      title: 'ထိုင်ခုံ ယာယီသိမ်းထားပါသည် — ငွေသားကို လာရောက်ကောက်ခံပါမည်',
      body: 'သင့်ထိုင်ခုံများကို ယာယီသိမ်းထားပါသည်။ ကျွန်ုပ်တို့အဖွဲ့မှ ၂ နာရီမှ ၂၄ နာရီအတွင်း ဖုန်းဆက်ပြီး သင်ပေးထားသော လိပ်စာတွင် ငွေသားကို လာရောက်ကောက်ခံပါမည်။ ငွေလက်ခံရရှိသည်နှင့် ဘိုကင်ကို အတည်ပြုပြီး အီးလက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
    },
    online: {
      title: 'သင့်ငွေပေးချေမှု အတည်ပြုချက်ကို စောင့်နေပါသည်',
      body: 'ငွေပေးချေမှု ဆောင်ရွက်ပေးသူထံမှ ရလဒ်ကို မရရှိသေးပါ။ များသောအားဖြင့် စက္ကန့်အနည်းငယ်သာ ကြာပါသည်။ ထိုအတောအတွင်း သင့်ထိုင်ခုံများကို ယာယီသိမ်းထားပါသည်။',
    },
  },
};

/** Why the last payment did not go through (the provider's reason); no money was taken in any case. */
export const PAYMENT_FAILURE_TEXTS: Readonly<Record<Language, Readonly<Record<PaymentFailureReason, string>>>> = {
  en: {
    declined: 'Your card was declined by your bank, so nothing was charged.',
    cancelled: 'The payment was cancelled, so nothing was charged.',
    expired: 'The payment page timed out before the payment was made, so nothing was charged.',
    failed: 'The payment did not go through, so nothing was charged.',
  },
  mm: {
    declined: 'သင့်ဘဏ်မှ ကတ်ကို ငြင်းပယ်လိုက်သဖြင့် ငွေဖြတ်တောက်ခြင်း မရှိပါ။',
    cancelled: 'ငွေပေးချေမှုကို ပယ်ဖျက်လိုက်သဖြင့် ငွေဖြတ်တောက်ခြင်း မရှိပါ။',
    expired: 'ငွေမပေးချေမီ ငွေပေးချေမှုစာမျက်နှာ အချိန်ကုန်သွားသဖြင့် ငွေဖြတ်တောက်ခြင်း မရှိပါ။',
    failed: 'ငွေပေးချေမှု မအောင်မြင်သဖြင့် ငွေဖြတ်တောက်ခြင်း မရှိပါ။',
  },
};

/** The unpaid outcome while the seats are still held: the reason, then the way forward. */
export const RETRY_PAYMENT_TEXTS: Readonly<Record<Language, ThankYouText>> = {
  en: {
    title: 'Payment not completed — your seats are still held',
    body: 'You can try again on this booking with the same or another payment method before the time runs out.',
  },
  mm: {
    title: 'ငွေပေးချေမှု မပြီးမြောက်ပါ — သင့်ထိုင်ခုံများကို ယာယီသိမ်းထားဆဲ ဖြစ်ပါသည်',
    body: 'အချိန်မကုန်မီ ဤဘိုကင်အတွက် တူညီသော သို့မဟုတ် အခြားငွေပေးချေနည်းဖြင့် ထပ်မံကြိုးစားနိုင်ပါသည်။',
  },
};

/**
 * What one product says on the thank-you page (its web port gives it): a text per outcome, the
 * pending payment's texts per method, the unpaid-but-payable text, and a guest's own cancellation
 * (null for a product that has none).
 */
export interface ThankYouWords {
  readonly outcomes: Readonly<Record<ThankYouOutcome, ThankYouText>>;
  readonly pending: Readonly<Record<'pay_at_shop' | 'cash_on_delivery' | 'online', ThankYouText>>;
  readonly retry: ThankYouText;
  readonly guestCancelled: ThankYouText | null;
}

/** A flight's words: seats, tickets, the airline. */
export const FLIGHT_THANK_YOU_WORDS: Readonly<Record<Language, ThankYouWords>> = {
  en: { outcomes: THANK_YOU_TEXTS.en, pending: PENDING_PAYMENT_TEXTS.en, retry: RETRY_PAYMENT_TEXTS.en, guestCancelled: null },
  mm: { outcomes: THANK_YOU_TEXTS.mm, pending: PENDING_PAYMENT_TEXTS.mm, retry: RETRY_PAYMENT_TEXTS.mm, guestCancelled: null },
};

/** A stay's words: rooms, the voucher, the hotel; "payment not received" reads the same for every product. */
export const HOTEL_THANK_YOU_WORDS: Readonly<Record<Language, ThankYouWords>> = {
  en: {
    outcomes: {
      ...HOTEL_THANK_YOU_TEXTS.en,
      unpaid: THANK_YOU_TEXTS.en.unpaid,
      unpaid_processing: {
        title: 'Booking held — waiting for your payment',
        body: 'Your rooms are held. Pay at a partner shop within 24 hours, or our team will contact you about cash on delivery. The booking is confirmed once we receive the money.',
      },
      waitlisted: {
        title: 'The hotel has not confirmed your rooms yet',
        body: 'Our hotel team will contact you within 24 hours about your rooms; the price may change. For help, call {phone} or email {email}.',
      },
    } as Record<ThankYouOutcome, ThankYouText>,
    pending: {
      pay_at_shop: {
        title: 'Booking held — pay at a partner shop',
        body: 'Your rooms are held for 24 hours. Show the payment code below at any partner shop and pay in cash before the deadline. We confirm the booking and email your voucher as soon as the shop records your payment.',
      },
      cash_on_delivery: {
        title: 'Booking held — we will collect the cash',
        body: 'Your rooms are held. Our team will call you within 2 to 24 hours to collect the cash at the address you gave. We confirm the booking and email your voucher once we receive the money.',
      },
      online: {
        title: 'Waiting for your payment to be confirmed',
        body: 'Your payment provider has not told us the result yet. This usually takes a few seconds; your rooms stay held meanwhile.',
      },
    },
    retry: {
      title: 'Payment not completed — your rooms are still held',
      body: 'You can try again on this booking with the same or another payment method before the time runs out.',
    },
    guestCancelled: HOTEL_THANK_YOU_TEXTS.en.guest_cancelled!,
  },
  mm: {
    outcomes: {
      ...HOTEL_THANK_YOU_TEXTS.mm,
      unpaid: THANK_YOU_TEXTS.mm.unpaid,
      unpaid_processing: {
        title: 'အခန်း ယာယီသိမ်းထားပါသည် — ငွေပေးချေမှုကို စောင့်နေပါသည်',
        body: 'သင့်အခန်းများကို ယာယီသိမ်းထားပါသည်။ ၂၄ နာရီအတွင်း ကိုယ်စားလှယ်ဆိုင်တွင် ငွေပေးချေပါ သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ (COD) စနစ်ဖြင့် ငွေပေးချေရန် ကျွန်ုပ်တို့အဖွဲ့မှ ဆက်သွယ်ပါမည်။ ငွေလက်ခံရရှိသည်နှင့် ဘိုကင်ကို အတည်ပြုပါမည်။',
      },
      waitlisted: {
        title: 'ဟိုတယ်မှ သင့်အခန်းများကို အတည်မပြုရသေးပါ',
        body: 'ကျွန်ုပ်တို့၏ ဟိုတယ်အဖွဲ့မှ သင့်အခန်းများအကြောင်း ၂၄ နာရီအတွင်း ဆက်သွယ်ပါမည်။ ဈေးနှုန်း ပြောင်းလဲနိုင်ပါသည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
      },
    } as Record<ThankYouOutcome, ThankYouText>,
    pending: {
      pay_at_shop: {
        title: 'အခန်း ယာယီသိမ်းထားပါသည် — ပါတနာဆိုင်တွင် ငွေပေးချေပါ',
        body: 'သင့်အခန်းများကို ၂၄ နာရီ ယာယီသိမ်းထားပါသည်။ အောက်ပါ ငွေပေးချေမှုကုဒ်ကို မည်သည့်ပါတနာဆိုင်တွင်မဆို ပြ၍ သတ်မှတ်ချိန်မတိုင်မီ ငွေသားဖြင့် ပေးချေပါ။ ဆိုင်မှ ငွေလက်ခံကြောင်း မှတ်တမ်းတင်သည်နှင့် ဘိုကင်ကို အတည်ပြုပြီး ဘောက်ချာကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
      },
      cash_on_delivery: {
        title: 'အခန်း ယာယီသိမ်းထားပါသည် — ငွေသားကို လာရောက်ကောက်ခံပါမည်',
        body: 'သင့်အခန်းများကို ယာယီသိမ်းထားပါသည်။ ကျွန်ုပ်တို့အဖွဲ့မှ ၂ နာရီမှ ၂၄ နာရီအတွင်း ဖုန်းဆက်ပြီး သင်ပေးထားသော လိပ်စာတွင် ငွေသားကို လာရောက်ကောက်ခံပါမည်။ ငွေလက်ခံရရှိသည်နှင့် ဘိုကင်ကို အတည်ပြုပြီး ဘောက်ချာကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
      },
      online: {
        title: 'သင့်ငွေပေးချေမှု အတည်ပြုချက်ကို စောင့်နေပါသည်',
        body: 'ငွေပေးချေမှု ဆောင်ရွက်ပေးသူထံမှ ရလဒ်ကို မရရှိသေးပါ။ များသောအားဖြင့် စက္ကန့်အနည်းငယ်သာ ကြာပါသည်။ ထိုအတောအတွင်း သင့်အခန်းများကို ယာယီသိမ်းထားပါသည်။',
      },
    },
    retry: {
      title: 'ငွေပေးချေမှု မပြီးမြောက်ပါ — သင့်အခန်းများကို ယာယီသိမ်းထားဆဲ ဖြစ်ပါသည်',
      body: 'အချိန်မကုန်မီ ဤဘိုကင်အတွက် တူညီသော သို့မဟုတ် အခြားငွေပေးချေနည်းဖြင့် ထပ်မံကြိုးစားနိုင်ပါသည်။',
    },
    guestCancelled: HOTEL_THANK_YOU_TEXTS.mm.guest_cancelled!,
  },
};

/**
 * The title and body the thank-you page shows, in the order's product's `words`: the outcome's own
 * (spec §4), except that
 * - unpaid but processing follows the payment's method (pay at shop, cash on delivery, or online);
 * - unpaid while the customer may still pay (`canRetry`, see `canRetryPayment`) says why the last payment
 *   failed and that what was booked is still held, instead of sending them to support;
 * - a booking the guest cancelled themselves (`guestCancelled`) says so, not that something failed.
 */
export function thankYouText(
  outcome: ThankYouOutcome,
  language: Language,
  payment: { readonly method: string; readonly failureReason?: PaymentFailureReason | null } | null,
  canRetry: boolean,
  words: Readonly<Record<Language, ThankYouWords>>,
  guestCancelled = false,
): ThankYouText {
  const said = words[language];
  if (guestCancelled && said.guestCancelled) return said.guestCancelled;
  if (outcome === 'unpaid_processing' && payment) {
    const kind = payment.method === 'pay_at_shop' || payment.method === 'cash_on_delivery' ? payment.method : 'online';
    return said.pending[kind];
  }
  if (outcome === 'unpaid' && canRetry) {
    if (!payment?.failureReason) return said.retry;
    return { title: said.retry.title, body: `${PAYMENT_FAILURE_TEXTS[language][payment.failureReason]} ${said.retry.body}` };
  }
  return said.outcomes[outcome];
}
