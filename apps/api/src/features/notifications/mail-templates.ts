/**
 * The booking emails, in English and Myanmar: confirmation (worded per thank-you outcome, spec §4),
 * e-ticket (a hotel stay's voucher), payment reminder (pay at shop, cash on delivery) and cancellation.
 * A hotel order is worded for a stay (rooms, the hotel, the voucher) where the flight words would say
 * seats, the airline or the e-ticket.
 *
 * Each email is written once as a list of blocks and rendered twice, to text and to HTML, so the two
 * versions cannot drift. The HTML is what mail clients accept: tables and inline styles, no external
 * images or fonts (many clients block them), every value escaped, only http(s) links.
 */
import type { HotelOrderItem, OrderDetail, ThankYouOutcome } from '@thwa/domain/contracts/booking';
import { flightItemOf, hotelItemOf } from '@thwa/domain/orders/order-items';
import type { ProductDocument } from '../tickets/order-document.ts';
import { escapeHtml, BRAND_GOLD, BRAND_TEAL, htmlLang } from '../tickets/ticket-html.ts';
import {
  digits,
  directionTitle,
  fill,
  formatLocalDateTime,
  formatYangonInstant,
  money,
  routeOf,
  statusLabel,
  ticketLabels,
  travellerName,
  travellerTypeLabel,
  type SupportDetails,
  type TicketLanguage,
} from '../tickets/ticket-labels.ts';
import {
  cancellationText,
  checkInText,
  checkOutText,
  guestName,
  nightsText,
  occupancyText,
  roomText,
  servicesText,
  stayStatusLabel,
  voucherLabels,
} from '../tickets/voucher-labels.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailLinks {
  trackUrl: string;
  viewTicketUrl?: string;
  downloadUrl?: string;
}

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'note'; text: string; tone: 'info' | 'warning' | 'danger' }
  | { kind: 'rows'; rows: [label: string, value: string][] }
  | { kind: 'links'; links: [label: string, url: string][] };

// ---------------------------------------------------------------- words

/** Subject and opening message per spec §4 thank-you outcome; every outcome must have both. */
type Confirmation = Record<ThankYouOutcome, readonly [subject: string, message: string]>;

const WORDS_EN = {
  hello: 'Dear {name},',
  bookingId: 'Booking ID',
  amount: 'Amount',
  total: 'Total paid',
  totalDue: 'Amount to pay',
  status: 'Status',
  itinerary: 'Your trip',
  travellers: 'Travellers',
  trackBooking: 'Track your booking',
  viewTicket: 'View e-ticket',
  downloadTicket: 'Download e-ticket (PDF)',
  support: 'Questions? Call {phone} or email {email}. Please have your booking ID {orderId} ready.',
  signoff: 'Thank you for travelling with {brand}.',
  automated: 'This email was sent by {brand} about booking {orderId}.',
  confirmation: {
    completed: ['Booking confirmed: {orderId}', 'Your booking is confirmed and paid. Your e-ticket is ready.'],
    paid_processing: [
      'Booking received: {orderId}',
      'We have received your payment. We are waiting for the airline to confirm your seats and will email your e-ticket as soon as it is issued.',
    ],
    paid_timer_exceeded: [
      'Payment received after the time limit: {orderId}',
      'Your payment reached us after the booking time had run out. Our team is checking seat availability and will contact you shortly; if the seats are gone, the full amount is refunded.',
    ],
    unpaid: [
      'Complete your payment: {orderId}',
      'Your booking is reserved but not paid yet. Please pay before the deadline, or the seats will be released.',
    ],
    unpaid_processing: [
      'Payment being checked: {orderId}',
      'We are checking your payment with the payment provider. We will email you as soon as it is confirmed; please do not pay again.',
    ],
    paid_cancelled: [
      'Booking cancelled and refunded: {orderId}',
      'We are sorry: a technical problem stopped us from completing your booking. The amount you paid is being refunded.',
    ],
    waitlisted: [
      'Booking waitlisted: {orderId}',
      'Your flight is on request. Our flight team will contact you within 24 hours to confirm; the price may change.',
    ],
  } satisfies Confirmation,
  eTicketSubject: 'Your e-ticket: {orderId}',
  eTicketBody:
    'Your e-ticket is attached to this email as a PDF. Please carry it, or the booking ID and PNR, with the ID or passport used for this booking.',
  pnr: 'Airline reference (PNR)',
  reminderSubject: 'Payment reminder: {orderId}',
  reminderBody:
    'Your seats are held until the deadline below. Pay at any of our partner shops (or to our cash-on-delivery agent) with the payment code.',
  paymentCode: 'Payment code',
  paymentCodePending: 'Sent by SMS',
  deadline: 'Pay before',
  reminderWarning: 'If we do not receive your payment before the deadline, the booking is cancelled and the seats are released.',
  cancelledSubject: 'Booking cancelled: {orderId}',
  cancelledBody: 'Your booking {orderId} has been cancelled.',
  refundPaid:
    'A refund of {amount} is being processed to your original payment method. Refunds usually arrive within 7 to 14 working days, depending on your bank or wallet.',
  refundDone: 'A refund of {amount} has been made to your original payment method.',
  refundNone: 'No payment was taken for this booking, so nothing is due.',
  guestCancelledBody: 'You cancelled your booking {orderId}. The hotel has been told and the room is released.',
  refundToWallet: '{amount} is refunded to your {brand} wallet. You can use it for your next booking at once.',
  refundToPayment:
    'A refund of {amount} is being made to the way you paid. Refunds usually arrive within 7 to 14 working days, depending on your bank or wallet.',
  refundNotRefundable: 'This rate could not be refunded, so the amount paid is not returned.',
  offlineSubject: 'We received your flight request: {orderId}',
  offlineBody:
    'Thank you for your request. Our flight team will book these flights by hand and contact you within {hours} hours to confirm the seats and the price. Nothing has been charged.',
  offlineNote: 'Your note',
};

