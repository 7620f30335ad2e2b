import type { homeDealsEn } from './home-deals.en.ts';

/** Myanmar strings of the home page's hot deals blocks; the type keeps its keys equal to English. */
export const homeDealsMy: Record<keyof typeof homeDealsEn, string> = {
  'home.deals.flight.title': 'လေယာဉ်လက်မှတ် အထူးဈေး',
  'home.deals.hotel.title': 'ဟိုတယ် အထူးဈေး',
  'home.deals.flight.empty': 'ယခု ပုံမှန်ထက် ဈေးသက်သာသော လေယာဉ်ခရီးစဉ် မရှိသေးပါ။',
  'home.deals.hotel.empty': 'ယခု ပုံမှန်ထက် ဈေးသက်သာသော ဟိုတယ် မရှိသေးပါ။',
  'home.deals.explain': 'နောက် ရက် ၃၀ အတွင်း ယနေ့ အနိမ့်ဆုံးဈေးကို ပုံမှန်ဈေး (လွန်ခဲ့သော ရက် ၉၀ ၏ အလယ်ဈေး) နှင့် နှိုင်းယှဉ်ထားသည်။',
  'home.deals.route': '{origin} မှ {destination} သို့',
  'home.deals.flightNumber': 'လေယာဉ် {flight}၊ {airline}',
  'home.deals.departs': '{date} ထွက်ခွာ',
  'home.deals.night': '{date} ည',
  'home.deals.perAdult': 'တစ်ကြောင်း၊ လူကြီး တစ်ဦး',
  'home.deals.perNight': 'တစ်ည၊ လူကြီး ၂ ဦး',
  'home.deals.usually': 'ပုံမှန် {price}',
  'home.deals.below': 'ပုံမှန်ထက် {percent}% သက်သာ',
  'home.deals.stars': 'ကြယ် {count} ပွင့် ဟိုတယ်',
};
