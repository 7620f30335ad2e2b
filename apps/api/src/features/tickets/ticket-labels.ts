/**
 * Words and formats shared by the e-ticket (text, HTML, PDF) and the emails, in English and Myanmar.
 * Kept on the server: the ticket and the emails are documents the customer keeps, so they are
 * rendered once in the order's language rather than by the web app's catalogues.
 */
import type { FlightOrderItem, OrderDetail } from '@thwa/domain/contracts/booking';
import { formatDuration } from '@thwa/domain/duration';
import { formatMoney, toMyanmarDigits } from '@thwa/domain/money';

export type TicketLanguage = 'en' | 'mm';

/** The support contacts every document ends with (spec §8: unpaid, cancelled and waitlisted outcomes name them). */
export interface SupportDetails {
  phone: string;
  email: string;
  brand: string;
}

export type OrderLeg = FlightOrderItem['directions'][number]['legs'][number];
export type OrderTraveller = FlightOrderItem['travellers'][number];

const EN = {
  eTicket: 'E-ticket',
  bookingId: 'Booking ID',
  pnr: 'Airline reference (PNR)',
  pnrPending: 'Pending',
  status: 'Status',
  issued: 'Booked on',
  outward: 'Departure',
  return: 'Return',
  flight: 'Flight',
  airline: 'Airline',
  from: 'From',
  to: 'To',
  departs: 'Departs',
  arrives: 'Arrives',
  duration: 'Duration',
  cabin: 'Cabin',
  travellers: 'Travellers',
  name: 'Name',
  type: 'Type',
  ticketNumber: 'Ticket number',
  ticketPending: 'Not issued yet',
  contact: 'Contact',
  email: 'Email',
  phone: 'Phone',
  price: 'Price',
  promoCode: 'Promo code',
  support: 'Need help? Call {phone} or email {email}.',
  supportShort: 'Customer support',
  checkInNote:
    'Please be at the airport check-in counter at least 1 hour before domestic and 3 hours before international departures, with the ID or passport used for this booking.',
  times: 'All times are local to the airport.',
  generated: 'This e-ticket was issued by {brand}.',
} as const;

type Labels = Record<keyof typeof EN, string>;

const MM: Labels = {
  eTicket: 'အီး-လက်မှတ်',
  bookingId: 'ဘိုကင်နံပါတ်',
  pnr: 'လေကြောင်းလိုင်း ဘိုကင်ကုဒ် (PNR)',
  pnrPending: 'စောင့်ဆိုင်းဆဲ',
  status: 'အခြေအနေ',
  issued: 'ဘိုကင်လုပ်သည့်ရက်',
  outward: 'အသွား ခရီးစဉ်',
  return: 'အပြန် ခရီးစဉ်',
  flight: 'လေယာဉ်',
  airline: 'လေကြောင်းလိုင်း',
  from: 'ထွက်ခွာမည့်မြို့',
  to: 'ဆိုက်ရောက်မည့်မြို့',
  departs: 'ထွက်ခွာချိန်',
  arrives: 'ဆိုက်ရောက်ချိန်',
  duration: 'ကြာချိန်',
  cabin: 'အတန်းအစား',
  travellers: 'ခရီးသည်များ',
  name: 'အမည်',
  type: 'အမျိုးအစား',
  ticketNumber: 'လက်မှတ်နံပါတ်',
  ticketPending: 'မထုတ်ရသေးပါ',
  contact: 'ဆက်သွယ်ရန်',
  email: 'အီးမေးလ်',
  phone: 'ဖုန်း',
  price: 'ကျသင့်ငွေ',
  promoCode: 'ပရိုမိုကုဒ်',
  support: 'အကူအညီ လိုအပ်ပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ် ပို့ပါ။',
  supportShort: 'ဖောက်သည်ဝန်ဆောင်မှု',
  checkInNote:
    'ပြည်တွင်းခရီးစဉ်များအတွက် အနည်းဆုံး ၁ နာရီ၊ နိုင်ငံတကာခရီးစဉ်များအတွက် အနည်းဆုံး ၃ နာရီ ကြိုတင်၍ ဤဘိုကင်တွင် အသုံးပြုထားသော မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ်နှင့်အတူ လေဆိပ်ရှိ စစ်ဆေးရေးကောင်တာသို့ ရောက်ရှိပါ။',
  times: 'အချိန်အားလုံးသည် သက်ဆိုင်ရာ လေဆိပ်၏ ဒေသစံတော်ချိန် ဖြစ်ပါသည်။',
  generated: 'ဤအီး-လက်မှတ်ကို {brand} မှ ထုတ်ပေးပါသည်။',
};

