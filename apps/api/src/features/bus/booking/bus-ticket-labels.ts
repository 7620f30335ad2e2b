/**
 * Words and formats of the bus e-ticket (text, HTML, PDF) and of a coach trip in the e-mails, in
 * English and Myanmar (issue 21). Dates, digits, money and the support line come from
 * ticket-labels.ts, so a bus ticket reads like the flight's e-ticket and the hotel's voucher:
 * "Sat 19 Dec 2026, 20:30" / "၂၀၂၆ ဒီဇင်ဘာ ၁၉ (စနေ) ၂၀:၃၀", "MMK 30,500" / "၃၀,၅၀၀ ကျပ်". Seat, ticket
 * and booking numbers and phones are kept as written: they are what is painted on the coach and
 * what the operator's office looks up.
 */
import type { BusOrderItem } from '@thwa/domain/contracts/bus-order-item';
import type { OrderItem } from '@thwa/domain/contracts/booking';
import { localAfter } from '@thwa/domain/bus/bus-time';
import { digits, fill, formatLocalDateTime, type TicketLanguage } from '../../tickets/ticket-labels.ts';

/** Passengers are asked to be at their boarding point this many minutes before the coach is there. */
export const BOARDING_REPORT_MINUTES = 30;

export type BusTicketPassenger = BusOrderItem['passengers'][number];
export type BusTicketPoint = BusOrderItem['boarding'];
export type BusTicketTier = BusOrderItem['cancellation'][number];

const EN = {
  ticket: 'Bus e-ticket',
  bookingId: 'Booking ID',
  reference: 'Operator reference',
  pending: 'Pending',
  status: 'Status',
  issued: 'Booked on',
  trip: 'Your trip',
  operator: 'Operator',
  operatorPhone: 'Operator phone',
  busClass: 'Class',
  coach: 'Coach',
  vip: 'VIP',
  standard: 'Standard',
  route: 'Route',
  from: 'From',
  to: 'To',
  date: 'Date',
  departs: 'Departs',
  arrives: 'Arrives',
  boarding: 'Boarding point',
  dropping: 'Dropping point',
  address: 'Address',
  coachThere: 'Coach there',
  reportBy: 'Be there by',
  reportNote: 'Please be at your boarding point {minutes} minutes before the coach is there, with the NRC or passport of each passenger.',
  passengers: 'Passengers',
  passengerNumber: 'Passenger {number}',
  name: 'Name',
  seat: 'Seat',
  ticketNumber: 'Ticket number',
  fare: 'Fare',
  totalFare: 'Total fare',
  cancellation: 'Cancellation',
  tierFirst: 'More than {hours} hours before departure: {percent} % back',
  tierBetween: '{low} to {high} hours before departure: {percent} % back',
  tierLast: '{hours} hours or less before departure: nothing back',
  notRefundable: 'Not refundable once paid.',
  howToCancel: 'Cancel from My trips or Track booking on {brand}; a coach that has left cannot be cancelled.',
  contact: 'Booked by',
  email: 'Email',
  phone: 'Phone',
  scan: 'Show this code to the driver',
  times: 'All times are Myanmar time.',
  driverNote: 'Show this ticket to the driver or the operator’s counter, printed or on your phone. Each passenger sits in the seat named on it.',
  generated: 'This ticket was issued by {brand}.',
} as const;

export type BusTicketLabels = Record<keyof typeof EN, string>;

