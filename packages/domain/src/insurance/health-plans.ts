/**
 * Health insurance from the partner insurer (spec §3 product type 13, §9): one year of cover for one
 * person aged 6 to 75, priced by age band. The plan pays a death benefit and a daily hospital
 * allowance; it can be cancelled for a full refund within 15 days of issuance, once.
 */
import { ageOnDate } from '../age-bands.ts';
import { addDays, addYears } from '../dates.ts';
import { toMyanmarDigits } from '../money.ts';

/** Spec §9: ages 6 to 75. */
export const HEALTH_MIN_AGE = 6;
export const HEALTH_MAX_AGE = 75;

/** Spec §9: what every health plan gives, in MMK and days. */
export const HEALTH_COVER = {
  years: 1,
  deathBenefit: 1_000_000,
  perHospitalDay: 10_000,
  /** Days in hospital before the allowance is paid: 3 for an illness, 1 for an accident. */
  minimumDays: { illness: 3, accident: 1 },
  /** Days after issuance within which the plan can be cancelled for a full refund. */
  cancelWithinDays: 15,
} as const;

export interface HealthPlan {
  /** The plan's id (spec §3 planID), stable across price changes. */
  planId: string;
  ageFrom: number;
  ageTo: number;
  /** The year's premium in MMK. */
  price: number;
}

/** Spec §9 prices in MMK: ages 6-30 10,500; 31-40 13,600; 41-50 16,700; 51-60 27,200; 61-75 58,500. */
export const HEALTH_PLANS: readonly HealthPlan[] = [
  { planId: 'HEALTH-06-30', ageFrom: 6, ageTo: 30, price: 10_500 },
  { planId: 'HEALTH-31-40', ageFrom: 31, ageTo: 40, price: 13_600 },
  { planId: 'HEALTH-41-50', ageFrom: 41, ageTo: 50, price: 16_700 },
  { planId: 'HEALTH-51-60', ageFrom: 51, ageTo: 60, price: 27_200 },
  { planId: 'HEALTH-61-75', ageFrom: 61, ageTo: 75, price: 58_500 },
];

/** The plan for someone `age` years old, or undefined outside 6 to 75 (the catalogue's HEALTH_AGE). */
export function healthPlanFor(age: number): HealthPlan | undefined {
  if (!Number.isInteger(age)) return undefined;
  return HEALTH_PLANS.find((plan) => age >= plan.ageFrom && age <= plan.ageTo);
}

/** The plan's name as the detail page and the certificate show it ("Health plan, ages 41–50", "… (အသက် ၄၁–၅၀)"). */
export function healthPlanName(plan: HealthPlan, language: 'en' | 'mm'): string {
  return language === 'mm' ? `ကျန်းမာရေး အာမခံ (အသက် ${toMyanmarDigits(`${plan.ageFrom}–${plan.ageTo}`)})` : `Health plan, ages ${plan.ageFrom}–${plan.ageTo}`;
}

