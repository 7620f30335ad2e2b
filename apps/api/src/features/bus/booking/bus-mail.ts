/**
 * A bus order's part of the booking e-mails (decision 020, step 4), which the bus module gives as its
 * `mail`: the words that speak of seats on a coach, the operator and the bus ticket where a flight's
 * speak of the airline and the e-ticket, a held ticket's status, and the itinerary: the coach trip,
 * where to board and by when, and each passenger's seat. mail-templates.ts lays out the rest of every
 * e-mail.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { MailBlock, ProductMail, ProductMailWords } from '../../notifications/product-mail.ts';
import { digits, fill, money, type TicketLanguage } from '../../tickets/ticket-labels.ts';
import {
  busItemOf,
  busTicketLabels,
  cancellationLines,
  departureText,
  localText,
  passengerName,
  reportByText,
  reportNoteText,
  routeText,
} from './bus-ticket-labels.ts';

/** With the headings of its own blocks: the trip, and its passengers. */
type BusMailWords = ProductMailWords & { itinerary: string; travellers: string };

const EN: BusMailWords = {
  itinerary: 'Your coach trip',
  travellers: busTicketLabels('en').passengers,
  confirmation: {
    completed: ['Booking confirmed: {orderId}', 'Your bus seats are confirmed and paid. Your bus ticket is ready.'],
    paid_processing: [
      'Booking received: {orderId}',
      'We have received your payment. We are waiting for the bus operator to confirm your seats and will email your ticket as soon as it does.',
    ],
    paid_timer_exceeded: [
      'Payment received after the time limit: {orderId}',
      'Your payment reached us after the booking time had run out. Our team is checking with the bus operator that your seats are still free and will contact you shortly; if they are not, the full amount is refunded.',
    ],
    unpaid: [
      'Complete your payment: {orderId}',
      'Your bus seats are reserved but not paid yet. Please pay before the deadline, or the seats will be released.',
    ],
    waitlisted: [
      'Booking on request: {orderId}',
      'Your bus seats are on request. Our bus team will contact you within 24 hours to confirm; the fare may change.',
    ],
  },
  viewDocument: 'View bus ticket',
  downloadDocument: 'Download bus ticket (PDF)',
  documentSubject: 'Your bus ticket: {orderId}',
  documentBody:
    'Your bus ticket is attached to this email as a PDF. Show it to the driver or at the operator’s counter, printed or on your phone, with the NRC or passport of each passenger.',
  documentNote: reportNoteText('en'),
  reference: busTicketLabels('en').reference,
  reminderBody:
    'Your bus seats are held until the deadline below. Pay at any of our partner shops (or to our cash-on-delivery agent) with the payment code.',
  reminderWarning: 'If we do not receive your payment before the deadline, the booking is cancelled and the seats are released.',
  notIssued: 'The bus operator could not confirm your seats, so your bus ticket is cancelled. Its share of your payment, {amount}, is refunded to you; the rest of your booking stands.',
};

