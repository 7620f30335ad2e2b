/**
 * A travel insurance order's part of the booking e-mails (decision 020, step 4), which the insurance
 * module gives as its `mail`: the words that speak of the policy, the insurer and the certificate
 * where a flight's speak of seats, the airline and the e-ticket, a held policy's status, and the
 * itinerary: the cover and each insured person. mail-templates.ts lays out the rest of every e-mail.
 */
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { MailBlock, ProductMail, ProductMailWords } from '../../notifications/product-mail.ts';
import { digits, fill, type TicketLanguage } from '../../tickets/ticket-labels.ts';
import { areaText, certificateLabels, coverPeriodText, daysText, personDetails, personName, policyItemOf } from './certificate-labels.ts';

/**
 * With the headings of its own blocks: the cover, and who it insures. The document note is the
 * certificate's own claims note, so the e-mail and the certificate say the same.
 */
type PolicyMailWords = ProductMailWords & { itinerary: string; travellers: string };

const EN: PolicyMailWords = {
  itinerary: 'Your cover',
  travellers: certificateLabels('en').insured,
  confirmation: {
    completed: ['Booking confirmed: {orderId}', 'Your travel insurance is confirmed and paid. Your policy certificate is ready.'],
    paid_processing: [
      'Booking received: {orderId}',
      'We have received your payment. We are waiting for the insurer to issue your policy and will email your certificate as soon as it does.',
    ],
    paid_timer_exceeded: [
      'Payment received after the time limit: {orderId}',
      'Your payment reached us after the booking time had run out. Our team is checking with the insurer that your policy can still be issued and will contact you shortly; if it cannot, the full amount is refunded.',
    ],
    unpaid: [
      'Complete your payment: {orderId}',
      'Your booking is reserved but not paid yet. Please pay before the deadline, or no policy will be issued.',
    ],
    waitlisted: [
      'Booking on request: {orderId}',
      'Your policy is on request. Our insurance team will contact you within 24 hours to confirm; the premium may change.',
    ],
  },
  viewDocument: 'View certificate',
  downloadDocument: 'Download certificate (PDF)',
  documentSubject: 'Your travel insurance certificate: {orderId}',
  documentBody:
    'Your travel insurance certificate is attached to this email as a PDF. It names everyone the policy covers, with their certificate numbers, and what the policy pays.',
  documentNote: certificateLabels('en').claims,
  reference: certificateLabels('en').policyNumber,
  reminderBody:
    'Your policy is reserved until the deadline below. Pay at any of our partner shops (or to our cash-on-delivery agent) with the payment code.',
  reminderWarning: 'If we do not receive your payment before the deadline, the booking is cancelled and no policy is issued.',
  notIssued: 'The insurer could not issue your travel insurance, so it is cancelled. Its premium, {amount}, is refunded to you; the rest of your booking stands.',
};