/** Spec §9: the 16 exclusions of every health plan, written out in both languages. */
export const HEALTH_EXCLUSIONS: readonly { en: string; mm: string }[] = [
  { en: 'Illnesses and conditions that existed before the policy began', mm: 'အာမခံ မစတင်မီ ရှိပြီးသား ရောဂါနှင့် ကျန်းမာရေး အခြေအနေများ' },
  { en: 'Suicide or self-inflicted injury, whether sane or insane', mm: 'သတ်သေခြင်း သို့မဟုတ် မိမိကိုယ်ကို ထိခိုက်စေခြင်း' },
  { en: 'Abuse of alcohol or drugs not prescribed by a doctor', mm: 'အရက် သို့မဟုတ် ဆရာဝန် မညွှန်ကြားသော ဆေးဝါးများ အလွဲသုံးစားပြုခြင်း' },
  { en: 'Pregnancy, childbirth, miscarriage and their complications', mm: 'ကိုယ်ဝန်ဆောင်ခြင်း၊ မီးဖွားခြင်း၊ ကိုယ်ဝန်ပျက်ခြင်းနှင့် ၎င်းတို့၏ နောက်ဆက်တွဲများ' },
  { en: 'Cosmetic or plastic surgery not needed after an accident', mm: 'မတော်တဆမှုကြောင့် မလိုအပ်သော အလှပြင် ခွဲစိတ်ကုသမှု' },
  { en: 'Dental treatment, unless needed after an accident', mm: 'မတော်တဆမှုကြောင့် မဟုတ်သော သွားဘက်ဆိုင်ရာ ကုသမှု' },
  { en: 'Eyeglasses, contact lenses and hearing aids', mm: 'မျက်မှန်၊ မျက်ကပ်မှန်နှင့် နားကြားကိရိယာများ' },
  { en: 'HIV/AIDS and sexually transmitted diseases', mm: 'HIV/AIDS နှင့် လိင်မှတစ်ဆင့် ကူးစက်သော ရောဂါများ' },
  { en: 'Mental and nervous disorders', mm: 'စိတ်ကျန်းမာရေးနှင့် အာရုံကြော ဆိုင်ရာ ရောဂါများ' },
  { en: 'War, invasion, civil war, rebellion and riot', mm: 'စစ်ပွဲ၊ ကျူးကျော်မှု၊ ပြည်တွင်းစစ်၊ ပုန်ကန်မှုနှင့် အဓိကရုဏ်း' },
  { en: 'Taking part in a crime or resisting arrest', mm: 'ရာဇဝတ်မှုတွင် ပါဝင်ခြင်း သို့မဟုတ် ဖမ်းဆီးခြင်းကို ခုခံခြင်း' },
  { en: 'Nuclear radiation and radioactive contamination', mm: 'နျူကလီးယား ဓါတ်ရောင်ခြည်နှင့် ရေဒီယိုသတ္တိကြွ ညစ်ညမ်းမှု' },
  { en: 'Dangerous sports and racing of any kind', mm: 'အန္တရာယ်ရှိသော အားကစားနှင့် ပြိုင်ပွဲ မျိုးစုံ' },
  { en: 'Rest cures, check-ups and treatment that is not medically needed', mm: 'အနားယူကုသမှု၊ ကျန်းမာရေး စစ်ဆေးမှုနှင့် ဆေးပညာအရ မလိုအပ်သော ကုသမှု' },
  { en: 'Treatment by a relative, or outside a registered hospital or clinic', mm: 'ဆွေမျိုးမှ ကုသခြင်း သို့မဟုတ် မှတ်ပုံတင်ထားသော ဆေးရုံ၊ ဆေးခန်း ပြင်ပ ကုသမှု' },
  { en: 'Congenital conditions and birth defects', mm: 'မွေးရာပါ ရောဂါနှင့် မွေးရာပါ ချို့ယွင်းချက်များ' },
];

/** Who receives the death benefit (spec §3 beneficiaryInfos): the insured person's next of kin. */
export const HEALTH_RELATIONSHIPS = ['spouse', 'parent', 'child', 'sibling', 'other'] as const;
export type HealthRelationship = (typeof HEALTH_RELATIONSHIPS)[number];

/** Genders the insurer underwrites by (its proposal form asks for one of these). */
export const HEALTH_GENDERS = ['female', 'male'] as const;
export type HealthGender = (typeof HEALTH_GENDERS)[number];

/**
 * Why someone born on `dateOfBirth` cannot buy a health plan on `today` (Yangon dates), or null when
 * they can: a date of birth not yet come, or an age outside 6 to 75, is HEALTH_AGE.
 */
export function healthPlanProblem(dateOfBirth: string, today: string): { code: 'HEALTH_AGE' } | null {
  if (dateOfBirth > today) return { code: 'HEALTH_AGE' };
  return healthPlanFor(ageOnDate(dateOfBirth, today)) ? null : { code: 'HEALTH_AGE' };
}

/**
 * The dates of a plan issued on `issuedOn`: covered from that day for one year (to the day before its
 * anniversary), and cancellable for a full refund up to and including the 15th day after it.
 */
export function healthCoverDates(issuedOn: string): { coverFrom: string; coverTo: string; cancellableUntil: string } {
  return {
    coverFrom: issuedOn,
    coverTo: addDays(addYears(issuedOn, HEALTH_COVER.years), -1),
    cancellableUntil: addDays(issuedOn, HEALTH_COVER.cancelWithinDays),
  };
}

/**
 * What cancelling an issued plan gives back on `today`: everything paid within the 15 days after its
 * issuance, or null after them (no refund: it is not cancelled online). A plan not issued yet is
 * cancelled with everything back too: the insurer has not taken it on.
 */
export function healthCancellationRefund({ issuedOn, today, paid }: { issuedOn: string | null; today: string; paid: number }): number | null {
  if (issuedOn === null) return paid;
  return today <= healthCoverDates(issuedOn).cancellableUntil ? paid : null;
}