const MM: BusTicketLabels = {
  ticket: 'ဘတ်စ်ကား အီး-လက်မှတ်',
  bookingId: 'ဘိုကင်နံပါတ်',
  reference: 'ကားကုမ္ပဏီ ဘိုကင်ကုဒ်',
  pending: 'စောင့်ဆိုင်းဆဲ',
  status: 'အခြေအနေ',
  issued: 'ဘိုကင်လုပ်သည့်ရက်',
  trip: 'သင့်ခရီးစဉ်',
  operator: 'ကားကုမ္ပဏီ',
  operatorPhone: 'ကားကုမ္ပဏီ ဖုန်း',
  busClass: 'အတန်းအစား',
  coach: 'ကားအမျိုးအစား',
  vip: 'VIP',
  standard: 'ပုံမှန်',
  route: 'ခရီးစဉ်',
  from: 'ထွက်ခွာမည့်မြို့',
  to: 'ဆိုက်ရောက်မည့်မြို့',
  date: 'ရက်စွဲ',
  departs: 'ထွက်ခွာချိန်',
  arrives: 'ဆိုက်ရောက်ချိန်',
  boarding: 'ကားစီးမည့်နေရာ',
  dropping: 'ကားဆင်းမည့်နေရာ',
  address: 'လိပ်စာ',
  coachThere: 'ကားရောက်ချိန်',
  reportBy: 'ရောက်ရှိရမည့်အချိန်',
  reportNote: 'ကားရောက်ချိန်ထက် {minutes} မိနစ် စော၍ ခရီးသည်တစ်ဦးစီ၏ မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ်နှင့်အတူ ကားစီးမည့်နေရာသို့ ရောက်ရှိပါ။',
  passengers: 'ခရီးသည်များ',
  passengerNumber: 'ခရီးသည် {number}',
  name: 'အမည်',
  seat: 'ထိုင်ခုံ',
  ticketNumber: 'လက်မှတ်နံပါတ်',
  fare: 'ကားခ',
  totalFare: 'ကားခ စုစုပေါင်း',
  cancellation: 'ပယ်ဖျက်ခြင်း',
  tierFirst: 'ကားမထွက်မီ {hours} နာရီထက် ပို၍: {percent} % ပြန်ရမည်',
  tierBetween: 'ကားမထွက်မီ {low} နာရီမှ {high} နာရီအတွင်း: {percent} % ပြန်ရမည်',
  tierLast: 'ကားမထွက်မီ {hours} နာရီ သို့မဟုတ် ယင်းထက်နည်း: ပြန်မရပါ',
  notRefundable: 'ငွေပေးချေပြီးပါက ပြန်အမ်းမည် မဟုတ်ပါ။',
  howToCancel: '{brand} ရှိ ကျွန်ုပ်၏ခရီးစဉ်များ သို့မဟုတ် ဘိုကင်ခြေရာခံ မှ ပယ်ဖျက်နိုင်ပါသည်။ ထွက်ခွာပြီးသော ကားကို ပယ်ဖျက်၍ မရပါ။',
  contact: 'ဘိုကင်လုပ်သူ',
  email: 'အီးမေးလ်',
  phone: 'ဖုန်း',
  scan: 'ဤကုဒ်ကို ယာဉ်မောင်းအား ပြသပါ',
  times: 'အချိန်အားလုံးသည် မြန်မာစံတော်ချိန် ဖြစ်ပါသည်။',
  driverNote: 'ဤလက်မှတ်ကို (ပုံနှိပ်ထားသော သို့မဟုတ် ဖုန်းထဲရှိ) ယာဉ်မောင်း သို့မဟုတ် ကားကုမ္ပဏီ ကောင်တာတွင် ပြသပါ။ ခရီးသည်တစ်ဦးစီသည် ၎င်းတွင် ဖော်ပြထားသော ထိုင်ခုံတွင် ထိုင်ရပါမည်။',
  generated: 'ဤလက်မှတ်ကို {brand} မှ ထုတ်ပေးပါသည်။',
};

export function busTicketLabels(language: TicketLanguage): BusTicketLabels {
  return language === 'mm' ? MM : EN;
}

/** The order's bus ticket, if it sells one (an order holds one item per product, decision 024). */
export function busItemOf(order: { items: readonly OrderItem[] }): BusOrderItem | undefined {
  return order.items.find((item): item is BusOrderItem => item.product === 'bus');
}

