/**
 * Words and formats of the health insurance certificate (text, HTML, PDF) and of a health plan in the
 * e-mails, in English and Myanmar. What a health plan's certificate says as a travel policy's does
 * (booking ID, policy number, insurer, first and last day...) is the travel certificate's own word
 * (certificate-labels.ts), so both certificates say it alike; dates, digits and money come from
 * ticket-labels.ts: "Fri 20 Nov 2026" / "၂၀၂၆ နိုဝင်ဘာ ၂၀ (သောကြာ)", "MMK 1,000,000" / "၁,၀၀၀,၀၀၀ ကျပ်".
 */
import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { HealthOrderItem } from '@thwa/domain/contracts/health-order-item';
import { HEALTH_COVER, HEALTH_EXCLUSIONS, healthPlanName, type HealthGender, type HealthRelationship } from '@thwa/domain/insurance/health-plans';
import { digits, fill, formatLocalDateTime, money, type TicketLanguage } from '../../tickets/ticket-labels.ts';
import { certificateLabels, daysText } from './certificate-labels.ts';

/** The travel certificate's words that mean the same on a health plan's. */
function sharedLabels(language: TicketLanguage) {
  const l = certificateLabels(language);
  return {
    bookingId: l.bookingId,
    policyNumber: l.policyNumber,
    certificateNumber: l.certificateNumber,
    status: l.status,
    issued: l.issued,
    insurer: l.insurer,
    name: l.name,
    age: l.age,
    period: l.period,
    periodValue: l.periodValue,
    firstDay: l.firstDay,
    lastDay: l.lastDay,
    death: l.death,
    generated: l.generated,
  };
}

const EN = {
  ...sharedLabels('en'),
  certificate: 'Health insurance certificate',
  toBeIssued: 'To be issued',
  plan: 'Your plan',
  planName: 'Plan',
  premium: 'Premium for the year',
  year: '{count} year',
  years: '{count} years',
  coverPending: '{length} from the day the insurer issues the plan',
  insured: 'Insured person',
  insuredShort: 'age {age}, born {date}',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  female: 'Female',
  male: 'Male',
  beneficiary: 'Beneficiary of the death benefit',
  people: 'Insured person and beneficiary',
  relationship: 'Relationship',
  spouse: 'Spouse',
  parent: 'Parent',
  child: 'Child',
  sibling: 'Brother or sister',
  other: 'Other',
  cover: 'What the plan pays',
  perHospitalDay: 'Each day in hospital',
  illnessMinimum: 'Illness: minimum stay',
  accidentMinimum: 'Accident: minimum stay',
  allowanceNote: 'The allowance is paid for each day of a stay in hospital of at least {illness} for an illness, or {accident} after an accident.',
  cancellation: 'Your right to cancel',
  cancelNote: 'You may cancel this plan once, within {days} of its issuance, and get its premium back in full. After that it runs for its whole year and is not refunded.',
  lastCancelDay: 'Last day to cancel',
  cancelPending: '{days} after the plan is issued',
  exclusions: 'What the plan does not cover',
  claims:
    "Keep this certificate. To make a claim, call us with the policy and certificate numbers, and keep the hospital's papers (days of admission and discharge, diagnosis). The death benefit is claimed by the beneficiary named here.",
  terms: "The insurer's policy terms apply. Only the person named on this certificate is covered, and only during its cover period.",
} as const;

export type HealthCertificateLabels = Record<keyof typeof EN, string>;

