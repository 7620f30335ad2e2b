/**
 * A flight order's part of the booking e-mails (decision 020, step 4), which the flight module gives
 * as its `mail`: the words that speak of seats, the airline and the e-ticket, the airport check-in
 * note the e-ticket's e-mail ends its itinerary with, and the itinerary: each direction's flights and
 * the travellers. mail-templates.ts lays out the rest of every e-mail.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import { flightItemOf } from '@thwa/domain/orders/order-items';
import type { MailBlock, ProductMail, ProductMailWords } from '../../notifications/product-mail.ts';
import {
  digits,
  directionTitle,
  formatLocalDateTime,
  routeOf,
  ticketLabels,
  travellerName,
  travellerTypeLabel,
  type TicketLanguage,
} from '../../tickets/ticket-labels.ts';

/**
 * With the headings of its own blocks: the flights, and who travels. The document note is the
 * e-ticket's own airport check-in note, so the e-mail and the ticket say the same.
 */
type FlightMailWords = ProductMailWords & { itinerary: string; travellers: string };

const EN: FlightMailWords = {
  itinerary: 'Your trip',
  travellers: 'Travellers',
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
    waitlisted: [
      'Booking waitlisted: {orderId}',
      'Your flight is on request. Our flight team will contact you within 24 hours to confirm; the price may change.',
    ],
  },
  viewDocument: 'View e-ticket',
  downloadDocument: 'Download e-ticket (PDF)',
  documentSubject: 'Your e-ticket: {orderId}',
  documentBody:
    'Your e-ticket is attached to this email as a PDF. Please carry it, or the booking ID and PNR, with the ID or passport used for this booking.',
  documentNote: ticketLabels('en').checkInNote,
  reference: 'Airline reference (PNR)',
  reminderBody:
    'Your seats are held until the deadline below. Pay at any of our partner shops (or to our cash-on-delivery agent) with the payment code.',
  reminderWarning: 'If we do not receive your payment before the deadline, the booking is cancelled and the seats are released.',
  notIssued: 'The airline could not ticket your flight, so it is cancelled. Its share of your payment, {amount}, is refunded to you; the rest of your booking stands.',
};

const MM: FlightMailWords = {
  itinerary: 'သင့်ခရီးစဉ်',
  travellers: 'ခရီးသည်များ',
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
    waitlisted: [
      'ဘိုကင် စောင့်ဆိုင်းစာရင်းတွင် ရှိပါသည် - {orderId}',
      'သင့်ခရီးစဉ်ကို တောင်းဆိုမှုဖြင့်သာ ရနိုင်ပါသည်။ ကျွန်ုပ်တို့၏ လေယာဉ်လက်မှတ်အဖွဲ့က ၂၄ နာရီအတွင်း ဆက်သွယ်၍ အတည်ပြုပေးပါမည်။ ဈေးနှုန်း ပြောင်းလဲနိုင်ပါသည်။',
    ],
  },
  viewDocument: 'အီး-လက်မှတ် ကြည့်ရန်',
  downloadDocument: 'အီး-လက်မှတ် (PDF) ဒေါင်းလုဒ်လုပ်ရန်',
  documentSubject: 'သင့်အီး-လက်မှတ် - {orderId}',
  documentBody:
    'သင့်အီး-လက်မှတ်ကို ဤအီးမေးလ်တွင် PDF ဖိုင်အဖြစ် ပူးတွဲပေးပို့ထားပါသည်။ ခရီးသွားရာတွင် ၎င်းကို သို့မဟုတ် ဘိုကင်နံပါတ်နှင့် PNR ကို ဤဘိုကင်တွင် အသုံးပြုထားသော မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ်နှင့်အတူ ယူဆောင်လာပါ။',
  documentNote: ticketLabels('mm').checkInNote,
  reference: 'လေကြောင်းလိုင်း ဘိုကင်ကုဒ် (PNR)',
  reminderBody:
    'အောက်ပါ သတ်မှတ်ချိန်အထိ သင့်ထိုင်ခုံများကို ထိန်းထားပေးပါမည်။ ငွေပေးချေမှုကုဒ်ဖြင့် ကျွန်ုပ်တို့၏ မိတ်ဖက်ဆိုင်တစ်ဆိုင်ဆိုင်တွင် (သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ ကိုယ်စားလှယ်ထံ) ပေးချေနိုင်ပါသည်။',
  reminderWarning: 'သတ်မှတ်ချိန်မတိုင်မီ ငွေပေးချေမှု မရရှိပါက ဘိုကင်ကို ပယ်ဖျက်ပြီး ထိုင်ခုံများကို ပြန်လွှတ်ပါမည်။',
  notIssued: 'လေကြောင်းလိုင်းမှ သင့်လေယာဉ်လက်မှတ်ကို ထုတ်ပေး၍ မရသဖြင့် ပယ်ဖျက်ပြီးပါပြီ။ ၎င်းအတွက် ပေးချေထားသော {amount} ကို သင့်ထံ ပြန်အမ်းပါမည်။ ကျန်ဘိုကင်များ ဆက်လက် အတည်ဖြစ်ပါသည်။',
};

const WORDS: Record<TicketLanguage, FlightMailWords> = { en: EN, mm: MM };

/** Each direction's route and flights (an arrival on the day of departure by its time alone), then the travellers. */
function itinerary(order: OrderDetail, language: TicketLanguage): MailBlock[] {
  const words = WORDS[language];
  const blocks: MailBlock[] = [];
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

export const flightMail: ProductMail = {
  words: (language) => WORDS[language],
  itinerary,
};