/** The same keys as English, enforced by the type. */
const WORDS_MM: typeof WORDS_EN = {
  hello: 'မင်္ဂလာပါ {name}၊',
  bookingId: 'ဘိုကင်နံပါတ်',
  amount: 'ငွေပမာဏ',
  total: 'ပေးချေပြီးငွေ',
  totalDue: 'ပေးချေရမည့်ငွေ',
  status: 'အခြေအနေ',
  itinerary: 'သင့်ခရီးစဉ်',
  travellers: 'ခရီးသည်များ',
  trackBooking: 'ဘိုကင်အခြေအနေ ကြည့်ရန်',
  viewTicket: 'အီး-လက်မှတ် ကြည့်ရန်',
  downloadTicket: 'အီး-လက်မှတ် (PDF) ဒေါင်းလုဒ်လုပ်ရန်',
  support: 'မေးမြန်းလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ် ပို့ပါ။ ဘိုကင်နံပါတ် {orderId} ကို အဆင်သင့် ထားပေးပါ။',
  signoff: '{brand} နှင့်အတူ ခရီးသွားသည့်အတွက် ကျေးဇူးတင်ပါသည်။',
  automated: 'ဤအီးမေးလ်ကို ဘိုကင် {orderId} အတွက် {brand} မှ ပို့ပါသည်။',
  confirmation: {
    completed: ['ဘိုကင် အတည်ပြုပြီးပါပြီ - {orderId}', 'သင့်ဘိုကင်ကို ငွေပေးချေပြီး အတည်ပြုပြီးပါပြီ။ သင့်အီး-လက်မှတ် အဆင်သင့်ဖြစ်ပါပြီ။'],
    paid_processing: [
      'ဘိုကင် လက်ခံရရှိပါပြီ - {orderId}',
      'သင့်ငွေပေးချေမှုကို လက်ခံရရှိပါပြီ။ လေကြောင်းလိုင်းမှ ထိုင်ခုံ အတည်ပြုချက်ကို စောင့်နေပြီး အီး-လက်မှတ် ထုတ်ပြီးသည်နှင့် အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
    ],
    paid_timer_exceeded: [
      'သတ်မှတ်ချိန်ကျော်မှ ငွေပေးချေမှု ရောက်ရှိပါသည် - {orderId}',
      'ဘိုကင် သတ်မှတ်ချိန် ကုန်ဆုံးပြီးမှ သင့်ငွေပေးချေမှု ရောက်ရှိလာပါသည်။ ကျွန်ုပ်တို့အဖွဲ့က ထိုင်ခုံ ရနိုင်မှုကို စစ်ဆေးနေပြီး မကြာမီ ဆက်သွယ်ပါမည်။ ထိုင်ခုံ မရတော့ပါက ငွေအပြည့် ပြန်အမ်းပေးပါမည်။',
    ],
    unpaid: [
      'ငွေပေးချေမှု ပြီးဆုံးအောင် ဆောင်ရွက်ပါ - {orderId}',
      'သင့်ဘိုကင်ကို ထိန်းထားပေးပြီး ငွေမပေးချေရသေးပါ။ သတ်မှတ်ချိန်မတိုင်မီ ပေးချေပါ၊ သို့မဟုတ်ပါက ထိုင်ခုံများကို ပြန်လွှတ်ပါမည်။',
    ],
    unpaid_processing: [
      'ငွေပေးချေမှုကို စစ်ဆေးနေပါသည် - {orderId}',
      'သင့်ငွေပေးချေမှုကို ငွေပေးချေရေး ဝန်ဆောင်မှုပေးသူနှင့် စစ်ဆေးနေပါသည်။ အတည်ပြုပြီးသည်နှင့် အီးမေးလ် ပို့ပေးပါမည်။ ထပ်မံ ပေးချေရန် မလိုပါ။',
    ],
    paid_cancelled: [
      'ဘိုကင် ပယ်ဖျက်ပြီး ငွေပြန်အမ်းပါမည် - {orderId}',
      'နည်းပညာဆိုင်ရာ ပြဿနာကြောင့် သင့်ဘိုကင်ကို မပြီးစီးနိုင်သည့်အတွက် တောင်းပန်ပါသည်။ သင်ပေးချေထားသော ငွေကို ပြန်အမ်းပေးနေပါသည်။',
    ],
    waitlisted: [
      'ဘိုကင် စောင့်ဆိုင်းစာရင်းတွင် ရှိပါသည် - {orderId}',
      'သင့်ခရီးစဉ်ကို တောင်းဆိုမှုဖြင့်သာ ရနိုင်ပါသည်။ ကျွန်ုပ်တို့၏ လေယာဉ်လက်မှတ်အဖွဲ့က ၂၄ နာရီအတွင်း ဆက်သွယ်၍ အတည်ပြုပေးပါမည်။ ဈေးနှုန်း ပြောင်းလဲနိုင်ပါသည်။',
    ],
  },
  eTicketSubject: 'သင့်အီး-လက်မှတ် - {orderId}',
  eTicketBody:
    'သင့်အီး-လက်မှတ်ကို ဤအီးမေးလ်တွင် PDF ဖိုင်အဖြစ် ပူးတွဲပေးပို့ထားပါသည်။ ခရီးသွားရာတွင် ၎င်းကို သို့မဟုတ် ဘိုကင်နံပါတ်နှင့် PNR ကို ဤဘိုကင်တွင် အသုံးပြုထားသော မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ်နှင့်အတူ ယူဆောင်လာပါ။',
  pnr: 'လေကြောင်းလိုင်း ဘိုကင်ကုဒ် (PNR)',
  reminderSubject: 'ငွေပေးချေရန် သတိပေးချက် - {orderId}',
  reminderBody:
    'အောက်ပါ သတ်မှတ်ချိန်အထိ သင့်ထိုင်ခုံများကို ထိန်းထားပေးပါမည်။ ငွေပေးချေမှုကုဒ်ဖြင့် ကျွန်ုပ်တို့၏ မိတ်ဖက်ဆိုင်တစ်ဆိုင်ဆိုင်တွင် (သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ ကိုယ်စားလှယ်ထံ) ပေးချေနိုင်ပါသည်။',
  paymentCode: 'ငွေပေးချေမှုကုဒ်',
  paymentCodePending: 'SMS ဖြင့် ပို့ပေးပါမည်',
  deadline: 'ပေးချေရမည့် နောက်ဆုံးအချိန်',
  reminderWarning: 'သတ်မှတ်ချိန်မတိုင်မီ ငွေပေးချေမှု မရရှိပါက ဘိုကင်ကို ပယ်ဖျက်ပြီး ထိုင်ခုံများကို ပြန်လွှတ်ပါမည်။',
  cancelledSubject: 'ဘိုကင် ပယ်ဖျက်ပြီးပါပြီ - {orderId}',
  cancelledBody: 'သင့်ဘိုကင် {orderId} ကို ပယ်ဖျက်ပြီးပါပြီ။',
  refundPaid: '{amount} ကို သင်ပေးချေခဲ့သော နည်းလမ်းသို့ ပြန်အမ်းရန် ဆောင်ရွက်နေပါသည်။ သင့်ဘဏ် သို့မဟုတ် ဝေါလက်ပေါ် မူတည်၍ ရုံးဖွင့်ရက် ၇ ရက်မှ ၁၄ ရက်အတွင်း ရောက်ရှိလေ့ရှိပါသည်။',
  refundDone: '{amount} ကို သင်ပေးချေခဲ့သော နည်းလမ်းသို့ ပြန်အမ်းပြီးပါပြီ။',
  refundNone: 'ဤဘိုကင်အတွက် ငွေပေးချေထားခြင်း မရှိသဖြင့် ပေးရန်ကျန်ငွေ မရှိပါ။',
  guestCancelledBody: 'သင့်ဘိုကင် {orderId} ကို သင်ကိုယ်တိုင် ပယ်ဖျက်ခဲ့ပါသည်။ ဟိုတယ်သို့ အကြောင်းကြားပြီး အခန်းကို ပြန်လွှတ်ပြီးပါပြီ။',
  refundToWallet: '{amount} ကို သင်၏ {brand} ဝေါလက်သို့ ပြန်အမ်းပြီးပါပြီ။ နောက်ဘိုကင်အတွက် ချက်ချင်း အသုံးပြုနိုင်ပါသည်။',
  refundToPayment: '{amount} ကို သင်ပေးချေခဲ့သော နည်းလမ်းသို့ ပြန်အမ်းရန် ဆောင်ရွက်နေပါသည်။ သင့်ဘဏ် သို့မဟုတ် ဝေါလက်ပေါ် မူတည်၍ ရုံးဖွင့်ရက် ၇ ရက်မှ ၁၄ ရက်အတွင်း ရောက်ရှိလေ့ရှိပါသည်။',
  refundNotRefundable: 'ဤဈေးနှုန်းသည် ငွေပြန်အမ်း၍ မရသောကြောင့် ပေးချေထားသော ငွေကို ပြန်မအမ်းပါ။',
  offlineSubject: 'သင့်လေယာဉ်လက်မှတ် တောင်းဆိုချက်ကို လက်ခံရရှိပါပြီ - {orderId}',
  offlineBody:
    'တောင်းဆိုသည့်အတွက် ကျေးဇူးတင်ပါသည်။ ကျွန်ုပ်တို့၏ လေကြောင်းအဖွဲ့က ဤခရီးစဉ်ကို ကိုယ်တိုင် ဘိုကင်တင်ပေးပြီး ထိုင်ခုံနှင့် ဈေးနှုန်းကို အတည်ပြုရန် {hours} နာရီအတွင်း ဆက်သွယ်ပါမည်။ ငွေ မဖြတ်ရသေးပါ။',
  offlineNote: 'သင့်မှတ်ချက်',
};