const MM: HealthCertificateLabels = {
  ...sharedLabels('mm'),
  certificate: 'ကျန်းမာရေး အာမခံ သက်သေခံလက်မှတ်',
  toBeIssued: 'မထုတ်ရသေးပါ',
  plan: 'သင့်အာမခံ အစီအစဉ်',
  planName: 'အစီအစဉ်',
  premium: 'တစ်နှစ်စာ အာမခံကြေး',
  year: '{count} နှစ်',
  years: '{count} နှစ်',
  coverPending: 'အာမခံကုမ္ပဏီမှ ထုတ်ပေးသည့်နေ့မှ စ၍ {length}',
  insured: 'အာမခံထားသူ',
  insuredShort: 'အသက် {age} နှစ်၊ မွေးသက္ကရာဇ် {date}',
  dateOfBirth: 'မွေးသက္ကရာဇ်',
  gender: 'ကျား/မ',
  female: 'အမျိုးသမီး',
  male: 'အမျိုးသား',
  beneficiary: 'သေဆုံးမှု လျော်ကြေး ခံစားခွင့်ရှိသူ',
  people: 'အာမခံထားသူနှင့် ခံစားခွင့်ရှိသူ',
  relationship: 'အာမခံထားသူနှင့် တော်စပ်ပုံ',
  spouse: 'အိမ်ထောင်ဖက်',
  parent: 'မိဘ',
  child: 'သားသမီး',
  sibling: 'ညီအစ်ကို မောင်နှမ',
  other: 'အခြား',
  cover: 'အာမခံမှ ပေးလျော်မည့် ငွေ',
  perHospitalDay: 'ဆေးရုံတက်သည့် တစ်ရက်လျှင်',
  illnessMinimum: 'ရောဂါ - အနည်းဆုံး ဆေးရုံတက်ရက်',
  accidentMinimum: 'မတော်တဆ - အနည်းဆုံး ဆေးရုံတက်ရက်',
  allowanceNote: 'ထောက်ပံ့ကြေးကို ရောဂါဖြစ်လျှင် အနည်းဆုံး {illness}၊ မတော်တဆမှုဖြစ်လျှင် {accident} ဆေးရုံတက်မှ တစ်ရက်ချင်းအတွက် ပေးပါသည်။',
  cancellation: 'ပယ်ဖျက်ခွင့်',
  cancelNote: 'ဤအာမခံကို ထုတ်ပေးပြီး {days} အတွင်း တစ်ကြိမ် ပယ်ဖျက်နိုင်ပြီး အာမခံကြေး အပြည့် ပြန်လည်ရရှိပါမည်။ ထို့နောက် အာမခံသည် တစ်နှစ်ပြည့် အကျုံးဝင်ပြီး ပြန်အမ်းမည် မဟုတ်ပါ။',
  lastCancelDay: 'ပယ်ဖျက်နိုင်သည့် နောက်ဆုံးနေ့',
  cancelPending: 'ထုတ်ပေးပြီး {days} အထိ',
  exclusions: 'အာမခံ အကျုံးမဝင်သည့် အချက်များ',
  claims:
    'ဤသက်သေခံလက်မှတ်ကို သိမ်းဆည်းထားပါ။ လျော်ကြေး တောင်းခံရန် အာမခံပေါ်လစီ နံပါတ်နှင့် သက်သေခံလက်မှတ် နံပါတ်ကို ပြော၍ ကျွန်ုပ်တို့ထံ ဖုန်းဆက်ပြီး ဆေးရုံ စာရွက်စာတမ်းများ (ဆေးရုံတက်/ဆင်းသည့်နေ့၊ ရောဂါအမည်) ကို သိမ်းထားပါ။ သေဆုံးမှု လျော်ကြေးကို ဤတွင် အမည်ပါသော ခံစားခွင့်ရှိသူက တောင်းခံရပါမည်။',
  terms: 'အာမခံကုမ္ပဏီ၏ ပေါ်လစီ စည်းကမ်းချက်များ သက်ဆိုင်ပါသည်။ ဤသက်သေခံလက်မှတ်တွင် အမည်ပါသူကိုသာ အာမခံ ကာလအတွင်း အကာအကွယ် ပေးပါသည်။',
};

export function healthLabels(language: TicketLanguage): HealthCertificateLabels {
  return language === 'mm' ? MM : EN;
}

/** The order's health plan, if it sells one: one item per product (decision 024), so the first is the only one. */
export function healthItemOf(order: { items: readonly OrderItem[] }): HealthOrderItem | undefined {
  return order.items.find((item): item is HealthOrderItem => item.product === 'health');
}

/** Its policy or certificate number, or "To be issued" before the insurer issued the plan. */
export function issuedOr(number: string | null, language: TicketLanguage): string {
  return number ?? healthLabels(language).toBeIssued;
}

/**
 * The plan's name (healthPlanName) in `language`, from the age band the item holds, so a certificate
 * reprinted after a price change still names the band it was sold in; the item's own `planName` is in
 * the detail's language, which need not be the document's. "Health plan, ages 41–50" /
 * "ကျန်းမာရေး အာမခံ (အသက် ၄၁–၅၀)".
 */
export function planNameText(plan: Pick<HealthOrderItem, 'planId' | 'ageRange' | 'price'>, language: TicketLanguage): string {
  return digits(healthPlanName({ planId: plan.planId, ageFrom: plan.ageRange.from, ageTo: plan.ageRange.to, price: plan.price }, language), language);
}

