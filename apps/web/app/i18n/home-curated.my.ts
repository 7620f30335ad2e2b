import type { homeCuratedEn } from './home-curated.en.ts';

/** Myanmar strings of the home page's curated blocks; the type keeps its keys equal to English. */
export const homeCuratedMy: Record<keyof typeof homeCuratedEn, string> = {
  'home.banners.title': 'အထူးကမ်းလှမ်းချက်များနှင့် သတင်းများ',
  'home.banners.empty': 'ယခုအချိန်တွင် အထူးကမ်းလှမ်းချက် မရှိသေးပါ။',
  'home.recommended.title': 'အကြံပြုထားသော ဟိုတယ်များ',
  'home.recommended.empty': 'ယခုအချိန်တွင် အကြံပြုထားသော ဟိုတယ် မရှိသေးပါ။',
  'home.recommended.stars': 'ကြယ် {count} ပွင့် ဟိုတယ်',
  'home.recommended.score': 'ဧည့်သည်များ၏ အမှတ် ၁၀ တွင် {score}',
  'home.recommended.reviews': '{score}/၁၀ · သုံးသပ်ချက် {count} ခု',
  'home.recommended.from': 'တစ်ညလျှင် {price} မှစ၍',
  'home.recommended.tonight': 'ယနေ့ည၊ လူကြီး ၂ ဦး',
};