const WORDS: Record<TicketLanguage, typeof WORDS_EN> = { en: WORDS_EN, mm: WORDS_MM };

/**
 * What a hotel order says instead: the words above that speak of seats, the airline or the e-ticket,
 * reworded for a stay. Outcomes whose words fit both (a payment being checked, a refund) are the same.
 */
const HOTEL_WORDS_EN = {
  itinerary: 'Your stay',
  travellers: 'Guests',
  viewTicket: 'View voucher',
  downloadTicket: 'Download voucher (PDF)',
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
    unpaid_processing: WORDS_EN.confirmation.unpaid_processing,
    paid_cancelled: WORDS_EN.confirmation.paid_cancelled,
    waitlisted: [
      'Booking on request: {orderId}',
      'Your stay is on request. Our hotel team will contact you within 24 hours to confirm; the price may change.',
    ],
  } satisfies Confirmation,
  eTicketSubject: 'Your hotel voucher: {orderId}',
  eTicketBody:
    'Your hotel voucher is attached to this email as a PDF. Please show it at the front desk when you check in, printed or on your phone, with the ID or passport of the guest named on it.',
  pnr: 'Hotel confirmation number',
  reminderBody:
    'Your rooms are held until the deadline below. Pay at any of our partner shops (or to our cash-on-delivery agent) with the payment code.',
  reminderWarning: 'If we do not receive your payment before the deadline, the booking is cancelled and the rooms are released.',
} satisfies Partial<typeof WORDS_EN>;

