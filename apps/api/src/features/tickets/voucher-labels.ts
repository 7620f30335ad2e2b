/**
 * Words and formats of the hotel voucher (text, HTML, PDF) and of a hotel stay in the emails, in
 * English and Myanmar. Dates, digits, money and the support line come from ticket-labels.ts, so a
 * voucher reads like the e-ticket: "Thu 24 Dec 2026" / "၂၀၂၆ ဒီဇင်ဘာ ၂၄ (ကြာသပတေး)".
 */
import type { HotelOrderItem, OrderDetail } from '@thwa/domain/contracts/booking';
import { digits, fill, formatLocalDateTime, money, type PriceLine, type TicketLanguage } from './ticket-labels.ts';

export type HotelGuest = HotelOrderItem['guests'][number];

const EN = {
  voucher: 'Hotel voucher',
  bookingId: 'Booking ID',
  confirmation: 'Hotel confirmation number',
  confirmationPending: 'Pending',
  status: 'Status',
  issued: 'Booked on',
  hotel: 'Hotel',
  stars: 'Category',
  starsValue: '{count}-star',
  address: 'Address',
  hotelPhone: 'Hotel phone',
  town: 'Town',
  stay: 'Your stay',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  from: 'from {time}',
  by: 'by {time}',
  nights: 'Nights',
  night: '{count} night',
  nightsValue: '{count} nights',
  room: 'Room',
  rate: 'Rate',
  services: 'Included',
  roomOnly: 'Room only',
  guests: 'Guests',
  roomNumber: 'Room {number}',
  leadGuest: 'Guest',
  voucherNumber: 'Voucher number',
  voucherPending: 'Not issued yet',
  occupancy: 'Adults and children',
  adult: '{count} adult',
  adults: '{count} adults',
  child: '{count} child',
  children: '{count} children',
  childAge: 'age {ages}',
  childAges: 'ages {ages}',
  and: ' and ',
  arrival: 'Estimated arrival',
  early: 'Early Check-in',
  late: 'after {time}',
  specialRequest: 'Special request',
  requestNote: 'Special requests depend on the hotel on the day and cannot be guaranteed.',
  cancellation: 'Cancellation policy',
  freeUntil: 'Free cancellation until {date}. Cancelled after that date, the stay is not refunded.',
  nonRefundable: 'Non-refundable: nothing is refunded if the stay is cancelled or not used.',
  howToCancel: 'To cancel, open My trips or Track booking on {brand}, or call us.',
  contact: 'Booked by',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  payment: 'Payment',
  roomPrice: 'Room price',
  deal: 'Hotel deal',
  promotion: 'Promotion',
  fees: 'Convenience fees',
  insurance: 'Insurance',
  taxes: 'Taxes',
  amountPaid: 'Amount paid',
  promoCode: 'Promo code',
  taxesIncluded: 'Taxes included. The stay is paid in full; extras ordered at the hotel are paid there.',
  frontDesk:
    'Show this voucher at the front desk when you check in, printed or on your phone, with the ID or passport of the guest named for each room.',
  times: "Check-in and check-out times are the hotel's local time.",
  generated: 'This voucher was issued by {brand}.',
} as const;

export type VoucherLabels = Record<keyof typeof EN, string>;

