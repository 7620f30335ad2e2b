/**
 * A hotel order's part of the booking e-mails (decision 020, step 4), which the hotel module gives as
 * its `mail`: the words that speak of rooms, the hotel and the voucher where a flight's speak of
 * seats, the airline and the e-ticket, a held stay's status, and the itinerary: the stay and the guest
 * of each room. mail-templates.ts lays out the rest of every e-mail.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import { hotelItemOf } from '@thwa/domain/orders/order-items';
import type { MailBlock, ProductMail, ProductMailWords } from '../../notifications/product-mail.ts';
import { digits, fill, type TicketLanguage } from '../../tickets/ticket-labels.ts';
import { cancellationText, checkInText, checkOutText, guestName, nightsText, occupancyText, roomText, servicesText, voucherLabels } from '../../tickets/voucher-labels.ts';

/** With the headings of its own blocks: the stay, and its guests. */
type StayMailWords = ProductMailWords & { itinerary: string; travellers: string };

const EN: StayMailWords = {
  itinerary: 'Your stay',
  travellers: 'Guests',
  confirmation: {
    completed: ['Booking confirmed: {orderId}', 'Your stay is confirmed and paid. Your hotel voucher is ready.'],
    paid_processing: [
      'Booking received: {orderId}',
      'We have received your payment. We are waiting for the hotel to confirm your rooms and will email your voucher as soon as it does.',
    ],
    paid_timer_exceeded: [
      'Payment received after the time limit: {orderId}',
      'Your payment reached us after the booking time had run out. Our team is checking that the rooms are still free and will contact you shortly; if they are not, the full amount is refunded.',
    ],
    unpaid: [
      'Complete your payment: {orderId}',
      'Your booking is reserved but not paid yet. Please pay before the deadline, or the rooms will be released.',
    ],
    waitlisted: [
      'Booking on request: {orderId}',
      'Your stay is on request. Our hotel team will contact you within 24 hours to confirm; the price may change.',
    ],
  },
  viewDocument: 'View voucher',
  downloadDocument: 'Download voucher (PDF)',
  documentSubject: 'Your hotel voucher: {orderId}',
  documentBody:
    'Your hotel voucher is attached to this email as a PDF. Please show it at the front desk when you check in, printed or on your phone, with the ID or passport of the guest named on it.',
  documentNote: null,
  reference: 'Hotel confirmation number',
  reminderBody:
    'Your rooms are held until the deadline below. Pay at any of our partner shops (or to our cash-on-delivery agent) with the payment code.',
  reminderWarning: 'If we do not receive your payment before the deadline, the booking is cancelled and the rooms are released.',
  notIssued: 'The hotel could not confirm your stay, so it is cancelled. Its share of your payment, {amount}, is refunded to you; the rest of your booking stands.',
};

