import type { homePopularEn } from './home-popular.en.ts';

/** Myanmar strings of the home page's popular and trending blocks; the type keeps its keys equal to English. */
export const homePopularMy: Record<keyof typeof homePopularEn, string> = {
  'home.popular.flightDestinations.title': 'လူကြိုက်များသော လေယာဉ်ခရီးစဉ် မြို့များ',
  'home.popular.hotelDestinations.title': 'လူကြိုက်များသော ဟိုတယ်မြို့များ',
  'home.popular.destinations.empty': 'ယခု လူကြိုက်များသော မြို့များ မရှိသေးပါ။',
  'home.popular.routes.title': 'လူကြိုက်များသော ခရီးစဉ်များ',
  'home.popular.routes.empty': 'ယခု လူကြိုက်များသော ခရီးစဉ်များ မရှိသေးပါ။',
  'home.popular.lines.title': 'လူကြိုက်များသော လေကြောင်းလိုင်းနှင့် ခရီးစဉ်များ',
  'home.popular.lines.empty': 'ယခု လူကြိုက်များသော လေကြောင်းလိုင်းများ မရှိသေးပါ။',
  'home.popular.flightTrending.title': 'ရေပန်းစားနေသော လေယာဉ်ခရီးစဉ် မြို့များ',
  'home.popular.hotelTrending.title': 'ရေပန်းစားနေသော ဟိုတယ်မြို့များ',
  'home.popular.trending.empty': 'ယခု ရေပန်းစားနေသော မြို့များ မရှိသေးပါ။',
  'home.popular.route': '{origin} မှ {destination} သို့',
  'home.popular.from': '{city} မှ',
  'home.popular.weeklyFlights': 'တစ်ပတ်လျှင် ပျံသန်းမှု {count} ကြိမ်',
  'home.popular.hotels': 'ဟိုတယ် {count} ခု',
  'home.popular.flightSearch': '{date} · လူကြီး ၁ ဦး',
  'home.popular.hotelSearch': '{date} · ၁ ည · လူကြီး ၂ ဦး',
};