/** "1 year", "၁ နှစ်": every plan's length of cover (spec §9). */
export function yearsText(years: number, language: TicketLanguage): string {
  const l = healthLabels(language);
  return fill(years === 1 ? l.year : l.years, { count: digits(String(years), language) });
}

/** The cover period, "Fri 20 Nov 2026 to Fri 19 Nov 2027", or the year it will run once issued. */
export function coverYearText(plan: Pick<HealthOrderItem, 'coverFrom' | 'coverTo'>, language: TicketLanguage): string {
  const l = healthLabels(language);
  if (!plan.coverFrom || !plan.coverTo) return fill(l.coverPending, { length: yearsText(HEALTH_COVER.years, language) });
  return fill(l.periodValue, { from: formatLocalDateTime(plan.coverFrom, language), to: formatLocalDateTime(plan.coverTo, language) });
}

/**
 * A date of birth without its weekday: "14 Mar 1984" / "၁၉၈၄ မတ် ၁၄". ticket-labels.ts writes every
 * date with its weekday, which means nothing on a birthday; it is taken off here.
 */
export function birthDateText(date: string, language: TicketLanguage): string {
  const written = formatLocalDateTime(date, language);
  return language === 'mm' ? written.replace(/ \([^)]*\)$/, '') : written.replace(/^[A-Z][a-z]{2} /, '');
}

export function genderText(gender: HealthGender, language: TicketLanguage): string {
  return healthLabels(language)[gender];
}

export function relationshipText(relationship: HealthRelationship, language: TicketLanguage): string {
  return healthLabels(language)[relationship];
}

/** What the e-mails say of the insured person after the name: "age 42, born 14 Mar 1984". */
export function insuredDetails(insured: HealthOrderItem['insured'], language: TicketLanguage): string {
  return fill(healthLabels(language).insuredShort, { age: digits(String(insured.age), language), date: birthDateText(insured.dateOfBirth, language) });
}

/** One line of what the plan pays: "Death benefit", "MMK 1,000,000". */
export interface HealthCoverLine {
  label: string;
  value: string;
}

/**
 * Spec §9 cover as the plan states it: the death benefit, the allowance per day in hospital and the
 * shortest stay it is paid for, after an illness and after an accident. Read from the item, which
 * holds what the insurer issued, rather than from today's rule (HEALTH_COVER).
 */
export function healthCoverLines(cover: HealthOrderItem['cover'], language: TicketLanguage): HealthCoverLine[] {
  const l = healthLabels(language);
  return [
    { label: l.death, value: money(cover.deathBenefit, language) },
    { label: l.perHospitalDay, value: money(cover.perHospitalDay, language) },
    { label: l.illnessMinimum, value: daysText(cover.minimumDays.illness, language) },
    { label: l.accidentMinimum, value: daysText(cover.minimumDays.accident, language) },
  ];
}

/** "...at least 3 days for an illness, or at least 1 day after an accident." */
export function allowanceNoteText(cover: HealthOrderItem['cover'], language: TicketLanguage): string {
  return fill(healthLabels(language).allowanceNote, {
    illness: daysText(cover.minimumDays.illness, language),
    accident: daysText(cover.minimumDays.accident, language),
  });
}

/** The 15-day right to cancel (spec §9), in a sentence. */
export function cancelNoteText(language: TicketLanguage): string {
  return fill(healthLabels(language).cancelNote, { days: daysText(HEALTH_COVER.cancelWithinDays, language) });
}

/** The last day to cancel for a full refund, or how long after issuance it will be. */
export function lastCancelDayText(plan: Pick<HealthOrderItem, 'cancellableUntil'>, language: TicketLanguage): string {
  if (plan.cancellableUntil) return formatLocalDateTime(plan.cancellableUntil, language);
  return fill(healthLabels(language).cancelPending, { days: daysText(HEALTH_COVER.cancelWithinDays, language) });
}

/** Spec §9: all 16 exclusions of every plan, in `language`. */
export function exclusionsText(language: TicketLanguage): string[] {
  return HEALTH_EXCLUSIONS.map((exclusion) => exclusion[language]);
}

/** A list item's number, right-aligned for up to 99 items: " 1. ", "16. ", " ၁. ". */
export function listMarker(index: number, language: TicketLanguage): string {
  return `${digits(String(index + 1), language).padStart(2)}. `;
}