/** A passenger's name as written: Myanmar script or Latin, as on the NRC or passport. */
export function passengerName(passenger: Pick<BusTicketPassenger, 'firstName' | 'lastName'>): string {
  return `${passenger.firstName} ${passenger.lastName}`.trim().replace(/\s+/g, ' ');
}

/** "VIP", "Standard", "ပုံမှန်". */
export function busClassText(busClass: BusOrderItem['busClass'], language: TicketLanguage): string {
  return busTicketLabels(language)[busClass];
}

/** "Yangon → Mandalay". */
export function routeText(bus: Pick<BusOrderItem, 'from' | 'to'>): string {
  return `${bus.from.name} → ${bus.to.name}`;
}

/** A local 'YYYY-MM-DDTHH:mm' (or date and time) as written on the ticket, in the language's digits. */
export function localText(local: string, language: TicketLanguage): string {
  return formatLocalDateTime(local, language);
}

/** The departure: "Sat 19 Dec 2026, 20:30". */
export function departureText(bus: Pick<BusOrderItem, 'departureDate' | 'departureTime'>, language: TicketLanguage): string {
  return localText(`${bus.departureDate}T${bus.departureTime}`, language);
}

/** The clock time alone of a local date and time: "20:00", "၂၀:၀၀". */
export function clockText(local: string, language: TicketLanguage): string {
  return digits(/T(\d{2}:\d{2})/.exec(local)?.[1] ?? local, language);
}

/** When a passenger should be at the boarding point: BOARDING_REPORT_MINUTES before the coach is there, local. */
export function reportByLocal(point: Pick<BusTicketPoint, 'at'>): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(point.at);
  return match ? localAfter(match[1]!, match[2]!, -BOARDING_REPORT_MINUTES) : point.at;
}

export function reportByText(point: Pick<BusTicketPoint, 'at'>, language: TicketLanguage): string {
  return localText(reportByLocal(point), language);
}

export function reportNoteText(language: TicketLanguage): string {
  return fill(busTicketLabels(language).reportNote, { minutes: digits(String(BOARDING_REPORT_MINUTES), language) });
}

/**
 * The operator's tiers in words, one line each, then the hours after which nothing comes back:
 * "More than 48 hours before departure: 90 % back", "12 to 48 hours before departure: 50 % back",
 * "12 hours or less before departure: nothing back". Tiers are ordered from the most hours.
 */
export function cancellationLines(tiers: readonly BusTicketTier[], language: TicketLanguage): string[] {
  const l = busTicketLabels(language);
  const n = (value: number) => digits(String(value), language);
  const sorted = [...tiers].sort((a, b) => b.moreThanHours - a.moreThanHours).filter((tier) => tier.refundPercent > 0);
  const last = sorted[sorted.length - 1];
  if (!last) return [l.notRefundable];
  const lines = sorted.map((tier, index) => {
    const above = sorted[index - 1];
    return above
      ? fill(l.tierBetween, { low: n(tier.moreThanHours), high: n(above.moreThanHours), percent: n(tier.refundPercent) })
      : fill(l.tierFirst, { hours: n(tier.moreThanHours), percent: n(tier.refundPercent) });
  });
  return [...lines, fill(l.tierLast, { hours: n(last.moreThanHours) })];
}

/** What every passenger's fare adds up to. */
export function totalFare(bus: Pick<BusOrderItem, 'passengers'>): number {
  return bus.passengers.reduce((sum, passenger) => sum + passenger.fare, 0);
}

/** What the driver's scanner reads: the booking id and every ticket number (or seat, before they are issued). */
export function busQrPayload(orderId: string, bus: Pick<BusOrderItem, 'ticketNumbers' | 'passengers'>): string {
  const tickets = bus.ticketNumbers.length > 0 ? bus.ticketNumbers : bus.passengers.map((passenger) => passenger.seatNo);
  return `THWA-BUS:${orderId}:${tickets.join(',')}`;
}