const MM: StayMailWords = {
  itinerary: 'တည်းခိုမည့်ကာလ',
  travellers: 'ဧည့်သည်များ',
  confirmation: {
    completed: ['ဘိုကင် အတည်ပြုပြီးပါပြီ - {orderId}', 'သင့်တည်းခိုမှုကို ငွေပေးချေပြီး အတည်ပြုပြီးပါပြီ။ သင့်ဟိုတယ် ဘောက်ချာ အဆင်သင့်ဖြစ်ပါပြီ။'],
    paid_processing: [
      'ဘိုကင် လက်ခံရရှိပါပြီ - {orderId}',
      'သင့်ငွေပေးချေမှုကို လက်ခံရရှိပါပြီ။ ဟိုတယ်မှ အခန်း အတည်ပြုချက်ကို စောင့်နေပြီး အတည်ပြုပြီးသည်နှင့် ဘောက်ချာကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
    ],
    paid_timer_exceeded: [
      'သတ်မှတ်ချိန်ကျော်မှ ငွေပေးချေမှု ရောက်ရှိပါသည် - {orderId}',
      'ဘိုကင် သတ်မှတ်ချိန် ကုန်ဆုံးပြီးမှ သင့်ငွေပေးချေမှု ရောက်ရှိလာပါသည်။ ကျွန်ုပ်တို့အဖွဲ့က အခန်း ရနိုင်မှုကို စစ်ဆေးနေပြီး မကြာမီ ဆက်သွယ်ပါမည်။ အခန်း မရတော့ပါက ငွေအပြည့် ပြန်အမ်းပေးပါမည်။',
    ],
    unpaid: [
      'ငွေပေးချေမှု ပြီးဆုံးအောင် ဆောင်ရွက်ပါ - {orderId}',
      'သင့်ဘိုကင်ကို ထိန်းထားပေးပြီး ငွေမပေးချေရသေးပါ။ သတ်မှတ်ချိန်မတိုင်မီ ပေးချေပါ၊ သို့မဟုတ်ပါက အခန်းများကို ပြန်လွှတ်ပါမည်။',
    ],
    waitlisted: [
      'ဘိုကင်ကို တောင်းဆိုထားဆဲ ဖြစ်ပါသည် - {orderId}',
      'သင့်တည်းခိုမှုကို တောင်းဆိုမှုဖြင့်သာ ရနိုင်ပါသည်။ ကျွန်ုပ်တို့၏ ဟိုတယ်အဖွဲ့က ၂၄ နာရီအတွင်း ဆက်သွယ်၍ အတည်ပြုပေးပါမည်။ ဈေးနှုန်း ပြောင်းလဲနိုင်ပါသည်။',
    ],
  },
  viewDocument: 'ဘောက်ချာ ကြည့်ရန်',
  downloadDocument: 'ဘောက်ချာ (PDF) ဒေါင်းလုဒ်လုပ်ရန်',
  documentSubject: 'သင့်ဟိုတယ် ဘောက်ချာ - {orderId}',
  documentBody:
    'သင့်ဟိုတယ် ဘောက်ချာကို ဤအီးမေးလ်တွင် PDF ဖိုင်အဖြစ် ပူးတွဲပေးပို့ထားပါသည်။ ဟိုတယ်သို့ ဝင်ရောက်သည့်အခါ ၎င်းကို (ပုံနှိပ်ထားသော သို့မဟုတ် ဖုန်းထဲရှိ) ဘောက်ချာတွင် အမည်ပါ ဧည့်သည်၏ မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ်နှင့်အတူ ဧည့်ကြိုကောင်တာတွင် ပြသပါ။',
  documentNote: null,
  reference: 'ဟိုတယ် အတည်ပြုနံပါတ်',
  reminderBody:
    'အောက်ပါ သတ်မှတ်ချိန်အထိ သင့်အခန်းများကို ထိန်းထားပေးပါမည်။ ငွေပေးချေမှုကုဒ်ဖြင့် ကျွန်ုပ်တို့၏ မိတ်ဖက်ဆိုင်တစ်ဆိုင်ဆိုင်တွင် (သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ ကိုယ်စားလှယ်ထံ) ပေးချေနိုင်ပါသည်။',
  reminderWarning: 'သတ်မှတ်ချိန်မတိုင်မီ ငွေပေးချေမှု မရရှိပါက ဘိုကင်ကို ပယ်ဖျက်ပြီး အခန်းများကို ပြန်လွှတ်ပါမည်။',
  notIssued: 'ဟိုတယ်မှ သင့်တည်းခိုမှုကို အတည်မပြုနိုင်သဖြင့် ပယ်ဖျက်ပြီးပါပြီ။ ၎င်းအတွက် ပေးချေထားသော {amount} ကို သင့်ထံ ပြန်အမ်းပါမည်။ ကျန်ဘိုကင်များ ဆက်လက် အတည်ဖြစ်ပါသည်။',
};

const WORDS: Record<TicketLanguage, StayMailWords> = { en: EN, mm: MM };

/** A hotel stay: the hotel, the dates, the room and rate, the policy, and the guest of each room. */
function itinerary(order: OrderDetail, language: TicketLanguage): MailBlock[] {
  const stay = hotelItemOf(order);
  if (!stay) return [];
  const words = WORDS[language];
  const l = voucherLabels(language);
  return [
    { kind: 'heading', text: words.itinerary },
    {
      kind: 'rows',
      rows: [
        [l.hotel, stay.city ? `${stay.hotelName}, ${stay.city}` : stay.hotelName],
        ...(stay.phone ? [[l.hotelPhone, stay.phone] as [string, string]] : []),
        [l.checkIn, checkInText(stay, language)],
        [l.checkOut, checkOutText(stay, language)],
        [l.nights, nightsText(stay.nights, language)],
        [l.room, roomText(stay, language)],
        [l.rate, `${stay.rateName} (${servicesText(stay.services, language)})`],
        [l.cancellation, cancellationText(stay, language)],
      ],
    },
    { kind: 'heading', text: words.travellers },
    {
      kind: 'rows',
      rows: [
        ...stay.guests.map((guest, index): [string, string] => [fill(l.roomNumber, { number: digits(String(index + 1), language) }), guestName(guest)]),
        [l.occupancy, occupancyText(stay, language)],
      ],
    },
  ];
}

export const hotelMail: ProductMail = {
  words: (language) => WORDS[language],
  itinerary,
};