const HOTEL_WORDS_MM: typeof HOTEL_WORDS_EN = {
  itinerary: 'တည်းခိုမည့်ကာလ',
  travellers: 'ဧည့်သည်များ',
  viewTicket: 'ဘောက်ချာ ကြည့်ရန်',
  downloadTicket: 'ဘောက်ချာ (PDF) ဒေါင်းလုဒ်လုပ်ရန်',
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
    unpaid_processing: WORDS_MM.confirmation.unpaid_processing,
    paid_cancelled: WORDS_MM.confirmation.paid_cancelled,
    waitlisted: [
      'ဘိုကင်ကို တောင်းဆိုထားဆဲ ဖြစ်ပါသည် - {orderId}',
      'သင့်တည်းခိုမှုကို တောင်းဆိုမှုဖြင့်သာ ရနိုင်ပါသည်။ ကျွန်ုပ်တို့၏ ဟိုတယ်အဖွဲ့က ၂၄ နာရီအတွင်း ဆက်သွယ်၍ အတည်ပြုပေးပါမည်။ ဈေးနှုန်း ပြောင်းလဲနိုင်ပါသည်။',
    ],
  },
  eTicketSubject: 'သင့်ဟိုတယ် ဘောက်ချာ - {orderId}',
  eTicketBody:
    'သင့်ဟိုတယ် ဘောက်ချာကို ဤအီးမေးလ်တွင် PDF ဖိုင်အဖြစ် ပူးတွဲပေးပို့ထားပါသည်။ ဟိုတယ်သို့ ဝင်ရောက်သည့်အခါ ၎င်းကို (ပုံနှိပ်ထားသော သို့မဟုတ် ဖုန်းထဲရှိ) ဘောက်ချာတွင် အမည်ပါ ဧည့်သည်၏ မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ်နှင့်အတူ ဧည့်ကြိုကောင်တာတွင် ပြသပါ။',
  pnr: 'ဟိုတယ် အတည်ပြုနံပါတ်',
  reminderBody:
    'အောက်ပါ သတ်မှတ်ချိန်အထိ သင့်အခန်းများကို ထိန်းထားပေးပါမည်။ ငွေပေးချေမှုကုဒ်ဖြင့် ကျွန်ုပ်တို့၏ မိတ်ဖက်ဆိုင်တစ်ဆိုင်ဆိုင်တွင် (သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ ကိုယ်စားလှယ်ထံ) ပေးချေနိုင်ပါသည်။',
  reminderWarning: 'သတ်မှတ်ချိန်မတိုင်မီ ငွေပေးချေမှု မရရှိပါက ဘိုကင်ကို ပယ်ဖျက်ပြီး အခန်းများကို ပြန်လွှတ်ပါမည်။',
};

