import { THANK_YOU_TEXTS, type ThankYouWords } from '@thwa/domain/booking/thank-you-outcome';
import type { Language } from '@thwa/domain/settings';

/** A bus ticket's words: the seats held, the operator who confirms them, the ticket to show the driver. */
export const BUS_THANK_YOU_WORDS: Readonly<Record<Language, ThankYouWords>> = {
  en: {
    outcomes: {
      completed: {
        title: 'Your bus tickets are confirmed',
        body: 'We received your payment and the operator confirmed your seats. Your e-ticket is in your email; you can also download it here, or later from Track booking. Show it to the driver when you board.',
      },
      paid_processing: {
        title: 'Payment received — confirming your seats',
        body: 'We are waiting for the operator to confirm your seats. We will email your e-ticket as soon as it does.',
      },
      paid_timer_exceeded: {
        title: 'Your payment arrived after the time limit',
        body: 'The time to pay ran out before your payment reached us, so your seats were given back. Our team will book the same bus for you if seats are left, or refund you in full. For help, call {phone} or email {email}.',
      },
      unpaid: THANK_YOU_TEXTS.en.unpaid,
      unpaid_processing: {
        title: 'Seats reserved — waiting for your payment',
        body: 'Your seats are held. Pay at a partner shop before the deadline, or our team will contact you about cash on delivery. The tickets are issued once we receive the money.',
      },
      paid_cancelled: {
        title: 'Booking cancelled — your money will be refunded',
        body: 'The operator could not confirm your seats, so the order was cancelled and your payment will be refunded in full. For help, call {phone} or email {email}.',
      },
      waitlisted: {
        title: 'The operator has not confirmed your seats yet',
        body: 'Our team will contact you about your seats well before departure. For help, call {phone} or email {email}.',
      },
    },
    pending: {
      pay_at_shop: {
        title: 'Seats reserved — pay at a partner shop',
        body: 'Your seats are held until the deadline. Show the payment code below at any partner shop and pay in cash before then. We email your e-ticket as soon as the shop records your payment.',
      },
      cash_on_delivery: {
        title: 'Seats reserved — we will collect the cash',
        body: 'Your seats are held. Our team will call you to collect the cash at the address you gave. We email your e-ticket once we receive the money.',
      },
      online: {
        title: 'Waiting for your payment to be confirmed',
        body: 'Your payment provider has not told us the result yet. This usually takes a few seconds; your seats stay held meanwhile.',
      },
    },
    retry: {
      title: 'Payment not completed — your seats are still held',
      body: 'You can try again on this order with the same or another payment method before the time runs out.',
    },
    guestCancelled: {
      title: 'You cancelled these bus tickets',
      body: 'The operator has been told and your seats are given back. What comes back by the operator’s cancellation policy is shown below.',
    },
  },
  mm: {
    outcomes: {
      completed: {
        title: 'သင့်ကားလက်မှတ်များ အတည်ပြုပြီးပါပြီ',
        body: 'ငွေပေးချေမှုကို လက်ခံရရှိပြီး ကားဂိတ်မှ သင့်ထိုင်ခုံများကို အတည်ပြုပြီးပါပြီ။ အီး-လက်မှတ်ကို သင့်အီးမေးလ်သို့ ပို့ထားပြီး ဤနေရာတွင် သို့မဟုတ် နောက်ပိုင်း "ဘိုကင် ရှာဖွေရန်" မှလည်း ဒေါင်းလုဒ်လုပ်နိုင်ပါသည်။ ကားစီးချိန်တွင် ယာဉ်မောင်းအား ပြပါ။',
      },
      paid_processing: {
        title: 'ငွေပေးချေမှု လက်ခံရရှိပါပြီ — ထိုင်ခုံများ အတည်ပြုနေပါသည်',
        body: 'ကားဂိတ်မှ သင့်ထိုင်ခုံများ အတည်ပြုမည်ကို စောင့်ဆိုင်းနေပါသည်။ အတည်ပြုပြီးသည်နှင့် အီး-လက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
      },
      paid_timer_exceeded: {
        title: 'သတ်မှတ်ချိန်ကျော်မှ ငွေပေးချေမှု ရောက်ရှိပါသည်',
        body: 'ငွေပေးချေရန် အချိန်ကုန်သွားပြီးမှ သင့်ငွေ ရောက်ရှိသဖြင့် ထိုင်ခုံများကို ပြန်လွှတ်လိုက်ပါသည်။ ထိုင်ခုံကျန်ပါက ကျွန်ုပ်တို့အဖွဲ့မှ တူညီသောကားကို ဘိုကင်လုပ်ပေးမည် သို့မဟုတ် ငွေအပြည့်အဝ ပြန်အမ်းပေးပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
      },
      unpaid: THANK_YOU_TEXTS.mm.unpaid,
      unpaid_processing: {
        title: 'ထိုင်ခုံများ ယာယီသိမ်းထားပါသည် — ငွေပေးချေမှုကို စောင့်နေပါသည်',
        body: 'သင့်ထိုင်ခုံများကို ယာယီသိမ်းထားပါသည်။ သတ်မှတ်ချိန်မတိုင်မီ ကိုယ်စားလှယ်ဆိုင်တွင် ငွေပေးချေပါ သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ (COD) စနစ်ဖြင့် ငွေပေးချေရန် ကျွန်ုပ်တို့အဖွဲ့မှ ဆက်သွယ်ပါမည်။ ငွေလက်ခံရရှိသည်နှင့် လက်မှတ်များ ထုတ်ပေးပါမည်။',
      },
      paid_cancelled: {
        title: 'ဘိုကင် ပယ်ဖျက်ပြီးပါပြီ — ငွေပြန်အမ်းပေးပါမည်',
        body: 'ကားဂိတ်မှ သင့်ထိုင်ခုံများကို အတည်မပြုနိုင်သဖြင့် မှာယူမှုကို ပယ်ဖျက်ခဲ့ပြီး ပေးချေထားသောငွေကို အပြည့်အဝ ပြန်အမ်းပေးပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
      },
      waitlisted: {
        title: 'ကားဂိတ်မှ သင့်ထိုင်ခုံများကို အတည်မပြုရသေးပါ',
        body: 'ကားမထွက်မီ ကျွန်ုပ်တို့အဖွဲ့မှ သင့်ထိုင်ခုံများအကြောင်း ဆက်သွယ်ပါမည်။ အကူအညီလိုပါက {phone} သို့ ဖုန်းဆက်ပါ သို့မဟုတ် {email} သို့ အီးမေးလ်ပို့ပါ။',
      },
    },
    pending: {
      pay_at_shop: {
        title: 'ထိုင်ခုံများ ယာယီသိမ်းထားပါသည် — ပါတနာဆိုင်တွင် ငွေပေးချေပါ',
        body: 'သင့်ထိုင်ခုံများကို သတ်မှတ်ချိန်အထိ ယာယီသိမ်းထားပါသည်။ အောက်ပါ ငွေပေးချေမှုကုဒ်ကို မည်သည့်ပါတနာဆိုင်တွင်မဆို ပြ၍ ငွေသားဖြင့် ပေးချေပါ။ ဆိုင်မှ ငွေလက်ခံကြောင်း မှတ်တမ်းတင်သည်နှင့် အီး-လက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
      },
      cash_on_delivery: {
        title: 'ထိုင်ခုံများ ယာယီသိမ်းထားပါသည် — ငွေသားကို လာရောက်ကောက်ခံပါမည်',
        body: 'သင့်ထိုင်ခုံများကို ယာယီသိမ်းထားပါသည်။ ကျွန်ုပ်တို့အဖွဲ့မှ ဖုန်းဆက်ပြီး သင်ပေးထားသော လိပ်စာတွင် ငွေသားကို လာရောက်ကောက်ခံပါမည်။ ငွေလက်ခံရရှိသည်နှင့် အီး-လက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
      },
      online: {
        title: 'သင့်ငွေပေးချေမှု အတည်ပြုချက်ကို စောင့်နေပါသည်',
        body: 'ငွေပေးချေမှု ဆောင်ရွက်ပေးသူထံမှ ရလဒ်ကို မရရှိသေးပါ။ များသောအားဖြင့် စက္ကန့်အနည်းငယ်သာ ကြာပါသည်။ ထိုအတောအတွင်း သင့်ထိုင်ခုံများကို ယာယီသိမ်းထားပါသည်။',
      },
    },
    retry: {
      title: 'ငွေပေးချေမှု မပြီးမြောက်ပါ — သင့်ထိုင်ခုံများကို ယာယီသိမ်းထားဆဲ ဖြစ်ပါသည်',
      body: 'အချိန်မကုန်မီ ဤမှာယူမှုအတွက် တူညီသော သို့မဟုတ် အခြားငွေပေးချေနည်းဖြင့် ထပ်မံကြိုးစားနိုင်ပါသည်။',
    },
    guestCancelled: {
      title: 'ဤကားလက်မှတ်များကို သင် ပယ်ဖျက်ခဲ့ပါသည်',
      body: 'ကားဂိတ်သို့ အကြောင်းကြားပြီး သင့်ထိုင်ခုံများကို ပြန်လွှတ်ပြီးပါပြီ။ ကားဂိတ်၏ ပယ်ဖျက်ခြင်းမူဝါဒအရ ပြန်ရမည့်ငွေကို အောက်တွင် ပြထားပါသည်။',
    },
  },
};
