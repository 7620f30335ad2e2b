import { THANK_YOU_TEXTS, type ThankYouWords } from '@thwa/domain/booking/thank-you-outcome';
import type { Language } from '@thwa/domain/settings';

/** A travel insurance policy's words: the policy, its certificates, the insurer; nothing is held but the quoted price. */
export const INSURANCE_THANK_YOU_WORDS: Readonly<Record<Language, ThankYouWords>> = {
  en: {
    outcomes: {
      completed: {
        title: 'Your travel insurance is issued',
        body: 'We received your payment and the insurer issued your policy. Each insured person’s certificate is in your email; you can also download it here, or later from Track booking.',
      },
      paid_processing: {
        title: 'Payment received — issuing your policy',
        body: 'We are waiting for the insurer to issue your policy. We will email the certificates as soon as it does.',
      },
      paid_timer_exceeded: {
        title: 'Your payment arrived after the time limit',
        body: 'The time to pay ran out before your payment reached us, so the quote lapsed. Our team will issue the same cover for you or refund you in full. For help, call {phone} or email {email}.',
      },
      unpaid: THANK_YOU_TEXTS.en.unpaid,
      unpaid_processing: {
        title: 'Policy reserved — waiting for your payment',
        body: 'Your quote is kept. Pay at a partner shop within 24 hours, or our team will contact you about cash on delivery. The policy is issued once we receive the money.',
      },
      paid_cancelled: {
        title: 'Policy cancelled — your money will be refunded',
        body: 'The insurer could not issue your policy, so the order was cancelled and your payment will be refunded in full. For help, call {phone} or email {email}.',
      },
      waitlisted: {
        title: 'The insurer has not issued your policy yet',
        body: 'Our team will contact you within 24 hours about your policy. For help, call {phone} or email {email}.',
      },
    },
    pending: {
      pay_at_shop: {
        title: 'Policy reserved — pay at a partner shop',
        body: 'Your quote is kept for 24 hours. Show the payment code below at any partner shop and pay in cash before the deadline. We issue the policy and email the certificates as soon as the shop records your payment.',
      },
      cash_on_delivery: {
        title: 'Policy reserved — we will collect the cash',
        body: 'Your quote is kept. Our team will call you within 2 to 24 hours to collect the cash at the address you gave. We issue the policy and email the certificates once we receive the money.',
      },
      online: {
        title: 'Waiting for your payment to be confirmed',
        body: 'Your payment provider has not told us the result yet. This usually takes a few seconds; your quote stays kept meanwhile.',
      },
    },
    retry: {
      title: 'Payment not completed — your quote is still kept',
      body: 'You can try again on this order with the same or another payment method before the time runs out.',
    },
    guestCancelled: null,
  },
  mm: {
    outcomes: {
      completed: {
        title: 'ခရီးသွား အာမခံ ထုတ်ပေးပြီးပါပြီ',
        body: 'ငွေပေးချေမှုကို လက်ခံရရှိပြီး အာမခံကုမ္ပဏီက သင့်အာမခံပေါ်လစီကို ထုတ်ပေးပြီးပါပြီ။ အာမခံထားသူတစ်ဦးချင်းစီ၏ အာမခံလက်မှတ်ကို သင့်အီးမေးလ်သို့ ပို့ထားပြီး ဤနေရာတွင် သို့မဟုတ် နောက်ပိုင်း "ဘိုကင် ရှာဖွေရန်" မှလည်း ဒေါင်းလုဒ်လုပ်နိုင်ပါသည်။',
      },
      paid_processing: {
        title: 'ငွေပေးချေမှု လက်ခံရရှိပါပြီ — အာမခံပေါ်လစီ ထုတ်ပေးနေပါသည်',
        body: 'အာမခံကုမ္ပဏီမှ သင့်ပေါ်လစီ ထုတ်ပေးမည်ကို စောင့်ဆိုင်းနေပါသည်။ ထုတ်ပေးပြီးသည်နှင့် အာမခံလက်မှတ်များကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
      },
      paid_timer_exceeded: {
        title: 'သတ်မှတ်ချိန်ကျော်မှ ငွေပေးချေမှု ရောက်ရှိပါသည်',
        body: 'ငွေပေးချေရန် အချိန်ကုန်သွားပြီးမှ သင့်ငွေ ရောက်ရှိသဖြင့် ဈေးနှုန်းသက်တမ်း ကုန်သွားပါသည်။ ကျွန်ုပ်တို့အဖွဲ့မှ တူညီသော အာမခံကို ထုတ်ပေးမည် သို့မဟုတ် ငွေအပြည့်အဝ ပြန်အမ်းပေးပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
      },
      unpaid: THANK_YOU_TEXTS.mm.unpaid,
      unpaid_processing: {
        title: 'အာမခံ ယာယီသိမ်းထားပါသည် — ငွေပေးချေမှုကို စောင့်နေပါသည်',
        body: 'သင့်ဈေးနှုန်းကို ယာယီသိမ်းထားပါသည်။ ၂၄ နာရီအတွင်း ကိုယ်စားလှယ်ဆိုင်တွင် ငွေပေးချေပါ သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ (COD) စနစ်ဖြင့် ငွေပေးချေရန် ကျွန်ုပ်တို့အဖွဲ့မှ ဆက်သွယ်ပါမည်။ ငွေလက်ခံရရှိသည်နှင့် ပေါ်လစီကို ထုတ်ပေးပါမည်။',
      },
      paid_cancelled: {
        title: 'အာမခံ ပယ်ဖျက်ပြီးပါပြီ — ငွေပြန်အမ်းပေးပါမည်',
        body: 'အာမခံကုမ္ပဏီက သင့်ပေါ်လစီကို ထုတ်ပေး၍ မရသဖြင့် မှာယူမှုကို ပယ်ဖျက်ခဲ့ပြီး ပေးချေထားသောငွေကို အပြည့်အဝ ပြန်အမ်းပေးပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
      },
      waitlisted: {
        title: 'အာမခံကုမ္ပဏီမှ သင့်ပေါ်လစီကို မထုတ်ပေးရသေးပါ',
        body: 'ကျွန်ုပ်တို့အဖွဲ့မှ သင့်ပေါ်လစီအကြောင်း ၂၄ နာရီအတွင်း ဆက်သွယ်ပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
      },
    },
    pending: {
      pay_at_shop: {
        title: 'အာမခံ ယာယီသိမ်းထားပါသည် — ပါတနာဆိုင်တွင် ငွေပေးချေပါ',
        body: 'သင့်ဈေးနှုန်းကို ၂၄ နာရီ ယာယီသိမ်းထားပါသည်။ အောက်ပါ ငွေပေးချေမှုကုဒ်ကို မည်သည့်ပါတနာဆိုင်တွင်မဆို ပြ၍ သတ်မှတ်ချိန်မတိုင်မီ ငွေသားဖြင့် ပေးချေပါ။ ဆိုင်မှ ငွေလက်ခံကြောင်း မှတ်တမ်းတင်သည်နှင့် ပေါ်လစီကို ထုတ်ပေးပြီး အာမခံလက်မှတ်များကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
      },
      cash_on_delivery: {
        title: 'အာမခံ ယာယီသိမ်းထားပါသည် — ငွေသားကို လာရောက်ကောက်ခံပါမည်',
        body: 'သင့်ဈေးနှုန်းကို ယာယီသိမ်းထားပါသည်။ ကျွန်ုပ်တို့အဖွဲ့မှ ၂ နာရီမှ ၂၄ နာရီအတွင်း ဖုန်းဆက်ပြီး သင်ပေးထားသော လိပ်စာတွင် ငွေသားကို လာရောက်ကောက်ခံပါမည်။ ငွေလက်ခံရရှိသည်နှင့် ပေါ်လစီကို ထုတ်ပေးပြီး အာမခံလက်မှတ်များကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
      },
      online: {
        title: 'သင့်ငွေပေးချေမှု အတည်ပြုချက်ကို စောင့်နေပါသည်',
        body: 'ငွေပေးချေမှု ဆောင်ရွက်ပေးသူထံမှ ရလဒ်ကို မရရှိသေးပါ။ များသောအားဖြင့် စက္ကန့်အနည်းငယ်သာ ကြာပါသည်။ ထိုအတောအတွင်း သင့်ဈေးနှုန်းကို ယာယီသိမ်းထားပါသည်။',
      },
    },
    retry: {
      title: 'ငွေပေးချေမှု မပြီးမြောက်ပါ — သင့်ဈေးနှုန်းကို ယာယီသိမ်းထားဆဲ ဖြစ်ပါသည်',
      body: 'အချိန်မကုန်မီ ဤမှာယူမှုအတွက် တူညီသော သို့မဟုတ် အခြားငွေပေးချေနည်းဖြင့် ထပ်မံကြိုးစားနိုင်ပါသည်။',
    },
    guestCancelled: null,
  },
};