const MM: VoucherLabels = {
  voucher: 'ဟိုတယ် ဘောက်ချာ',
  bookingId: 'ဘိုကင်နံပါတ်',
  confirmation: 'ဟိုတယ် အတည်ပြုနံပါတ်',
  confirmationPending: 'စောင့်ဆိုင်းဆဲ',
  status: 'အခြေအနေ',
  issued: 'ဘိုကင်လုပ်သည့်ရက်',
  hotel: 'ဟိုတယ်',
  stars: 'အဆင့်',
  starsValue: 'ကြယ် {count} ပွင့်',
  address: 'လိပ်စာ',
  hotelPhone: 'ဟိုတယ် ဖုန်း',
  town: 'မြို့',
  stay: 'တည်းခိုမည့်ကာလ',
  checkIn: 'ဝင်ရောက်မည့်ရက်',
  checkOut: 'ထွက်ခွာမည့်ရက်',
  from: '{time} မှစ၍',
  by: '{time} အမီ',
  nights: 'တည်းခိုမည့် ည',
  night: '{count} ည',
  nightsValue: '{count} ည',
  room: 'အခန်း',
  rate: 'ဈေးနှုန်းအမျိုးအစား',
  services: 'ပါဝင်သည်များ',
  roomOnly: 'အခန်းသီးသန့်',
  guests: 'ဧည့်သည်များ',
  roomNumber: 'အခန်း {number}',
  leadGuest: 'ဧည့်သည်အမည်',
  voucherNumber: 'ဘောက်ချာနံပါတ်',
  voucherPending: 'မထုတ်ရသေးပါ',
  occupancy: 'လူကြီးနှင့် ကလေး',
  adult: 'လူကြီး {count} ဦး',
  adults: 'လူကြီး {count} ဦး',
  child: 'ကလေး {count} ဦး',
  children: 'ကလေး {count} ဦး',
  childAge: 'အသက် {ages}',
  childAges: 'အသက် {ages}',
  and: 'နှင့် ',
  arrival: 'ရောက်ရှိမည့် ခန့်မှန်းအချိန်',
  early: 'စောစီးစွာ ဝင်ရောက်မည်',
  late: '{time} နောက်ပိုင်း',
  specialRequest: 'အထူးတောင်းဆိုချက်',
  requestNote: 'အထူးတောင်းဆိုချက်များသည် ထိုနေ့ရှိ ဟိုတယ်၏ အခြေအနေပေါ် မူတည်ပြီး အာမမခံနိုင်ပါ။',
  cancellation: 'ပယ်ဖျက်ခြင်း မူဝါဒ',
  freeUntil: '{date} အထိ အခမဲ့ ပယ်ဖျက်နိုင်ပါသည်။ ထိုနေ့နောက်ပိုင်း ပယ်ဖျက်ပါက ငွေပြန်မအမ်းပါ။',
  nonRefundable: 'ငွေပြန်မအမ်းသော နှုန်း ဖြစ်ပါသည်။ ပယ်ဖျက်ပါက သို့မဟုတ် လာရောက်မတည်းခိုပါက ငွေပြန်မအမ်းပါ။',
  howToCancel: 'ပယ်ဖျက်လိုပါက {brand} ၏ ကျွန်ုပ်၏ ခရီးစဉ်များ သို့မဟုတ် ဘိုကင် ရှာဖွေရန် စာမျက်နှာတွင် ပယ်ဖျက်နိုင်ပါသည်၊ သို့မဟုတ် ကျွန်ုပ်တို့ထံ ဖုန်းဆက်ပါ။',
  contact: 'ဘိုကင်လုပ်သူ',
  name: 'အမည်',
  email: 'အီးမေးလ်',
  phone: 'ဖုန်း',
  payment: 'ငွေပေးချေမှု',
  roomPrice: 'အခန်းခ',
  deal: 'ဟိုတယ် လျှော့ဈေး',
  promotion: 'ပရိုမိုးရှင်း',
  fees: 'ဝန်ဆောင်ခ',
  insurance: 'အာမခံ',
  taxes: 'အခွန်များ',
  amountPaid: 'ပေးချေပြီးငွေ',
  promoCode: 'ပရိုမိုကုဒ်',
  taxesIncluded: 'အခွန် ပါဝင်ပြီး ဖြစ်ပါသည်။ တည်းခိုခကို အပြည့်အဝ ပေးချေပြီးဖြစ်၍ ဟိုတယ်တွင် ထပ်မံမှာယူသည်များကိုသာ ဟိုတယ်တွင် ပေးချေရပါမည်။',
  frontDesk:
    'ဟိုတယ်သို့ ဝင်ရောက်သည့်အခါ ဤဘောက်ချာကို (ပုံနှိပ်ထားသော သို့မဟုတ် ဖုန်းထဲရှိ) အခန်းအလိုက် အမည်ပါ ဧည့်သည်၏ မှတ်ပုံတင် သို့မဟုတ် နိုင်ငံကူးလက်မှတ်နှင့်အတူ ဧည့်ကြိုကောင်တာတွင် ပြသပါ။',
  times: 'ဝင်ရောက်ချိန်နှင့် ထွက်ခွာချိန်များသည် ဟိုတယ်၏ ဒေသစံတော်ချိန် ဖြစ်ပါသည်။',
  generated: 'ဤဘောက်ချာကို {brand} မှ ထုတ်ပေးပါသည်။',
};

