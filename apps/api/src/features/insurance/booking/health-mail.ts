/**
 * A health insurance order's part of the booking e-mails (decision 020, step 4), which the health
 * insurance module gives as its `mail`, as the travel insurance module gives insurance-mail.ts: the
 * words that speak of the health plan, the insurer and the certificate, a held plan's status, and the
 * itinerary: the plan and its cover year, the insured person and the beneficiary. mail-templates.ts
 * lays out the rest of every e-mail.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { MailBlock, ProductMail, ProductMailWords } from '../../notifications/product-mail.ts';
import type { TicketLanguage } from '../../tickets/ticket-labels.ts';
import { personName } from './certificate-labels.ts';
import { coverYearText, healthItemOf, healthLabels, insuredDetails, planNameText, relationshipText } from './health-certificate-labels.ts';
import { insuranceMail } from './insurance-mail.ts';

/**
 * The links to the certificate are worded as a travel policy's (both are a certificate). The document
 * note is the certificate's own claims note, so the e-mail and the certificate say the same.
 */
const EN: ProductMailWords = {
  confirmation: {
    completed: ['Booking confirmed: {orderId}', 'Your health insurance is confirmed and paid. Your certificate is ready.'],
    paid_processing: [
      'Booking received: {orderId}',
      'We have received your payment. We are waiting for the insurer to issue your health plan and will email your certificate as soon as it does; your year of cover starts on that day.',
    ],
    paid_timer_exceeded: [
      'Payment received after the time limit: {orderId}',
      'Your payment reached us after the booking time had run out. Our team is checking with the insurer that your health plan can still be issued and will contact you shortly; if it cannot, the full amount is refunded.',
    ],
    unpaid: [
      'Complete your payment: {orderId}',
      'Your health plan is reserved but not paid yet. Please pay before the deadline, or it will not be issued.',
    ],
    waitlisted: [
      'Booking on request: {orderId}',
      'Your health plan is on request. Our insurance team will contact you within 24 hours to confirm; the premium may change.',
    ],
  },
  viewDocument: insuranceMail.words('en').viewDocument,
  downloadDocument: insuranceMail.words('en').downloadDocument,
  documentSubject: 'Your health insurance certificate: {orderId}',
  documentBody:
    'Your health insurance certificate is attached to this email as a PDF. It names the insured person and the beneficiary, states what the plan pays and what it does not cover, and the last day you may cancel it for a full refund.',
  documentNote: healthLabels('en').claims,
  reference: healthLabels('en').policyNumber,
  reminderBody:
    'Your health plan is reserved until the deadline below. Pay at any of our partner shops (or to our cash-on-delivery agent) with the payment code.',
  reminderWarning: 'If we do not receive your payment before the deadline, the booking is cancelled and no health plan is issued.',
  notIssued: 'The insurer could not issue your health plan, so it is cancelled. Its premium, {amount}, is refunded to you; the rest of your booking stands.',
};

