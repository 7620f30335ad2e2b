import type { Language } from '@thwa/domain/settings';

/**
 * The words of the refused page (decision 041), in both languages on the page itself: a customer sent
 * here came from a partner's app whose language we may not know yet.
 */
export const MINI_APP_REFUSED_TEXT: Readonly<Record<Language, { title: string; body: string; action: string }>> = {
  en: {
    title: 'We could not open your booking from the wallet app',
    body: 'The sign-in link from your wallet app is not valid: it was already used, it has expired, or it did not come from the app. Nothing was shared with us. Close this page and open Thwa again from your wallet app.',
    action: 'Search flights without the wallet app',
  },
  mm: {
    title: 'ပိုက်ဆံအိတ် အက်ပ်မှ သင့်ဘွတ်ကင်ကို ဖွင့်၍ မရပါ',
    body: 'သင့်ပိုက်ဆံအိတ် အက်ပ်မှ ဝင်ရောက်ရန် လင့်ခ် မမှန်ကန်ပါ- အသုံးပြုပြီးသား၊ သက်တမ်းကုန်သွားပြီ သို့မဟုတ် အက်ပ်မှ လာခြင်း မဟုတ်ပါ။ ကျွန်ုပ်တို့ထံ ဘာမျှ မမျှဝေရသေးပါ။ ဤစာမျက်နှာကို ပိတ်ပြီး သင့်ပိုက်ဆံအိတ် အက်ပ်မှ Thwa ကို ပြန်ဖွင့်ပါ။',
    action: 'ပိုက်ဆံအိတ် အက်ပ်မပါဘဲ လေယာဉ်ခရီးစဉ် ရှာရန်',
  },
};