const HOTEL_WORDS: Record<TicketLanguage, typeof HOTEL_WORDS_EN> = { en: HOTEL_WORDS_EN, mm: HOTEL_WORDS_MM };

/** The words of an order's e-mails: a hotel stay's where they differ, the flight words otherwise. */
function wordsFor(order: Pick<OrderDetail, 'items'>, language: TicketLanguage): typeof WORDS_EN {
  return hotelItemOf(order) ? { ...WORDS[language], ...HOTEL_WORDS[language] } : WORDS[language];
}

/** The order's status in words; a held stay holds rooms (the Myanmar word for a held flight says seats). */
function orderStatusLabel(order: Pick<OrderDetail, 'items' | 'status'>, language: TicketLanguage): string {
  return hotelItemOf(order) ? stayStatusLabel(order.status, language) : statusLabel(order.status, language);
}

// ---------------------------------------------------------------- shared blocks

function vars(order: OrderDetail, support: SupportDetails): Record<string, string> {
  return { orderId: order.orderId, brand: support.brand, phone: support.phone, email: support.email, name: order.contact.name };
}

/** A hotel stay: the hotel, the dates, the room and rate, the policy, and the guest of each room. */
function stayBlocks(stay: HotelOrderItem, words: typeof WORDS_EN, language: TicketLanguage): Block[] {
  const l = voucherLabels(language);
  return [
    { kind: 'heading', text: words.itinerary },
    {
      kind: 'rows',
      rows: [
        [l.hotel, stay.city ? `${stay.hotelName}, ${stay.city}` : stay.hotelName],
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

function itineraryBlocks(order: OrderDetail, language: TicketLanguage): Block[] {
  const words = wordsFor(order, language);
  const stay = hotelItemOf(order);
  if (stay) return stayBlocks(stay, words, language);
  const blocks: Block[] = [];
  const flight = flightItemOf(order);
  if (flight && flight.directions.length > 0) {
    blocks.push({ kind: 'heading', text: words.itinerary });
    const rows: [string, string][] = [];
    for (const direction of flight.directions) {
      rows.push([directionTitle(direction.direction, language), routeOf(direction.legs)]);
      for (const leg of direction.legs) {
        const arrival =
          leg.arrivalLocal.slice(0, 10) === leg.departureLocal.slice(0, 10)
            ? digits(leg.arrivalLocal.slice(11, 16), language)
            : formatLocalDateTime(leg.arrivalLocal, language);
        rows.push([leg.flightNumber, `${leg.origin} ${formatLocalDateTime(leg.departureLocal, language)} → ${leg.destination} ${arrival}`]);
      }
    }
    blocks.push({ kind: 'rows', rows });
  }
  if (flight && flight.travellers.length > 0) {
    blocks.push({ kind: 'heading', text: words.travellers });
    blocks.push({
      kind: 'rows',
      rows: flight.travellers.map((traveller) => [travellerTypeLabel(traveller.type, language), travellerName(traveller)]),
    });
  }
  return blocks;
}

/** Only absolute http(s) links go into an email; anything else (a relative path, javascript:) is dropped. */
function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function linkBlock(order: OrderDetail, links: MailLinks, language: TicketLanguage, which: { ticket: boolean }): Block {
  const words = wordsFor(order, language);
  const list: [string, string | null][] = [];
  if (which.ticket) {
    list.push([words.viewTicket, safeUrl(links.viewTicketUrl)], [words.downloadTicket, safeUrl(links.downloadUrl)]);
  }
  list.push([words.trackBooking, safeUrl(links.trackUrl)]);
  return { kind: 'links', links: list.filter((entry): entry is [string, string] => entry[1] !== null) };
}

function closingBlocks(order: OrderDetail, language: TicketLanguage, support: SupportDetails): Block[] {
  const words = wordsFor(order, language);
  return [
    { kind: 'p', text: fill(words.support, vars(order, support)) },
    { kind: 'p', text: fill(words.signoff, vars(order, support)) },
  ];
}

// ---------------------------------------------------------------- rendering

const TONES = { info: ['#eef6f6', BRAND_TEAL], warning: ['#fbf3d9', '#6b5512'], danger: ['#fbe9e9', '#8a1f1f'] } as const;

function renderText(title: string, blocks: Block[], footer: string): string {
  const out: string[] = [title, '='.repeat(Math.min(60, Math.max(title.length, 10))), ''];
  for (const block of blocks) {
    switch (block.kind) {
      case 'heading':
        out.push(block.text, '-'.repeat(Math.min(60, Math.max(block.text.length, 10))));
        break;
      case 'p':
        out.push(block.text, '');
        break;
      case 'note':
        out.push(`! ${block.text}`, '');
        break;
      case 'rows':
        for (const [label, value] of block.rows) out.push(`${label}: ${value}`);
        out.push('');
        break;
      case 'links':
        for (const [label, url] of block.links) out.push(`${label}: ${url}`);
        out.push('');
        break;
    }
  }
  out.push('--', footer);
  return `${out.join('\n')}\n`;
}

function renderHtml(language: TicketLanguage, brand: string, title: string, blocks: Block[], footer: string): string {
  const font =
    language === 'mm'
      ? "font-family:'Noto Sans Myanmar','Myanmar Text',Padauk,'Pyidaungsu',sans-serif;line-height:1.8;"
      : 'font-family:Arial,Helvetica,sans-serif;line-height:1.5;';
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<h2 style="margin:20px 0 8px;font-size:16px;color:${BRAND_TEAL};border-bottom:2px solid ${BRAND_GOLD};padding-bottom:4px;">${escapeHtml(block.text)}</h2>`;
        case 'p':
          return `<p style="margin:0 0 12px;">${escapeHtml(block.text)}</p>`;
        case 'note': {
          const [background, colour] = TONES[block.tone];
          return `<p style="margin:0 0 12px;padding:10px 12px;border-radius:6px;background:${background};color:${colour};font-weight:bold;">${escapeHtml(block.text)}</p>`;
        }
        case 'rows':
          return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 12px;">${block.rows
            .map(
              ([label, value]) =>
                `<tr><td style="padding:4px 12px 4px 0;color:#557072;vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top;">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`;
        case 'links':
          return `<p style="margin:8px 0 16px;">${block.links
            .map(
              ([label, url]) =>
                `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:6px;background:${BRAND_TEAL};color:#ffffff;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a>`,
            )
            .join('')}</p>`;
      }
    })
    .join('\n');
  return `<!doctype html>
<html lang="${htmlLang(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f0f4f4;">
<table role="presentation" style="width:100%;border-collapse:collapse;background:#f0f4f4;"><tr><td style="padding:16px 8px;">
<table role="presentation" style="max-width:600px;width:100%;margin:0 auto;border-collapse:collapse;background:#ffffff;border-radius:8px;${font}color:#1d2b2c;font-size:15px;">
<tr><td style="background:${BRAND_TEAL};color:#ffffff;padding:16px 20px;font-size:22px;font-weight:bold;border-radius:8px 8px 0 0;">${escapeHtml(brand)}</td></tr>
<tr><td style="height:4px;background:${BRAND_GOLD};font-size:0;line-height:0;">&nbsp;</td></tr>
<tr><td style="padding:20px;">
<h1 style="margin:0 0 16px;font-size:20px;color:${BRAND_TEAL};">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:12px 20px;font-size:12px;color:#557072;border-top:1px solid #e1eaea;">${escapeHtml(footer)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

function compose(order: OrderDetail, language: TicketLanguage, support: SupportDetails, subject: string, blocks: Block[]): MailContent {
  const footer = fill(wordsFor(order, language).automated, vars(order, support));
  const all: Block[] = [
    { kind: 'p', text: fill(wordsFor(order, language).hello, vars(order, support)) },
    ...blocks,
    ...closingBlocks(order, language, support),
  ];
  return { subject, text: renderText(subject, all, footer), html: renderHtml(language, support.brand, subject, all, footer) };
}

// ---------------------------------------------------------------- the emails

/** Sent when the order is placed or its outcome changes; the wording follows the spec §4 thank-you outcome. */
export function bookingConfirmationEmail(
  order: OrderDetail,
  language: TicketLanguage,
  links: MailLinks,
  support: SupportDetails,
): MailContent {
  const words = wordsFor(order, language);
  const [subjectTemplate, message] = words.confirmation[order.outcome];
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'late';
  const tone =
    order.outcome === 'completed' || order.outcome === 'paid_processing'
      ? 'info'
      : order.outcome === 'paid_cancelled'
        ? 'danger'
        : 'warning';
  const blocks: Block[] = [
    { kind: 'note', text: message, tone },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [words.status, orderStatusLabel(order, language)],
        ...(order.pnr ? [[words.pnr, order.pnr] as [string, string]] : []),
        [paid ? words.total : words.totalDue, money(order.amount, language)],
        ...(order.outcome === 'unpaid' && order.payment
          ? [[words.deadline, formatYangonInstant(order.payment.expiresAt, language)] as [string, string]]
          : []),
      ],
    },
    ...itineraryBlocks(order, language),
    linkBlock(order, links, language, { ticket: order.outcome === 'completed' }),
  ];
  return compose(order, language, support, fill(subjectTemplate, vars(order, support)), blocks);
}

/**
 * The order's document with its PDF attached by the caller ({@link eTicketAttachment}): a flight's
 * e-ticket, or a hotel stay's voucher, worded for showing at check-in (the body says so; the
 * airport check-in note is an e-ticket's only). `document` is the one the order's product module gives.
 */
export function eTicketEmail(
  order: OrderDetail,
  language: TicketLanguage,
  links: MailLinks,
  support: SupportDetails,
  document: Pick<ProductDocument, 'kind'>,
): MailContent {
  const words = wordsFor(order, language);
  const l = ticketLabels(language);
  const blocks: Block[] = [
    { kind: 'p', text: words.eTicketBody },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [words.pnr, order.pnr ?? l.pnrPending],
      ],
    },
    ...itineraryBlocks(order, language),
    ...(document.kind === 'ticket' ? [{ kind: 'p', text: l.checkInNote } as const] : []),
    linkBlock(order, links, language, { ticket: true }),
  ];
  return compose(order, language, support, fill(words.eTicketSubject, vars(order, support)), blocks);
}

/** The PDF attachment of that email, named by the order's product module as the download is (spec §2). */
export function eTicketAttachment(
  order: Pick<OrderDetail, 'orderId'>,
  document: Pick<ProductDocument, 'fileName'>,
): { filename: string; contentType: string; orderId: string } {
  return { filename: document.fileName(order.orderId), contentType: 'application/pdf', orderId: order.orderId };
}

/** Pay at shop / cash on delivery: the payment code, the amount and the deadline of the 24-hour hold. */
export function paymentReminderEmail(order: OrderDetail, language: TicketLanguage, links: MailLinks, support: SupportDetails): MailContent {
  const words = wordsFor(order, language);
  const payment = order.payment;
  const deadline = payment?.expiresAt ?? order.holdExpiresAt;
  const blocks: Block[] = [
    { kind: 'p', text: words.reminderBody },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [words.paymentCode, payment?.paymentCode ?? words.paymentCodePending],
        [words.totalDue, money(payment?.amount ?? order.amount, language)],
        ...(deadline ? [[words.deadline, formatYangonInstant(deadline, language)] as [string, string]] : []),
      ],
    },
    { kind: 'note', text: words.reminderWarning, tone: 'warning' },
    ...itineraryBlocks(order, language),
    linkBlock(order, links, language, { ticket: false }),
  ];
  return compose(order, language, support, fill(words.reminderSubject, vars(order, support)), blocks);
}

