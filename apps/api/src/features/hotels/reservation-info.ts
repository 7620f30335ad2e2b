import type { Hotel } from '@thwa/db/hotels/hotel-catalogue';
import type { HotelReservationInfo } from '@thwa/domain/contracts/hotels';
import { formatCalendarDate, formatClock, localDigits } from '@thwa/domain/date-format';
import { formatMoney } from '@thwa/domain/money';
import type { Language, Nationality } from '@thwa/domain/settings';

export interface ReservationStay {
  checkin: string;
  checkout: string;
  nights: number;
  rooms: number;
  adult: number;
  childAges: readonly number[];
}

const mmk = (amount: number, language: Language) => formatMoney({ amount, currency: 'MMK' }, { lang: language });
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Spec §3 "reservation info list" of the hotel detail: what a guest should know before choosing a room,
 * written from the stay asked for and the hotel's policies only (nothing here is a promise the data
 * does not make), in the language asked for.
 */
export function reservationInfo(hotel: Hotel, stay: ReservationStay, nationality: Nationality, language: Language): HotelReservationInfo[] {
  const mm = language === 'mm';
  const date = (iso: string) => formatCalendarDate(iso, language, { weekday: true });
  const digits = (value: number | string) => localDigits(value, language);
  const { policies } = hotel;
  const children = stay.childAges.length;

  const info: HotelReservationInfo[] = [
    {
      kind: 'stay',
      title: mm ? 'တည်းခိုမည့်ကာလ' : 'Your stay',
      text: mm
        ? `${digits(stay.nights)} ည၊ ဝင်ရောက်မည့်ရက် ${date(stay.checkin)}၊ ထွက်ခွာမည့်ရက် ${date(stay.checkout)}`
        : `${plural(stay.nights, 'night', 'nights')}: check in ${date(stay.checkin)}, check out ${date(stay.checkout)}`,
    },
    {
      kind: 'guests',
      title: mm ? 'ဧည့်သည်' : 'Guests',
      text: mm
        ? `လူကြီး ${digits(stay.adult)} ဦး${children > 0 ? `၊ ကလေး ${digits(children)} ဦး (အသက် ${stay.childAges.map(digits).join('၊ ')})` : ''}၊ အခန်း ${digits(stay.rooms)} ခန်း`
        : `${plural(stay.adult, 'adult', 'adults')}${children > 0 ? ` and ${plural(children, 'child', 'children')} (aged ${stay.childAges.join(', ')})` : ''} in ${plural(stay.rooms, 'room', 'rooms')}`,
    },
    {
      kind: 'check_in_out',
      title: mm ? 'ဝင်ရောက်ချိန်နှင့် ထွက်ခွာချိန်' : 'Check-in and check-out',
      text: mm
        ? `${formatClock(policies.checkIn, language)} မှစ၍ ဝင်ရောက်နိုင်ပြီး ${formatClock(policies.checkOut, language)} အမီ ထွက်ခွာရပါမည်။`
        : `Check-in from ${policies.checkIn}, check-out by ${policies.checkOut}.`,
    },
    {
      kind: 'extra_bed',
      title: mm ? 'အပိုကုတင်' : 'Extra bed',
      text: policies.extraBed.allowed
        ? mm
          ? `လူကြီးတစ်ဦး ထပ်မံတည်းခိုနိုင်ရန် အပိုကုတင် တစ်ညလျှင် ${mmk(policies.extraBed.price, language)} (နံနက်စာ ပါဝင်)။ အပိုကုတင်ပါသော နှုန်းကို ရွေးချယ်ပါ။`
          : `An extra bed sleeps one more adult for ${mmk(policies.extraBed.price, language)} a night, breakfast included: choose a rate with an extra bed.`
        : mm
          ? 'ဤဟိုတယ်တွင် အပိုကုတင် မရှိပါ။'
          : 'This hotel has no extra beds.',
    },
    {
      kind: 'baby_cot',
      title: mm ? 'ကလေးပုခက်' : 'Baby cot',
      text: !policies.babyCot.available
        ? mm
          ? 'ဤဟိုတယ်တွင် ကလေးပုခက် မရှိပါ။'
          : 'This hotel has no baby cots.'
        : policies.babyCot.price === 0
          ? mm
            ? 'ကလေးပုခက်ကို တောင်းဆိုပါက အခမဲ့ ပေးပါသည်။'
            : 'A baby cot is free on request.'
          : mm
            ? `ကလေးပုခက်ကို တောင်းဆိုနိုင်ပါသည်၊ တစ်ညလျှင် ${mmk(policies.babyCot.price, language)}။`
            : `A baby cot is ${mmk(policies.babyCot.price, language)} a night, on request.`,
    },
    {
      kind: 'price',
      title: mm ? 'ဈေးနှုန်း' : 'Prices',
      // Spec §1: Myanmar citizens pay the local price, foreign passport holders the foreigner price.
      text:
        nationality === 'local'
          ? mm
            ? 'ဈေးနှုန်းများသည် မြန်မာနိုင်ငံသားများအတွက် ဖြစ်ပြီး အခွန် ပါဝင်ပါသည်။ နိုင်ငံခြား နိုင်ငံကူးလက်မှတ် ကိုင်ဆောင်သူများ နိုင်ငံခြားသား ဈေးနှုန်း ပေးရပါမည်။'
            : 'Prices are for Myanmar citizens, taxes included. Foreign passport holders pay the foreigner price.'
          : mm
            ? 'ဈေးနှုန်းများသည် နိုင်ငံခြား နိုင်ငံကူးလက်မှတ် ကိုင်ဆောင်သူများအတွက် ဖြစ်ပြီး အခွန် ပါဝင်ပါသည်။'
            : 'Prices are for foreign passport holders, taxes included.',
    },
  ];
  return info;
}
