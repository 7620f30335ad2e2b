/**
 * A complete, realistic travel insurance order for tests and for previewing the certificate and the
 * e-mails, built like sample-order.ts builds a flight and a stay. Not used by the running product.
 */
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import type { OrderDetail } from '@thwa/domain/contracts/booking';
import type { InsuranceOrderItem } from '@thwa/domain/contracts/insurance-order-item';
import { TRAVEL_COVERAGE } from '@thwa/domain/insurance/travel-cover';
import { breakdownOfLines } from '@thwa/domain/orders/price-lines';
import { sampleOrderOf } from '../../tickets/sample-order.ts';
import { policyItemOf } from './certificate-labels.ts';

const ORDER_ID = 'TW2611220003';
const POLICY_NUMBER = 'MIP-4821730056';

/** What a test may change of the policy; its coverage and premium follow its area and people unless given. */
export type SamplePolicyOverrides = Partial<Omit<InsuranceOrderItem, 'product' | 'itemNo' | 'document'>>;

/**
 * A paid, issued policy for a family of four travelling abroad for ten days over Christmas: the two
 * parents (a Latin and a Myanmar name) are the guardians, their children are 9 and 4. Premiums are
 * the partner insurer's published ones (db seed-insurance.ts) for 8 to 15 days abroad at 41 to 60,
 * 18 to 40 and under 18; the order holds the policy alone, so its breakdown is one insurance line
 * (decision 024).
 */
export function samplePolicyOrder(overrides: Partial<OrderDetail> = {}, policy: SamplePolicyOverrides = {}): OrderDetail {
  const area = policy.area ?? 'international';
  const beneficiaries: InsuranceOrderItem['beneficiaries'] = policy.beneficiaries ?? [
    { firstName: 'Aung Ko', lastName: 'Ko', age: 42, guardian: true, premium: 32_000, certificateNumber: `${POLICY_NUMBER}-01` },
    { firstName: 'ခင်', lastName: 'သန္တာကြည်', age: 38, guardian: true, premium: 24_000, certificateNumber: `${POLICY_NUMBER}-02` },
    { firstName: 'Kyaw Zin', lastName: 'Htet', age: 9, guardian: false, premium: 19_000, certificateNumber: `${POLICY_NUMBER}-03` },
    { firstName: 'မေ', lastName: 'သဉ္ဇာ', age: 4, guardian: false, premium: 19_000, certificateNumber: `${POLICY_NUMBER}-04` },
  ];
  const premium = policy.premium ?? beneficiaries.reduce((sum, person) => sum + person.premium, 0);
  const item: InsuranceOrderItem = {
    product: 'insurance',
    itemNo: 1,
    document: { viewUrl: `/api/tickets/${ORDER_ID}/view`, downloadUrl: `/api/tickets/${ORDER_ID}/download` },
    area,
    startDate: '2026-12-20',
    endDate: '2026-12-29',
    coverageDays: 10,
    insurerName: 'Thwa Partner Insurance',
    policyNumber: POLICY_NUMBER,
    policyHolder: { firstName: 'Aung Ko', lastName: 'Ko' },
    beneficiaries,
    coverage: { hospital: TRAVEL_COVERAGE.hospital[area], death: TRAVEL_COVERAGE.death, liability: TRAVEL_COVERAGE.liability },
    premium,
    ...policy,
  };
  const breakdown = breakdownOfLines([[{ kind: 'insurance', amount: premium }]]);
  return sampleOrderOf({ orderId: ORDER_ID, productType: PRODUCT_TYPE_IDS.insurance, item, breakdown, reference: item.policyNumber }, overrides);
}

/** The order's policy: the tests and previews read it back to render it. */
export function policyOf(order: OrderDetail): InsuranceOrderItem {
  const item = policyItemOf(order);
  if (!item) throw new Error(`order ${order.orderId} holds no travel insurance`);
  return item;
}