const MM: PolicyMailWords = {
  itinerary: 'သင့်အာမခံ အကာအကွယ်',
  travellers: certificateLabels('mm').insured,
  confirmation: {
    completed: ['ဘိုကင် အတည်ပြုပြီးပါပြီ - {orderId}', 'သင့်ခရီးသွား အာမခံကို ငွေပေးချေပြီး အတည်ပြုပြီးပါပြီ။ သင့်အာမခံ သက်သေခံလက်မှတ် အဆင်သင့်ဖြစ်ပါပြီ။'],
    paid_processing: [
      'ဘိုကင် လက်ခံရရှိပါပြီ - {orderId}',
      'သင့်ငွေပေးချေမှုကို လက်ခံရရှိပါပြီ။ အာမခံကုမ္ပဏီမှ သင့်အာမခံပေါ်လစီ ထုတ်ပေးရန် စောင့်နေပြီး ထုတ်ပေးပြီးသည်နှင့် သက်သေခံလက်မှတ်ကို အီးမေးလ်ဖြင့် ပို့ပေးပါမည်။',
    ],
    paid_timer_exceeded: [
      'သတ်မှတ်ချိန်ကျော်မှ ငွေပေးချေမှု ရောက်ရှိပါသည် - {orderId}',
      'ဘိုကင် သတ်မှတ်ချိန် ကုန်ဆုံးပြီးမှ သင့်ငွေပေးချေမှု ရောက်ရှိလာပါသည်။ ကျွန်ုပ်တို့အဖွဲ့က သင့်အာမခံပေါ်လစီကို ထုတ်ပေးနိုင်သေးခြင်း ရှိမရှိ အာမခံကုမ္ပဏီနှင့် စစ်ဆေးနေပြီး မကြာမီ ဆက်သွယ်ပါမည်။ ထုတ်ပေး၍ မရပါက ငွေအပြည့် ပြန်အမ်းပေးပါမည်။',
    ],
    unpaid: [
      'ငွေပေးချေမှု ပြီးဆုံးအောင် ဆောင်ရွက်ပါ - {orderId}',
      'သင့်ဘိုကင်ကို ထိန်းထားပေးပြီး ငွေမပေးချေရသေးပါ။ သတ်မှတ်ချိန်မတိုင်မီ ပေးချေပါ၊ သို့မဟုတ်ပါက အာမခံပေါ်လစီ ထုတ်ပေးမည် မဟုတ်ပါ။',
    ],
    waitlisted: [
      'ဘိုကင်ကို တောင်းဆိုထားဆဲ ဖြစ်ပါသည် - {orderId}',
      'သင့်အာမခံကို တောင်းဆိုမှုဖြင့်သာ ရနိုင်ပါသည်။ ကျွန်ုပ်တို့၏ အာမခံအဖွဲ့က ၂၄ နာရီအတွင်း ဆက်သွယ်၍ အတည်ပြုပေးပါမည်။ အာမခံကြေး ပြောင်းလဲနိုင်ပါသည်။',
    ],
  },
  viewDocument: 'သက်သေခံလက်မှတ် ကြည့်ရန်',
  downloadDocument: 'သက်သေခံလက်မှတ် (PDF) ဒေါင်းလုဒ်လုပ်ရန်',
  documentSubject: 'သင့်ခရီးသွား အာမခံ သက်သေခံလက်မှတ် - {orderId}',
  documentBody:
    'သင့်ခရီးသွား အာမခံ သက်သေခံလက်မှတ်ကို ဤအီးမေးလ်တွင် PDF ဖိုင်အဖြစ် ပူးတွဲပေးပို့ထားပါသည်။ ၎င်းတွင် အာမခံ အကာအကွယ် ရရှိသူ အားလုံး၏ အမည်နှင့် သက်သေခံလက်မှတ် နံပါတ်များ၊ အာမခံမှ ပေးလျော်မည့် ပမာဏများ ပါရှိပါသည်။',
  documentNote: certificateLabels('mm').claims,
  reference: certificateLabels('mm').policyNumber,
  reminderBody:
    'အောက်ပါ သတ်မှတ်ချိန်အထိ သင့်အာမခံကို ထိန်းထားပေးပါမည်။ ငွေပေးချေမှုကုဒ်ဖြင့် ကျွန်ုပ်တို့၏ မိတ်ဖက်ဆိုင်တစ်ဆိုင်ဆိုင်တွင် (သို့မဟုတ် ပစ္စည်းရောက်ငွေချေ ကိုယ်စားလှယ်ထံ) ပေးချေနိုင်ပါသည်။',
  reminderWarning: 'သတ်မှတ်ချိန်မတိုင်မီ ငွေပေးချေမှု မရရှိပါက ဘိုကင်ကို ပယ်ဖျက်ပြီး အာမခံပေါ်လစီ ထုတ်ပေးမည် မဟုတ်ပါ။',
  notIssued: 'အာမခံကုမ္ပဏီမှ သင့်ခရီးသွား အာမခံကို ထုတ်ပေး၍ မရသဖြင့် ပယ်ဖျက်ပြီးပါပြီ။ ၎င်း၏ အာမခံကြေး {amount} ကို သင့်ထံ ပြန်အမ်းပါမည်။ ကျန်ဘိုကင်များ ဆက်လက် အတည်ဖြစ်ပါသည်။',
};

const WORDS: Record<TicketLanguage, PolicyMailWords> = { en: EN, mm: MM };

/** A policy: the insurer, who holds it, the cover period and area, and each insured person. */
function itinerary(order: OrderDetail, language: TicketLanguage): MailBlock[] {
  const policy = policyItemOf(order);
  if (!policy) return [];
  const words = WORDS[language];
  const l = certificateLabels(language);
  return [
    { kind: 'heading', text: words.itinerary },
    {
      kind: 'rows',
      rows: [
        [l.insurer, policy.insurerName],
        [l.policyHolder, personName(policy.policyHolder)],
        [l.period, coverPeriodText(policy, language)],
        [l.days, daysText(policy.coverageDays, language)],
        [l.area, areaText(policy.area, language)],
      ],
    },
    { kind: 'heading', text: words.travellers },
    {
      kind: 'rows',
      rows: policy.beneficiaries.map((person, index): [string, string] => [
        fill(l.personNumber, { number: digits(String(index + 1), language) }),
        `${personName(person)} (${personDetails(person, language)})`,
      ]),
    },
  ];
}

export const insuranceMail: ProductMail = {
  words: (language) => WORDS[language],
  itinerary,
};