const MM: BusMailWords = {
  itinerary: 'သင့်ဘတ်စ်ကား ခရီးစဉ်',
  travellers: busTicketLabels('mm').passengers,
  confirmation: {
    completed: ['ဘိုကင် အတည်ပြုပြီးပါပြီ - {orderId}', 'သင့်ဘတ်စ်ကား ထိုင်ခုံများကို ငွေပေးချေပြီး အတည်ပြုပြီးပါပြီ။ သင့်ဘတ်စ်ကား လက်မှတ် အဆင်သင့်ဖြစ်ပါပြီ။'],
    paid_processing: [
      'ဘိုကင် လက်ခံရရှိပါပြီ - {orderId}',
      'သင့်ငွေပေးချေမှုကို လက်ခံရရှိပါပြီ။ ကားကုမ္ပဏီမှ ထိုင်ခုံများ အတည်ပြုရန် စောင့်နေပြီး အတည်ပြုပြီးသည်နှင့် လက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
    ],
    paid_timer_exceeded: [
      'သတ်မှတ်ချိန်ကျော်မှ ငွေပေးချေမှု ရောက်ရှိပါသည် - {orderId}',
      'ဘိုကင် သတ်မှတ်ချိန် ကုန်ဆုံးပြီးမှ သင့်ငွေပေးချေမှု ရောက်ရှိလာပါသည်။ ကျွန်ုပ်တို့အဖွဲ့က ထိုင်ခုံများ ရနိုင်သေးခြင်း ရှိမရှိ ကားကုမ္ပဏီနှင့် စစ်ဆေးနေပြီး မကြာမီ ဆက်သွယ်ပါမည်။ မရတော့ပါက ငွေအပြည့် ပြန်အမ်းပေးပါမည်။',
    ],
    unpaid: [
      'ငွေပေးချေမှု ပြီးဆုံးအောင် ဆောင်ရွက်ပါ - {orderId}',
      'သင့်ဘတ်စ်ကား ထိုင်ခုံများကို ထိန်းထားပေးပြီး ငွေမပေးချေရသေးပါ။ သတ်မှတ်ချိန်မတိုင်မီ ပေးချေပါ၊ သို့မဟုတ်ပါက ထိုင်ခုံများကို ပြန်လွှတ်ပါမည်။',
    ],
    waitlisted: [
      'ဘိုကင်ကို တောင်းဆိုထားဆဲ ဖြစ်ပါသည် - {orderId}',
      'သင့်ဘတ်စ်ကား ထိုင်ခုံများကို တောင်းဆိုမှုဖြင့်သာ ရနိုင်ပါသည်။ ကျွန်ုပ်တို့၏ ဘတ်စ်ကားအဖွဲ့က ၂၄ နာရီအတွင်း ဆက်သွယ်၍ အတည်ပြုပေးပါမည်။ ကားခ ပြောင်းလဲနိုင်ပါသည်။',
    ],
  },
  viewDocument: 'ဘတ်စ်ကား လက်မှတ် ကြည့်ရန်',
  downloadDocument: 'ဘတ်စ်ကား လက်မှတ် (PDF) ဒေါင်းလုဒ်လုပ်ရန်',
  documentSubject: 'သင့်ဘတ်စ်ကား လက်မှတ် - {orderId}',
  documentBody:
    'သင့်ဘတ်စ်ကား လက်မှတ်ကို ဤအီးမေးလ်တွင် PDF ဖိုင်အဖြစ် ပူးတွဲပေးပို့ထားပါသည်။ ၎င်းကို (ပုံနှိပ်ထားသော သို့မဟုတ် ဖုန်းထဲရှိ) ခရီးသည်တစ်ဦးစီ၏ မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ်နှင့်အတူ ယာဉ်မောင်း သို့မဟုတ် ကားကုမ္ပဏီ ကောင်တာတွင် ပြသပါ။',
  documentNote: reportNoteText('mm'),
  reference: busTicketLabels('mm').reference,
  reminderBody:
    'အောက်ပါ သတ်မှတ်ချိန်အထိ သင့်ဘတ်စ်ကား ထိုင်ခုံများကို ထိန်းထားပေးပါမည်။ ငွေပေးချေမှုကုဒ်ဖြင့် ကျွန်ုပ်တို့၏ မိတ်ဖက်ဆိုင်တစ်ဆိုင်ဆိုင်တွင် (သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ ကိုယ်စားလှယ်ထံ) ပေးချေနိုင်ပါသည်။',
  reminderWarning: 'သတ်မှတ်ချိန်မတိုင်မီ ငွေပေးချေမှု မရရှိပါက ဘိုကင်ကို ပယ်ဖျက်ပြီး ထိုင်ခုံများကို ပြန်လွှတ်ပါမည်။',
  notIssued: 'ကားကုမ္ပဏီမှ သင့်ထိုင်ခုံများကို အတည်မပြုနိုင်သဖြင့် ဘတ်စ်ကား လက်မှတ်ကို ပယ်ဖျက်ပြီးပါပြီ။ ၎င်းအတွက် ပေးချေထားသော {amount} ကို သင့်ထံ ပြန်အမ်းပါမည်။ ကျန်ဘိုကင်များ ဆက်လက် အတည်ဖြစ်ပါသည်။',
};

const WORDS: Record<TicketLanguage, BusMailWords> = { en: EN, mm: MM };

/** A coach trip: the route, the operator and its phone, the coach, the times, the points, the tiers; then each passenger's seat. */
function itinerary(order: OrderDetail, language: TicketLanguage): MailBlock[] {
  const bus = busItemOf(order);
  if (!bus) return [];
  const words = WORDS[language];
  const l = busTicketLabels(language);
  const separator = language === 'mm' ? '၊ ' : ', ';
  const point = (stop: typeof bus.boarding) => (stop.address ? `${stop.name}${separator}${stop.address}` : stop.name);
  return [
    { kind: 'heading', text: words.itinerary },
    {
      kind: 'rows',
      rows: [
        [l.route, routeText(bus)],
        [l.operator, bus.operatorName],
        [l.operatorPhone, bus.operatorPhone],
        [l.coach, bus.coachName],
        [l.departs, departureText(bus, language)],
        [l.arrives, localText(bus.arrival, language)],
        [l.boarding, point(bus.boarding)],
        [l.reportBy, reportByText(bus.boarding, language)],
        [l.dropping, point(bus.dropping)],
        [l.cancellation, cancellationLines(bus.cancellation, language).join(language === 'mm' ? '၊ ' : '; ')],
      ],
    },
    { kind: 'heading', text: words.travellers },
    {
      kind: 'rows',
      rows: bus.passengers.map((passenger, index): [string, string] => {
        const ticket = bus.ticketNumbers[index];
        const details = [`${l.seat} ${passenger.seatNo}`, ...(ticket ? [`${l.ticketNumber} ${ticket}`] : []), money(passenger.fare, language)];
        return [fill(l.passengerNumber, { number: digits(String(index + 1), language) }), `${passengerName(passenger)} (${details.join(separator)})`];
      }),
    },
  ];
}

export const busMail: ProductMail = {
  words: (language) => WORDS[language],
  itinerary,
};
