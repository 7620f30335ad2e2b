/**
 * A complete, realistic health insurance order for tests and for previewing the certificate and the
 * e-mails, built like sample-policy.ts builds a travel insurance order. Not used by the running product.
 */
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { HealthOrderItem } from '@thwa/domain/contracts/health-order-item';
import { HEALTH_COVER, healthCoverDates, healthPlanFor, healthPlanName } from '@thwa/domain/insurance/health-plans';
import { breakdownOfLines } from '@thwa/domain/orders/price-lines';
import { sampleOrderOf } from '../../tickets/sample-order.ts';
import type { TicketLanguage } from '../../tickets/ticket-labels.ts';
import { healthItemOf } from './health-certificate-labels.ts';

const ORDER_ID = 'TW2611220004';
const POLICY_NUMBER = 'MIP-HL-7730419285';
/** The day the sample was booked and issued, in Yangon. */
const ISSUED_ON = '2026-11-20';

/** What a test may change of the plan; its price follows the insured person's age unless given. */
export type SampleHealthOverrides = Partial<Omit<HealthOrderItem, 'product' | 'itemNo' | 'document'>>;

/** Who books in each language: a Myanmar customer writes the names in Myanmar script. */
const PEOPLE: Record<TicketLanguage, { insured: HealthOrderItem['insured']; beneficiary: HealthOrderItem['beneficiary']; contact: OrderDetail['contact'] }> = {
  en: {
    insured: { firstName: 'Aung Ko', lastName: 'Ko', dateOfBirth: '1984-03-14', gender: 'male', age: 42 },
    beneficiary: { firstName: 'Khin', lastName: 'Thandar Kyi', relationship: 'spouse' },
    contact: { name: 'Aung Ko Ko', email: 'aung.koko@example.com', phone: '+95 9 123 456 789' },
  },
  mm: {
    insured: { firstName: 'ခင်', lastName: 'သန္တာကြည်', dateOfBirth: '1988-07-02', gender: 'female', age: 38 },
    beneficiary: { firstName: 'မေ', lastName: 'သဉ္ဇာ', relationship: 'child' },
    contact: { name: 'ခင် သန္တာကြည်', email: 'khin.thandar@example.com', phone: '+95 9 987 654 321' },
  },
};

/**
 * A paid health plan issued on the day it was booked (20 Nov 2026): a year of cover to 19 Nov 2027,
 * cancellable for a full refund to 5 Dec 2026. In English, Aung Ko Ko, 42, insures himself for his
 * wife; in Myanmar, ခင် သန္တာကြည်, 38, for her daughter. The price is the spec §9 premium of the age
 * band (HEALTH_PLANS); the order holds the plan alone, so its breakdown is one insurance line.
 */
export function sampleHealthOrder(language: TicketLanguage = 'en', overrides: Partial<OrderDetail> = {}, plan: SampleHealthOverrides = {}): OrderDetail {
  const people = PEOPLE[language];
  const insured = plan.insured ?? people.insured;
  const band = healthPlanFor(insured.age);
  if (!band) throw new Error(`no health plan insures someone aged ${insured.age}`);
  const price = plan.price ?? band.price;
  const item: HealthOrderItem = {
    product: 'health',
    itemNo: 1,
    document: { viewUrl: `/api/tickets/${ORDER_ID}/view`, downloadUrl: `/api/tickets/${ORDER_ID}/download` },
    planId: band.planId,
    planName: healthPlanName(band, language),
    ageRange: { from: band.ageFrom, to: band.ageTo },
    price,
    insurerName: 'Thwa Partner Insurance',
    policyNumber: POLICY_NUMBER,
    certificateNumber: `${POLICY_NUMBER}-01`,
    insured,
    beneficiary: people.beneficiary,
    ...healthCoverDates(ISSUED_ON),
    cover: { deathBenefit: HEALTH_COVER.deathBenefit, perHospitalDay: HEALTH_COVER.perHospitalDay, minimumDays: { ...HEALTH_COVER.minimumDays } },
    ...plan,
  };
  const breakdown = breakdownOfLines([[{ kind: 'insurance', amount: price }]]);
  return sampleOrderOf({ orderId: ORDER_ID, productType: PRODUCT_TYPE_IDS.healthInsurance, item, breakdown, reference: item.policyNumber, contact: people.contact }, overrides);
}

/** What a plan says before the insurer issued it: no numbers, no dates yet. */
export const NOT_ISSUED: SampleHealthOverrides = { policyNumber: null, certificateNumber: null, coverFrom: null, coverTo: null, cancellableUntil: null };

/** The order's health plan: the tests and previews read it back to render it. */
export function healthOf(order: OrderDetail): HealthOrderItem {
  const item = healthItemOf(order);
  if (!item) throw new Error(`order ${order.orderId} holds no health plan`);
  return item;
}