export function voucherLabels(language: TicketLanguage): VoucherLabels {
  return language === 'mm' ? MM : EN;
}

/** A count in words: "1 night", "3 nights", "၃ ည". */
function counted(count: number, one: string, many: string, language: TicketLanguage): string {
  return fill(count === 1 ? one : many, { count: digits(String(count), language) });
}

/** A lead guest's name as the guest wrote it: hotels take Myanmar script or Latin (decision 022). */
export function guestName(guest: HotelGuest): string {
  return `${guest.firstName} ${guest.lastName}`.trim().replace(/\s+/g, ' ');
}

export function starsText(stars: number, language: TicketLanguage): string {
  return fill(voucherLabels(language).starsValue, { count: digits(String(stars), language) });
}

export function nightsText(nights: number, language: TicketLanguage): string {
  const l = voucherLabels(language);
  return counted(nights, l.night, l.nightsValue, language);
}

/** "Thu 24 Dec 2026, from 14:00" / "၂၀၂၆ ဒီဇင်ဘာ ၂၄ (ကြာသပတေး) ၁၄:၀၀ မှစ၍". */
export function checkInText(stay: Pick<HotelOrderItem, 'checkIn' | 'checkInTime'>, language: TicketLanguage): string {
  return dateAndTime(stay.checkIn, voucherLabels(language).from, stay.checkInTime, language);
}

/** "Sun 27 Dec 2026, by 12:00" / "၂၀၂၆ ဒီဇင်ဘာ ၂၇ (တနင်္ဂနွေ) ၁၂:၀၀ အမီ". */
export function checkOutText(stay: Pick<HotelOrderItem, 'checkOut' | 'checkOutTime'>, language: TicketLanguage): string {
  return dateAndTime(stay.checkOut, voucherLabels(language).by, stay.checkOutTime, language);
}

function dateAndTime(date: string, template: string, time: string, language: TicketLanguage): string {
  const day = formatLocalDateTime(date, language);
  if (!time) return day;
  return `${day}${language === 'mm' ? ' ' : ', '}${fill(template, { time: digits(time, language) })}`;
}

/** "Deluxe Lake View Double × 2". */
export function roomText(stay: Pick<HotelOrderItem, 'roomName' | 'rooms'>, language: TicketLanguage): string {
  return `${stay.roomName} × ${digits(String(stay.rooms), language)}`;
}

/** The catalogue's rate services (hotel-catalogue.ts RateService) in the document's language. */
const SERVICES: Record<TicketLanguage, Record<string, string>> = {
  en: { Breakfast: 'Breakfast', 'Extra bed': 'Extra bed' },
  mm: { Breakfast: 'နံနက်စာ', 'Extra bed': 'အပိုကုတင်' },
};

/** "Breakfast, Extra bed", or "Room only" when the rate includes nothing; an unknown service reads as stored. */
export function servicesText(services: readonly string[], language: TicketLanguage): string {
  if (services.length === 0) return voucherLabels(language).roomOnly;
  return services.map((service) => SERVICES[language][service] ?? service).join(language === 'mm' ? '၊ ' : ', ');
}

/**
 * The children's ages as a hotel reads them: "4 and 9", "4, 7 and 9" / "၄ နှစ်နှင့် ၉ နှစ်",
 * "၄ နှစ်၊ ၇ နှစ်နှင့် ၉ နှစ်" (Myanmar counts each age in years, with Myanmar digits).
 */