export function ticketLabels(language: TicketLanguage): Labels {
  return language === 'mm' ? MM : EN;
}

/** Fills `{name}` placeholders; unknown names stay as written so a typo shows instead of vanishing. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Spec §4 statuses in words; the web uses the same English words. Unknown statuses are shown as sent. */
const STATUS: Record<TicketLanguage, Record<string, string>> = {
  en: {
    initialized: 'Initialized',
    booked: 'Booked',
    // My trips' and the thank-you page's word for it: what the customer must do, not what we do.
    held: 'Awaiting payment',
    pending: 'Pending',
    paid: 'Paid',
    processing: 'Processing',
    completed: 'Completed',
    cancelled: 'Cancelled',
    unsuccessful: 'Unsuccessful',
    failed: 'Failed',
    expired: 'Expired',
    waitlisted: 'Waitlisted',
  },
  mm: {
    initialized: 'စတင်ထားသည်',
    booked: 'ဘိုကင်တင်ပြီး',
    held: 'ငွေပေးချေရန် စောင့်နေသည်',
    pending: 'ဆောင်ရွက်ရန် ကျန်သည်',
    paid: 'ငွေပေးချေပြီး',
    processing: 'ဆောင်ရွက်နေဆဲ',
    completed: 'ပြီးစီးပါပြီ',
    cancelled: 'ပယ်ဖျက်ပြီး',
    unsuccessful: 'မအောင်မြင်ပါ',
    failed: 'မအောင်မြင်ပါ',
    expired: 'သက်တမ်းကုန်ပြီး',
    waitlisted: 'စောင့်ဆိုင်းစာရင်း',
  },
};

export function statusLabel(status: string, language: TicketLanguage): string {
  return STATUS[language][status.trim().toLowerCase()] ?? status;
}

/** The web's own cabin words (apps/web flight-listing catalogues), so the ticket matches the screens. */
export function cabinLabel(cabin: OrderLeg['cabinClass'], language: TicketLanguage): string {
  if (language === 'mm') return cabin === 'business' ? 'လုပ်ငန်းသုံးအတန်း' : 'စီးပွားရေးအတန်း';
  return cabin === 'business' ? 'Business' : 'Economy';
}

export function travellerTypeLabel(type: OrderTraveller['type'], language: TicketLanguage): string {
  const words =
    language === 'mm' ? { adult: 'လူကြီး', child: 'ကလေး', infant: 'မွေးကင်းစကလေး' } : { adult: 'Adult', child: 'Child', infant: 'Infant' };
  return words[type];
}

/** "Mr AUNG KO KO": airline style, family name last. Myanmar script has no case, so it reads unchanged. */
export function travellerName(traveller: OrderTraveller): string {
  const name = `${traveller.firstName} ${traveller.lastName}`.trim().replace(/\s+/g, ' ').toUpperCase();
  return traveller.title ? `${traveller.title} ${name}` : name;
}

const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS_MM = ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'];
const MONTHS_MM = ['ဇန်နဝါရီ', 'ဖေဖော်ဝါရီ', 'မတ်', 'ဧပြီ', 'မေ', 'ဇွန်', 'ဇူလိုင်', 'ဩဂုတ်', 'စက်တင်ဘာ', 'အောက်တိုဘာ', 'နိုဝင်ဘာ', 'ဒီဇင်ဘာ'];

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/**
 * A wall-clock date (and time) as written on the ticket: "Sun 22 Nov 2026, 07:30" or
 * "၂၀၂၆ နိုဝင်ဘာ ၂၂ (တနင်္ဂနွေ) ၀၇:၃၀". Flight times are local to their airport and carry no
 * zone, so this never goes through `Date` in the server's zone; the weekday is computed in UTC,
 * where a calendar date means itself. Text that is not such a date is returned unchanged.
 */
export function formatLocalDateTime(local: string, language: TicketLanguage): string {
  const match = LOCAL.exec(local);
  if (!match) return local;
  const [, y, m, d, hh, mm] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const time = hh !== undefined && mm !== undefined ? `${hh}:${mm}` : '';
  if (language === 'mm') {
    const text = `${year} ${MONTHS_MM[month - 1] ?? m} ${day} (${WEEKDAYS_MM[weekday]})${time ? ` ${time}` : ''}`;
    return toMyanmarDigits(text);
  }
  return `${WEEKDAYS_EN[weekday]} ${day} ${MONTHS_EN[month - 1] ?? m} ${year}${time ? `, ${time}` : ''}`;
}