/**
 * An offline request (spec §1 offline flow) was received: what happens next and when, the route asked
 * for, and the customer's note. Sent once, in the language the request was made in.
 */
export function offlineRequestEmail(
  order: OrderDetail,
  language: TicketLanguage,
  links: MailLinks,
  support: SupportDetails,
  request: { contactHours: number; note: string | null },
): MailContent {
  const words = wordsFor(order, language);
  const blocks: Block[] = [
    { kind: 'note', text: fill(words.offlineBody, { hours: digits(String(request.contactHours), language) }), tone: 'info' },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [words.status, orderStatusLabel(order, language)],
        ...(request.note ? [[words.offlineNote, request.note] as [string, string]] : []),
      ],
    },
    ...itineraryBlocks(order, language),
    linkBlock(order, links, language, { ticket: false }),
  ];
  return compose(order, language, support, fill(words.offlineSubject, vars(order, support)), blocks);
}

/** The guest cancelled the booking themselves: what their policy gives back, and where to. */
export function guestCancelledEmail(order: OrderDetail, language: TicketLanguage, links: MailLinks, support: SupportDetails): MailContent {
  const words = wordsFor(order, language);
  const cancellation = order.guestCancellation;
  const refund = cancellation && cancellation.refund > 0 ? cancellation : null;
  const refundText = !refund ? words.refundNotRefundable : refund.refundTo === 'wallet' ? words.refundToWallet : words.refundToPayment;
  const blocks: Block[] = [
    { kind: 'note', text: fill(words.guestCancelledBody, vars(order, support)), tone: 'danger' },
    { kind: 'p', text: fill(refundText, { amount: money(refund?.refund ?? 0, language), brand: support.brand }) },
    { kind: 'rows', rows: [[words.bookingId, order.orderId]] },
    ...itineraryBlocks(order, language),
    linkBlock(order, links, language, { ticket: false }),
  ];
  return compose(order, language, support, fill(words.cancelledSubject, vars(order, support)), blocks);
}

/** The booking is cancelled: what happens to the money, and whom to call. */
export function bookingCancelledEmail(
  order: OrderDetail,
  language: TicketLanguage,
  links: MailLinks,
  support: SupportDetails,
): MailContent {
  const words = wordsFor(order, language);
  const paidAmount = order.payment?.amount ?? order.amount;
  const refund =
    order.paymentStatus === 'refunded'
      ? words.refundDone
      : order.paymentStatus === 'paid' || order.paymentStatus === 'late'
        ? words.refundPaid
        : words.refundNone;
  const blocks: Block[] = [
    { kind: 'note', text: fill(words.cancelledBody, vars(order, support)), tone: 'danger' },
    { kind: 'p', text: fill(refund, { amount: money(paidAmount, language) }) },
    {
      kind: 'rows',
      rows: [
        [words.bookingId, order.orderId],
        [words.amount, money(paidAmount, language)],
      ],
    },
    ...itineraryBlocks(order, language),
    linkBlock(order, links, language, { ticket: false }),
  ];
  return compose(order, language, support, fill(words.cancelledSubject, vars(order, support)), blocks);
}
