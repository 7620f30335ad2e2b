/**
 * Words and formats of the travel insurance certificate (text, HTML, PDF) and of a policy in the
 * e-mails, in English and Myanmar. Dates, digits, money and the support line come from
 * ticket-labels.ts, so a certificate reads like the e-ticket and the voucher: "Sun 20 Dec 2026" /
 * "၂၀၂၆ ဒီဇင်ဘာ ၂၀ (တနင်္ဂနွေ)", "MMK 100,000,000" / "၁၀၀,၀၀၀,၀၀၀ ကျပ်".
 */
import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { InsuranceOrderItem } from '@thwa/domain/contracts/insurance-order-item';
import type { InsuranceArea } from '@thwa/domain/insurance/travel-cover';
import { digits, fill, formatLocalDateTime, money, type TicketLanguage } from '../../tickets/ticket-labels.ts';

export type InsuredPerson = InsuranceOrderItem['beneficiaries'][number];

const EN = {
  certificate: 'Travel insurance certificate',
  bookingId: 'Booking ID',
  policyNumber: 'Policy number',
  pending: 'Pending',
  status: 'Status',
  issued: 'Booked on',
  policy: 'Your policy',
  insurer: 'Insurer',
  policyHolder: 'Policy holder',
  period: 'Cover period',
  periodValue: '{from} to {to}',
  firstDay: 'First day',
  lastDay: 'Last day',
  days: 'Days',
  day: '{count} day',
  daysValue: '{count} days',
  area: 'Area',
  domestic: 'In Myanmar (domestic)',
  international: 'Abroad (international)',
  coverage: 'What the policy covers',
  hospital: 'Hospital expenses',
  death: 'Death benefit',
  liability: 'Third-party liability',
  upTo: 'Up to {amount}',
  insured: 'Insured persons',
  personNumber: 'Person {number}',
  name: 'Name',
  age: 'Age',
  ageValue: '{count}',
  ageShort: 'age {count}',
  guardian: 'Guardian',
  guardianShort: 'guardian',
  yes: 'Yes',
  no: 'No',
  guardianNote: 'A guardian is an insured person aged {age} or older who answers for the children on this policy.',
  premium: 'Premium',
  totalPremium: 'Total premium',
  certificateNumber: 'Certificate number',
  contact: 'Booked by',
  email: 'Email',
  phone: 'Phone',
  claims:
    'Keep this certificate with you while you travel, printed or on your phone. In an emergency, or to make a claim, call us with the policy number and the certificate number of the person concerned.',
  terms: "The insurer's policy terms apply. Only the persons named on this certificate are covered, and only on the days of its cover period.",
  generated: 'This certificate was issued by {brand}.',
} as const;

export type CertificateLabels = Record<keyof typeof EN, string>;

const MM: CertificateLabels = {
  certificate: 'ခရီးသွား အာမခံ သက်သေခံလက်မှတ်',
  bookingId: 'ဘိုကင်နံပါတ်',
  policyNumber: 'အာမခံပေါ်လစီ နံပါတ်',
  pending: 'စောင့်ဆိုင်းဆဲ',
  status: 'အခြေအနေ',
  issued: 'ဘိုကင်လုပ်သည့်ရက်',
  policy: 'သင့်အာမခံ',
  insurer: 'အာမခံကုမ္ပဏီ',
  policyHolder: 'အာမခံ ဝယ်ယူသူ',
  period: 'အာမခံ ကာလ',
  periodValue: '{from} မှ {to} အထိ',
  firstDay: 'စတင်သည့်နေ့',
  lastDay: 'ကုန်ဆုံးသည့်နေ့',
  days: 'ရက်အရေအတွက်',
  day: '{count} ရက်',
  daysValue: '{count} ရက်',
  area: 'အကာအကွယ်ပေးသည့် နယ်မြေ',
  domestic: 'မြန်မာနိုင်ငံအတွင်း (ပြည်တွင်း)',
  international: 'နိုင်ငံရပ်ခြား (နိုင်ငံတကာ)',
  coverage: 'အာမခံ အကျုံးဝင်မှု',
  hospital: 'ဆေးရုံကုသမှု စရိတ်',
  death: 'သေဆုံးမှုအတွက် လျော်ကြေး',
  liability: 'တတိယပုဂ္ဂိုလ်အပေါ် တာဝန်ရှိမှု',
  upTo: '{amount} အထိ',
  insured: 'အာမခံ အကာအကွယ် ရရှိသူများ',
  personNumber: 'ပုဂ္ဂိုလ် {number}',
  name: 'အမည်',
  age: 'အသက်',
  ageValue: '{count} နှစ်',
  ageShort: 'အသက် {count} နှစ်',
  guardian: 'အုပ်ထိန်းသူ',
  guardianShort: 'အုပ်ထိန်းသူ',
  yes: 'ဟုတ်ပါသည်',
  no: 'မဟုတ်ပါ',
  guardianNote: 'အုပ်ထိန်းသူဆိုသည်မှာ ဤအာမခံတွင် ပါဝင်သော ကလေးများအတွက် တာဝန်ယူသည့် အသက် {age} နှစ်နှင့်အထက် ပုဂ္ဂိုလ် ဖြစ်ပါသည်။',
  premium: 'အာမခံကြေး',
  totalPremium: 'အာမခံကြေး စုစုပေါင်း',
  certificateNumber: 'သက်သေခံလက်မှတ် နံပါတ်',
  contact: 'ဘိုကင်လုပ်သူ',
  email: 'အီးမေးလ်',
  phone: 'ဖုန်း',
  claims:
    'ခရီးသွားနေစဉ် ဤသက်သေခံလက်မှတ်ကို (ပုံနှိပ်ထားသော သို့မဟုတ် ဖုန်းထဲရှိ) ဆောင်ထားပါ။ အရေးပေါ်အခြေအနေတွင် သို့မဟုတ် လျော်ကြေး တောင်းခံလိုပါက အာမခံပေါ်လစီ နံပါတ်နှင့် သက်ဆိုင်သူ၏ သက်သေခံလက်မှတ် နံပါတ်ကို ပြော၍ ကျွန်ုပ်တို့ထံ ဖုန်းဆက်ပါ။',
  terms: 'အာမခံကုမ္ပဏီ၏ ပေါ်လစီ စည်းကမ်းချက်များ သက်ဆိုင်ပါသည်။ ဤသက်သေခံလက်မှတ်တွင် အမည်ပါသူများကိုသာ ဖော်ပြထားသော အာမခံ ကာလအတွင်း အကာအကွယ် ပေးပါသည်။',
  generated: 'ဤသက်သေခံလက်မှတ်ကို {brand} မှ ထုတ်ပေးပါသည်။',
};

