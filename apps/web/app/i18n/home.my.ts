import type { homeEn } from './home.en.ts';
import { homeCuratedMy } from './home-curated.my.ts';
import { homeDealsMy } from './home-deals.my.ts';
import { homePopularMy } from './home-popular.my.ts';

/** Myanmar strings of the home blocks; the type keeps its keys equal to English. */
const homeBlocksMy = {
  'home.block.loading': '{title} ကို ဖွင့်နေသည်…',
  'home.block.failed': 'ယခု ဖွင့်၍ မရပါ။ ခဏနေမှ ထပ်ကြိုးစားပါ။',
  'home.continue.title': 'ရှာဖွေမှုကို ဆက်လုပ်ရန်',
  'home.continue.flight': '{origin} မှ {destination} သို့',
  'home.continue.roundTrip': '{departure} မှ {return} အထိ',
  'home.continue.travellers': 'ခရီးသည် {count} ဦး',
  'home.continue.hotel': '{place} ရှိ ဟိုတယ်များ',
  'home.continue.stay': '{checkin} မှ {checkout} အထိ',
  'home.continue.guests': 'ဧည့်သည် {count} ဦး',
  'home.continue.action': 'ဆက်ရှာရန်',
  'home.crossSell.title': '{city} ခရီးစဉ်ကို ပြည့်စုံအောင် စီစဉ်ပါ',
  'home.crossSell.hotel': '{city} ရှိ ဟိုတယ်များ',
  'home.crossSell.nights': '{count} ည',
  'home.crossSell.findHotels': 'ဟိုတယ်ရှာရန်',
  'home.crossSell.cover': 'ခရီးစဉ်အတွက် ခရီးသွားအာမခံ',
  'home.crossSell.quote': 'ဈေးနှုန်းကြည့်ရန်',
  'home.viewed.title': 'မကြာသေးမီက ကြည့်ခဲ့သည်များ',
  'home.viewed.stars': 'ကြယ် {count} ပွင့်',
};

export const homeMy: Record<keyof typeof homeEn, string> = { ...homeBlocksMy, ...homeDealsMy, ...homePopularMy, ...homeCuratedMy };