const MM: ProductMailWords = {
  confirmation: {
    completed: ['ဘိုကင် အတည်ပြုပြီးပါပြီ - {orderId}', 'သင့်ကျန်းမာရေး အာမခံကို ငွေပေးချေပြီး အတည်ပြုပြီးပါပြီ။ သင့်အာမခံ သက်သေခံလက်မှတ် အဆင်သင့်ဖြစ်ပါပြီ။'],
    paid_processing: [
      'ဘိုကင် လက်ခံရရှိပါပြီ - {orderId}',
      'သင့်ငွေပေးချေမှုကို လက်ခံရရှိပါပြီ။ အာမခံကုမ္ပဏီမှ သင့်ကျန်းမာရေး အာမခံကို ထုတ်ပေးရန် စောင့်နေပြီး ထုတ်ပေးပြီးသည်နှင့် သက်သေခံလက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။ သင့်အာမခံ တစ်နှစ်တာ ကာလသည် ထိုနေ့မှ စတင်ပါသည်။',
    ],
    paid_timer_exceeded: [
      'သတ်မှတ်ချိန်ကျော်မှ ငွေပေးချေမှု ရောက်ရှိပါသည် - {orderId}',
      'ဘိုကင် သတ်မှတ်ချိန် ကုန်ဆုံးပြီးမှ သင့်ငွေပေးချေမှု ရောက်ရှိလာပါသည်။ ကျွန်ုပ်တို့အဖွဲ့က သင့်ကျန်းမာရေး အာမခံကို ထုတ်ပေးနိုင်သေးခြင်း ရှိမရှိ အာမခံကုမ္ပဏီနှင့် စစ်ဆေးနေပြီး မကြာမီ ဆက်သွယ်ပါမည်။ ထုတ်ပေး၍ မရပါက ငွေအပြည့် ပြန်အမ်းပေးပါမည်။',
    ],
    unpaid: [
      'ငွေပေးချေမှု ပြီးဆုံးအောင် ဆောင်ရွက်ပါ - {orderId}',
      'သင့်ကျန်းမာရေး အာမခံကို ထိန်းထားပေးပြီး ငွေမပေးချေရသေးပါ။ သတ်မှတ်ချိန်မတိုင်မီ ပေးချေပါ၊ သို့မဟုတ်ပါက ထုတ်ပေးမည် မဟုတ်ပါ။',
    ],
    waitlisted: [
      'ဘိုကင်ကို တောင်းဆိုထားဆဲ ဖြစ်ပါသည် - {orderId}',
      'သင့်ကျန်းမာရေး အာမခံကို တောင်းဆိုမှုဖြင့်သာ ရနိုင်ပါသည်။ ကျွန်ုပ်တို့၏ အာမခံအဖွဲ့က ၂၄ နာရီအတွင်း ဆက်သွယ်၍ အတည်ပြုပေးပါမည်။ အာမခံကြေး ပြောင်းလဲနိုင်ပါသည်။',
    ],
  },
  viewDocument: insuranceMail.words('mm').viewDocument,
  downloadDocument: insuranceMail.words('mm').downloadDocument,
  documentSubject: 'သင့်ကျန်းမာရေး အာမခံ သက်သေခံလက်မှတ် - {orderId}',
  documentBody:
    'သင့်ကျန်းမာရေး အာမခံ သက်သေခံလက်မှတ်ကို ဤအီးမေးလ်တွင် PDF ဖိုင်အဖြစ် ပူးတွဲပေးပို့ထားပါသည်။ ၎င်းတွင် အာမခံထားသူနှင့် ခံစားခွင့်ရှိသူ၏ အမည်၊ အာမခံမှ ပေးလျော်မည့် ငွေနှင့် အကျုံးမဝင်သည့် အချက်များ၊ ငွေအပြည့် ပြန်ရရန် ပယ်ဖျက်နိုင်သည့် နောက်ဆုံးနေ့ ပါရှိပါသည်။',
  documentNote: healthLabels('mm').claims,
  reference: healthLabels('mm').policyNumber,
  reminderBody:
    'အောက်ပါ သတ်မှတ်ချိန်အထိ သင့်ကျန်းမာရေး အာမခံကို ထိန်းထားပေးပါမည်။ ငွေပေးချေမှုကုဒ်ဖြင့် ကျွန်ုပ်တို့၏ မိတ်ဖက်ဆိုင်တစ်ဆိုင်ဆိုင်တွင် (သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ ကိုယ်စားလှယ်ထံ) ပေးချေနိုင်ပါသည်။',
  reminderWarning: 'သတ်မှတ်ချိန်မတိုင်မီ ငွေပေးချေမှု မရရှိပါက ဘိုကင်ကို ပယ်ဖျက်ပြီး ကျန်းမာရေး အာမခံ ထုတ်ပေးမည် မဟုတ်ပါ။',
  notIssued: 'အာမခံကုမ္ပဏီမှ သင့်ကျန်းမာရေး အာမခံကို ထုတ်ပေး၍ မရသဖြင့် ပယ်ဖျက်ပြီးပါပြီ။ ၎င်း၏ အာမခံကြေး {amount} ကို သင့်ထံ ပြန်အမ်းပါမည်။ ကျန်ဘိုကင်များ ဆက်လက် အတည်ဖြစ်ပါသည်။',
};

const WORDS: Record<TicketLanguage, ProductMailWords> = { en: EN, mm: MM };

/** A health plan: the insurer, the plan and its cover year; then who is insured and who receives the death benefit. */
function itinerary(order: OrderDetail, language: TicketLanguage): MailBlock[] {
  const plan = healthItemOf(order);
  if (!plan) return [];
  const l = healthLabels(language);
  return [
    { kind: 'heading', text: l.plan },
    {
      kind: 'rows',
      rows: [
        [l.insurer, plan.insurerName],
        [l.planName, planNameText(plan, language)],
        [l.period, coverYearText(plan, language)],
      ],
    },
    { kind: 'heading', text: l.people },
    {
      kind: 'rows',
      rows: [
        [l.insured, `${personName(plan.insured)} (${insuredDetails(plan.insured, language)})`],
        [l.beneficiary, `${personName(plan.beneficiary)} (${relationshipText(plan.beneficiary.relationship, language)})`],
      ],
    },
  ];
}

export const healthMail: ProductMail = {
  words: (language) => WORDS[language],
  itinerary,
};