export function certificateLabels(language: TicketLanguage): CertificateLabels {
  return language === 'mm' ? MM : EN;
}

/**
 * The order's travel insurance, if it sells one. An order holds one item per product (decision 024),
 * so the first is the only one; order-items.ts finds a flight's and a stay's the same way.
 */
export function policyItemOf(order: { items: readonly OrderItem[] }): InsuranceOrderItem | undefined {
  return order.items.find((item): item is InsuranceOrderItem => item.product === 'insurance');
}

/** A person's name as written: policies take Myanmar script or Latin, as the hotel's guests do. */
export function personName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim().replace(/\s+/g, ' ');
}

/** "10 days", "1 day", "၁၀ ရက်". */
export function daysText(days: number, language: TicketLanguage): string {
  const l = certificateLabels(language);
  return fill(days === 1 ? l.day : l.daysValue, { count: digits(String(days), language) });
}

export function areaText(area: InsuranceArea, language: TicketLanguage): string {
  return certificateLabels(language)[area];
}

/** "Sun 20 Dec 2026 to Tue 29 Dec 2026" / "၂၀၂၆ ဒီဇင်ဘာ ၂၀ (တနင်္ဂနွေ) မှ ၂၀၂၆ ဒီဇင်ဘာ ၂၉ (အင်္ဂါ) အထိ": both days covered. */
export function coverPeriodText(policy: Pick<InsuranceOrderItem, 'startDate' | 'endDate'>, language: TicketLanguage): string {
  return fill(certificateLabels(language).periodValue, {
    from: formatLocalDateTime(policy.startDate, language),
    to: formatLocalDateTime(policy.endDate, language),
  });
}

export function ageText(age: number, language: TicketLanguage): string {
  return fill(certificateLabels(language).ageValue, { count: digits(String(age), language) });
}

export function guardianText(guardian: boolean, language: TicketLanguage): string {
  const l = certificateLabels(language);
  return guardian ? l.yes : l.no;
}

/** What the e-mails say of a person after the name: "age 42, guardian", "age 9". */
export function personDetails(person: Pick<InsuredPerson, 'age' | 'guardian'>, language: TicketLanguage): string {
  const l = certificateLabels(language);
  const parts = [fill(l.ageShort, { count: digits(String(person.age), language) })];
  if (person.guardian) parts.push(l.guardianShort);
  return parts.join(language === 'mm' ? '၊ ' : ', ');
}

/** One line of what the policy covers: "Hospital expenses", "Up to MMK 100,000,000". */
export interface CoverageLine {
  label: string;
  amount: string;
}

/**
 * Spec §9 coverage as the policy states it: hospital (its amount depends on the area), death and
 * liability, each an upper limit. Read from the item, which holds what the insurer issued, rather
 * than from today's rule (TRAVEL_COVERAGE), so a certificate reprinted later still says the same.
 */
export function coverageLines(coverage: InsuranceOrderItem['coverage'], language: TicketLanguage): CoverageLine[] {
  const l = certificateLabels(language);
  const upTo = (amount: number) => fill(l.upTo, { amount: money(amount, language) });
  return [
    { label: l.hospital, amount: upTo(coverage.hospital) },
    { label: l.death, amount: upTo(coverage.death) },
    { label: l.liability, amount: upTo(coverage.liability) },
  ];
}