export function childAgesText(ages: readonly number[], language: TicketLanguage): string {
  const l = voucherLabels(language);
  const each = ages.map((age) => (language === 'mm' ? `${digits(String(age), language)} နှစ်` : String(age)));
  const last = each.pop();
  if (last === undefined) return '';
  if (each.length === 0) return last;
  return `${each.join(language === 'mm' ? '၊ ' : ', ')}${l.and}${last}`;
}

/**
 * "2 adults, 2 children (ages 4 and 9)" / "လူကြီး ၂ ဦး၊ ကလေး ၂ ဦး (အသက် ၄ နှစ်နှင့် ၉ နှစ်)";
 * children only when there are some, their ages when the stay has them (the hotel's rates and
 * extra beds depend on them).
 */
export function occupancyText(stay: Pick<HotelOrderItem, 'adult' | 'child'> & { childAges?: readonly number[] | undefined }, language: TicketLanguage): string {
  const l = voucherLabels(language);
  const parts = [counted(stay.adult, l.adult, l.adults, language)];
  if (stay.child > 0) {
    const ages = stay.childAges ?? [];
    const children = counted(stay.child, l.child, l.children, language);
    parts.push(ages.length > 0 ? `${children} (${fill(ages.length === 1 ? l.childAge : l.childAges, { ages: childAgesText(ages, language) })})` : children);
  }
  return parts.join(language === 'mm' ? '၊ ' : ', ');
}

const WINDOW = /^(\d{1,2})-(\d{1,2})$/;
const clock = (hour: string) => `${hour.padStart(2, '0')}:00`;

/**
 * The estimated arrival the guest chose (hotel-guests.ts ESTIMATED_CHECK_IN_TIMES): 'early' is the
 * spec's "Early Check-in", '12-14' reads "12:00–14:00", 'late' "after 22:00". Anything else as stored.
 */
export function arrivalText(estimate: string, language: TicketLanguage): string {
  const l = voucherLabels(language);
  if (estimate === 'early') return l.early;
  if (estimate === 'late') return fill(l.late, { time: digits('22:00', language) });
  const window = WINDOW.exec(estimate);
  if (!window) return estimate;
  const [, from = '', to = ''] = window;
  return digits(`${clock(from)}–${clock(to)}`, language);
}

/** The rate's policy in a sentence: free until a date (then nothing back), or non-refundable. */
export function cancellationText(stay: Pick<HotelOrderItem, 'cancellation' | 'checkIn'>, language: TicketLanguage): string {
  const l = voucherLabels(language);
  if (!stay.cancellation.refundable) return l.nonRefundable;
  // A refundable rate always has its date (freeCancellationUntil); the day of arrival is the last one a guest may cancel.
  const until = stay.cancellation.freeCancellationUntil ?? stay.checkIn;
  return fill(l.freeUntil, { date: formatLocalDateTime(until, language) });
}

/**
 * What the stay cost, as a hotel guest reads it: the room price before the hotel's deal, the deal and
 * any promotion taken off, and the amount paid. Hotel prices include tax (decision 022), so the
 * flight words "Sub total" (Myanmar: before tax) and "Airline taxes" are not used.
 */
export function voucherPriceLines(breakdown: OrderDetail['breakdown'], language: TicketLanguage): PriceLine[] {
  const l = voucherLabels(language);
  const lines: PriceLine[] = [];
  const add = (label: string, amount: number, always = false, emphasis = false) => {
    if (amount !== 0 || always) lines.push({ label, amount: money(amount, language), emphasis });
  };
  add(l.roomPrice, breakdown.subTotal, true);
  add(l.taxes, breakdown.taxes + breakdown.airlineTaxes);
  add(l.fees, breakdown.convenienceFees);
  add(l.deal, -Math.abs(breakdown.discount));
  add(l.promotion, -Math.abs(breakdown.promotion));
  add(l.insurance, breakdown.insurance);
  add(l.amountPaid, breakdown.grandTotal, true, true);
  return lines;
}
