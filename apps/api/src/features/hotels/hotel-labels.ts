import type { RateService } from '@thwa/db/hotels/hotel-catalogue';
import type { Amenity, BedType, HotelType } from '@thwa/domain/hotels/hotel-codes';
import type { Language } from '@thwa/domain/settings';

/**
 * Names of the catalogue's codes in both languages, as the hotel calls answer them: the filter offers
 * them, the detail shows them. Typed by the catalogue's own lists, so a code added there without a
 * name here does not compile. Myanmar text is Unicode.
 */
interface Label {
  en: string;
  mm: string;
}

export const AMENITY_LABELS: Readonly<Record<Amenity, Label>> = {
  wifi: { en: 'Free Wi-Fi', mm: 'အခမဲ့ ဝိုင်ဖိုင်' },
  parking: { en: 'Parking', mm: 'ကားရပ်နားရန်နေရာ' },
  pool: { en: 'Swimming pool', mm: 'ရေကူးကန်' },
  spa: { en: 'Spa', mm: 'စပါ' },
  gym: { en: 'Fitness centre', mm: 'ကိုယ်လက်လေ့ကျင့်ခန်း' },
  restaurant: { en: 'Restaurant', mm: 'စားသောက်ဆိုင်' },
  bar: { en: 'Bar', mm: 'ဘား' },
  airport_shuttle: { en: 'Airport shuttle', mm: 'လေဆိပ် အကြိုအပို့' },
  room_service: { en: 'Room service', mm: 'အခန်းတွင်း ဝန်ဆောင်မှု' },
  laundry: { en: 'Laundry', mm: 'အဝတ်လျှော် ဝန်ဆောင်မှု' },
  air_conditioning: { en: 'Air conditioning', mm: 'လေအေးပေးစက်' },
  garden: { en: 'Garden', mm: 'ဥယျာဉ်' },
  beach_access: { en: 'Beach access', mm: 'ကမ်းခြေသို့ တိုက်ရိုက်ဆင်းနိုင်' },
  lake_view: { en: 'Lake view', mm: 'ကန်ရှုခင်း' },
  family_rooms: { en: 'Family rooms', mm: 'မိသားစုအခန်း' },
  non_smoking: { en: 'Non-smoking rooms', mm: 'ဆေးလိပ်မသောက်ရသော အခန်း' },
  '24h_front_desk': { en: '24-hour front desk', mm: '၂၄ နာရီ ဧည့်ကြိုကောင်တာ' },
  kitchen: { en: 'Kitchen', mm: 'မီးဖိုချောင်' },
  elevator: { en: 'Lift', mm: 'ဓာတ်လှေကား' },
  tour_desk: { en: 'Tour desk', mm: 'ခရီးစဉ် ကောင်တာ' },
  bicycle_rental: { en: 'Bicycle hire', mm: 'စက်ဘီးငှား' },
  meeting_rooms: { en: 'Meeting rooms', mm: 'အစည်းအဝေးခန်း' },
};

export const BED_TYPE_LABELS: Readonly<Record<BedType, Label>> = {
  single: { en: 'Single bed', mm: 'တစ်ယောက်အိပ် ကုတင်' },
  twin: { en: 'Twin beds', mm: 'တစ်ယောက်အိပ် ကုတင် နှစ်လုံး' },
  double: { en: 'Double bed', mm: 'နှစ်ယောက်အိပ် ကုတင်' },
  queen: { en: 'Queen bed', mm: 'ကွင်းဆိုက် ကုတင်' },
  king: { en: 'King bed', mm: 'ကင်းဆိုက် ကုတင်' },
  bunk: { en: 'Bunk beds', mm: 'နှစ်ထပ် ကုတင်' },
};

export const HOTEL_TYPE_LABELS: Readonly<Record<HotelType, Label>> = {
  hotel: { en: 'Hotel', mm: 'ဟိုတယ်' },
  resort: { en: 'Resort', mm: 'အပန်းဖြေစခန်း' },
  guest_house: { en: 'Guest house', mm: 'တည်းခိုခန်း' },
  serviced_apartment: { en: 'Serviced apartment', mm: 'ဝန်ဆောင်မှု တိုက်ခန်း' },
  motel: { en: 'Motel', mm: 'မိုတယ်' },
};

export const SERVICE_LABELS: Readonly<Record<RateService, Label>> = {
  Breakfast: { en: 'Breakfast', mm: 'နံနက်စာ' },
  'Extra bed': { en: 'Extra bed', mm: 'အပိုကုတင်' },
};

/** A label in the language asked for; an unknown code answers as itself rather than failing a page. */
export function labelOf<Code extends string>(labels: Readonly<Record<Code, Label>>, code: string, language: Language): string {
  return (labels as Readonly<Record<string, Label | undefined>>)[code]?.[language] ?? code;
}
