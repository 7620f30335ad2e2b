import type { ProductMessageKey } from '../products/product-pages.ts';
import type { Messages } from './en.ts';
import { flightSearchMy } from './flight-search.my.ts';
import { flightListingMy } from './flight-listing.my.ts';
import { checkoutMy } from './checkout.my.ts';
import { paymentMy } from './payment.my.ts';
import { accountMy } from './account.my.ts';
import { tripsMy } from './trips.my.ts';
import { walletMy } from './wallet.my.ts';
import { hotelSearchMy } from './hotel-search.my.ts';
import { hotelListingMy } from './hotel-listing.my.ts';
import { hotelCheckoutMy } from './hotel-checkout.my.ts';
import { opsMy } from './ops.my.ts';
import { campaignMy } from './campaign.my.ts';
import { homeMy } from './home.my.ts';
import { PRODUCT_CATALOGUES } from './product-catalogues.server.ts';

/** Myanmar interface strings, in Unicode. Keys mirror en.ts. */
export const shellMy = {
  'brand.tagline': 'မြန်မာနိုင်ငံအတွင်းနှင့် ပြည်ပခရီးစဉ်များကို ကျပ်ငွေဖြင့် ပေးချေ၍ ဘိုကင်တင်ပါ။',
  'a11y.skipToContent': 'အဓိကအကြောင်းအရာသို့ ကျော်သွားရန်',
  'header.back': 'နောက်သို့',
  'header.callCenter': 'ဖုန်းဆက်ရန်',
  'header.callCenterLabel': 'ဖောက်သည်ဝန်ဆောင်မှုဌာန {phone} သို့ ဖုန်းဆက်ရန်',
  'header.openMenu': 'မီနူးဖွင့်ရန်',
  'header.home': '{brand} ပင်မစာမျက်နှာ',
  'demo.notice': 'စမ်းသပ်ဆိုက်ဖြစ်သည်- ငွေပေးချေမှုများကို စမ်းသပ်ပါတနာများထံ ပို့ပြီး ငွေအစစ် မရွေ့ပါ။',
  'menu.title': 'မီနူး',
  'menu.close': 'ပိတ်ရန်',
  'menu.products': 'ဘိုကင်တင်ရန်',
  'menu.help': 'အကူအညီ',
  'menu.settings': 'ဆက်တင်များ',
  'menu.account': 'အကောင့်',
  'menu.signIn': 'အကောင့်ဝင်ရန်',
  'menu.myAccount': 'ကျွန်ုပ်၏အကောင့်',
  'menu.signOut': 'အကောင့်မှ ထွက်ရန်',
  'menu.trackBooking': 'ဘိုကင် ရှာဖွေရန်',
  'settings.language': 'ဘာသာစကား',
  'settings.currency': 'ငွေကြေး',
  'settings.chooseLanguage': 'ဘာသာစကား ရွေးချယ်ပါ',
  'settings.switchLanguage': '{language} သို့ ပြောင်းရန်',
  'settings.english': 'English (အင်္ဂလိပ်)',
  'settings.myanmar': 'မြန်မာ',
  'settings.save': 'အတည်ပြုရန်',
  'settings.currencyMMK': 'MMK – မြန်မာကျပ်',
  'settings.currencyUSD': 'USD – အမေရိကန်ဒေါ်လာ',
  'settings.currencyNote': 'ငွေပေးချေမှုကို ကျပ်ငွေဖြင့် ကောက်ခံပါသည်။ ဒေါ်လာပမာဏကို လက်ရှိငွေလဲနှုန်းဖြင့် ပြသပါသည်။',
  'settings.rate': '၁ USD = {rate} ကျပ်',
  'product.flight': 'လေယာဉ်လက်မှတ်',
  'product.hotel': 'ဟိုတယ်',
  'landing.title': 'ဘယ်ကို သွားချင်ပါသလဲ။',
  'landing.lead': 'မြန်မာ့လေကြောင်းလိုင်းများနှင့် နိုင်ငံတကာလေကြောင်းလိုင်းများ၏ ဈေးနှုန်းများကို မည်သည့်ဖုန်းမှမဆို အင်္ဂလိပ် သို့မဟုတ် မြန်မာဘာသာဖြင့် ကြည့်ရှုပါ။',
  'landing.productsLabel': 'ဘိုကင်တင်မည့်အရာ',
  'landing.why': '{brand} နှင့် ဘာကြောင့် ဘိုကင်တင်သင့်သလဲ',
  'landing.pay.title': 'နှစ်သက်ရာနည်းဖြင့် ပေးချေပါ',
  'landing.pay.body': 'မိုဘိုင်းဝေါလက်၊ ကတ်၊ ၂၄ နာရီအတွင်း ကိုယ်စားလှယ်ဆိုင်တွင် ငွေသားပေးချေခြင်း သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ။',
  'landing.support.title': 'ဖြေကြားပေးမည့် ဝန်ထမ်းများ',
  'landing.support.body': 'ကျွန်ုပ်တို့၏ ဖုန်းဝန်ဆောင်မှုဌာနကို နေ့စဉ် နံနက် ၈:၀၀ မှ ည ၁၀:၀၀ အထိ {phone} တွင် ဆက်သွယ်နိုင်ပါသည်။',
  'landing.language.title': 'သင့်ဘာသာစကားဖြင့်',
  'landing.language.body': 'အင်္ဂလိပ် သို့မဟုတ် မြန်မာဘာသာဖြင့် အသုံးပြုပါ။ ဇော်ဂျီဖြင့် ရိုက်ထည့်သော စာကိုလည်း နားလည်ပါသည်။',
  'landing.help': 'ဘိုကင်မတင်မီ မေးစရာရှိပါသလား။',
  'landing.helpFaq': 'မေးလေ့ရှိသောမေးခွန်းများ ဖတ်ရန်',
  'landing.helpContact': 'ဆက်သွယ်ရန်',
  'siteAlerts.label': 'ကြေညာချက်များ',
  'siteAlerts.type.success': 'သတင်းကောင်း',
  'siteAlerts.type.warning': 'သတိပေးချက်',
  'siteAlerts.type.error': 'ပြဿနာ',
  'siteAlerts.type.updated': 'အပ်ဒိတ်',
  'siteAlerts.type.deleted': 'မရရှိနိုင်တော့ပါ',
  'landing.booked': 'ဘိုကင်တင်ပြီးပြီလား။',
  'landing.bookedBody': 'ဘိုကင်နံပါတ်နှင့် အီးမေးလ်ဖြင့် သင့်ဘိုကင်နှင့် လက်မှတ်ကို ကြည့်ပါ။',
  'landing.trackBooking': 'ဘိုကင် ရှာဖွေရန်',
  'footer.company': 'ကုမ္ပဏီ',
  'footer.support': 'အကူအညီ',
  'footer.legal': 'ဥပဒေဆိုင်ရာ',
  'footer.rights': '© {year} {brand}။ မူပိုင်ခွင့်များ ရယူထားသည်။',
  'footer.support.line': '{phone} သို့ ဖုန်းဆက်ပါ · {email}',
  'content.our-awards': 'ကျွန်ုပ်တို့၏ ဆုများ',
  'content.contact-us': 'ဆက်သွယ်ရန်',
  'content.faq': 'မေးလေ့ရှိသောမေးခွန်းများ',
  'content.privacy-notice': 'ကိုယ်ရေးအချက်အလက် ထိန်းသိမ်းမှု',
  'content.information-security-policy': 'သတင်းအချက်အလက် လုံခြုံရေးမူဝါဒ',
  'content.website-terms-of-use': 'ဝက်ဘ်ဆိုက် အသုံးပြုမှု စည်းကမ်းချက်များ',
  'content.terms-of-services': 'ဝန်ဆောင်မှု စည်းကမ်းချက်များ',
  'content.online-refund-policy': 'အွန်လိုင်း ငွေပြန်အမ်းမှုမူဝါဒ',
  'content.testimonials': 'ဖောက်သည်များ၏ အမြင်',
  'content.our-partners': 'ကျွန်ုပ်တို့၏ မိတ်ဖက်များ',
  'content.download-app': 'အက်ပ် ရယူရန်',
  'content.about-us': 'ကျွန်ုပ်တို့အကြောင်း',
  'content.our-team': 'ကျွန်ုပ်တို့အဖွဲ့',
  'content.updated': 'နောက်ဆုံးပြင်ဆင်သည့်ရက် {date}',
  'notFound.title': 'စာမျက်နှာ မတွေ့ပါ။',
  'notFound.body': 'တောင်းပန်ပါသည်။ သင်ရှာဖွေသော စာမျက်နှာကို မတွေ့ပါ။ ပင်မစာမျက်နှာသို့ ပြန်သွားပါ။',
  'notFound.home': 'ပင်မစာမျက်နှာသို့',
  'busy.title': 'တောင်းဆိုမှု များလွန်းနေပါသည်',
  'busy.body': 'တောင်းဆိုမှု များလွန်းနေပါသည်။ ခဏစောင့်ပြီး ထပ်မံကြိုးစားပါ။',
  'error.title': 'အမှားတစ်ခု ဖြစ်ပွားခဲ့သည်',
  'error.body': 'မမျှော်လင့်ထားသော အမှားတစ်ခု ဖြစ်ပွားခဲ့သည်။ ထပ်မံကြိုးစားပါ။',
  'error.retry': 'ထပ်မံကြိုးစားရန်',
  'loading.message': 'သင့်တောင်းဆိုချက်ကို ဆောင်ရွက်နေပါသည် ...',
};

const coreMy: Omit<Messages, ProductMessageKey> = { ...shellMy, ...flightSearchMy, ...flightListingMy, ...checkoutMy, ...paymentMy, ...accountMy, ...tripsMy, ...walletMy, ...hotelSearchMy, ...hotelListingMy, ...hotelCheckoutMy, ...opsMy, ...campaignMy, ...homeMy };

/** Keys mirror en.ts: each product's Myanmar catalogue is typed by its English one (products/<product>/catalogue.my.ts). */
export const my: Messages = Object.assign({}, coreMy, ...Object.values(PRODUCT_CATALOGUES).map((catalogue) => catalogue.mm)) as Messages;