/** Yangon offset: instants (createdAt, payment deadlines) are shown in business time (ARCHITECTURE). */
const YANGON_OFFSET_MS = (6 * 60 + 30) * 60_000;

/** An instant (ISO with offset) as a Yangon wall-clock date and time, with the zone named. */
export function formatYangonInstant(instant: string, language: TicketLanguage): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  const wall = new Date(time + YANGON_OFFSET_MS).toISOString().slice(0, 16);
  return `${formatLocalDateTime(wall, language)} ${language === 'mm' ? '(မြန်မာစံတော်ချိန်)' : '(Yangon time)'}`;
}

export function durationText(minutes: number, language: TicketLanguage): string {
  return formatDuration(minutes, language);
}

export function money(amount: number, language: TicketLanguage): string {
  return formatMoney({ amount, currency: 'MMK' }, { lang: language });
}

/** Latin digits in Myanmar text: counts and numbers inside labels read naturally. */
export function digits(text: string, language: TicketLanguage): string {
  return language === 'mm' ? toMyanmarDigits(text) : text;
}

export interface PriceLine {
  label: string;
  amount: string;
  /** The total the customer pays: shown stronger. */
  emphasis: boolean;
}

const PRICE_WORDS: Record<TicketLanguage, Record<keyof Omit<OrderDetail['breakdown'], 'currency'>, string>> = {
  en: {
    subTotal: 'Sub total',
    airlineTaxes: 'Airline taxes',
    taxes: 'Taxes',
    convenienceFees: 'Convenience fees',
    discount: 'Discount',
    promotion: 'Promotion',
    insurance: 'Insurance',
    total: 'Total',
    grandTotal: 'Grand total',
  },
  mm: {
    subTotal: 'စုစုပေါင်း (အခွန်မပါ)',
    airlineTaxes: 'လေကြောင်းလိုင်း အခွန်များ',
    taxes: 'အခွန်များ',
    convenienceFees: 'ဝန်ဆောင်ခ',
    discount: 'လျှော့စျေး',
    promotion: 'ပရိုမိုးရှင်း',
    insurance: 'အာမခံ',
    total: 'စုစုပေါင်း',
    grandTotal: 'ပေးချေရမည့် စုစုပေါင်း',
  },
};

/**
 * Spec §3 price breakdown, in its order. Lines that are zero are left out (a ticket listing
 * "Insurance MMK 0" only raises questions), except the sub total and the totals. Discount and
 * promotion are amounts taken off, so they are shown negative whatever sign they were stored with.
 */
export function priceLines(breakdown: OrderDetail['breakdown'], language: TicketLanguage): PriceLine[] {
  const words = PRICE_WORDS[language];
  const lines: PriceLine[] = [];
  const add = (key: keyof typeof words, amount: number, always = false, emphasis = false) => {
    if (amount !== 0 || always) lines.push({ label: words[key], amount: money(amount, language), emphasis });
  };
  add('subTotal', breakdown.subTotal, true);
  add('airlineTaxes', breakdown.airlineTaxes);
  add('taxes', breakdown.taxes);
  add('convenienceFees', breakdown.convenienceFees);
  add('discount', -Math.abs(breakdown.discount));
  add('promotion', -Math.abs(breakdown.promotion));
  add('insurance', breakdown.insurance);
  if (breakdown.total !== breakdown.grandTotal) add('total', breakdown.total, true);
  add('grandTotal', breakdown.grandTotal, true, true);
  return lines;
}

export function directionTitle(direction: FlightOrderItem['directions'][number]['direction'], language: TicketLanguage): string {
  return ticketLabels(language)[direction === 'return' ? 'return' : 'outward'];
}

/** "Yangon (RGN)" */
export function place(city: string, code: string): string {
  return city ? `${city} (${code})` : code;
}

/** First origin to last destination of a direction, for headings: "Yangon (RGN) → Mandalay (MDL)". */
export function routeOf(legs: readonly OrderLeg[]): string {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) return '';
  return `${place(first.originCity, first.origin)} → ${place(last.destinationCity, last.destination)}`;
}
