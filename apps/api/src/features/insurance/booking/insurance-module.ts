import type { OrderItemContent } from '@thwa/domain/contracts/booking';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import type { InsuranceTrip } from '@thwa/domain/insurance/insurance-trip';
import { GUARDIAN_MIN_AGE, TRAVEL_COVERAGE, coverageDays } from '@thwa/domain/insurance/travel-cover';
import type { Language } from '@thwa/domain/settings';
import { InsurerUnavailable, type Insurer } from '../../../partners/insurers/insurer.ts';
import type { NewOrderItem, OrderItemRow, OrderRow } from '../../orders/orders.repository.ts';
import { FORGOTTEN_NAME, type CancellationDecision, type FulfilResult, type OrderSummary, type ProductModule, type SummarizedItem } from '../../orders/product-module.ts';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import { insuranceCertificate } from './insurance-certificate.ts';
import { insuranceMail } from './insurance-mail.ts';

export const PRODUCT_INSURANCE = PRODUCT_TYPE_IDS.insurance;

export function insuranceTripOf(item: Pick<NewOrderItem, 'orderId' | 'trip'>): InsuranceTrip {
  if (item.trip.product !== 'insurance') throw new Error(`an item of order ${item.orderId} is not an insurance`);
  return item.trip;
}

const AREA_NAMES: Record<Language, Record<InsuranceTrip['area'], string>> = {
  en: { domestic: 'in Myanmar', international: 'abroad' },
  mm: { domestic: 'ပြည်တွင်း', international: 'နိုင်ငံခြား' },
};

/**
 * Travel insurance as a product of the booking core (design §6a, issue 18): sold on its own or added
 * to a flight, it holds nothing (cover does not run out) and is issued by the partner insurer once
 * paid, after its flight's ticket when it is an add-on: one policy number, one certificate number per
 * insured person. Issued cover is not refunded online (the insurer's terms); a cover the insurer
 * refuses is released and refunded by the core while the rest of the order stands. Without an
 * insurer (sandbox partners off) cover is not sold, and one sold before waits to be issued.
 */
export function createInsuranceModule(insurer: Insurer | undefined): ProductModule {
  return {
    productType: PRODUCT_INSURANCE,

    // Cover does not run out: nothing to hold, give back or mark sold.
    async hold() {},
    async release() {},
    async markSold() {},

    async fulfil(order: OrderRow, item: OrderItemRow, attempt: number): Promise<FulfilResult> {
      const trip = insuranceTripOf(item);
      // Sandbox partners were switched off since the cover was sold: it waits for the insurer to be back.
      if (!insurer) return { status: 'pending' };
      try {
        const answer = await insurer.issue(
          {
            reference: `${order.orderId}-${item.itemNo}`,
            cover: { kind: 'travel', area: trip.area, startDate: trip.startDate, endDate: trip.endDate },
            policyHolder: trip.policyHolder,
            insured: trip.beneficiaries.map(({ firstName, lastName, age }) => ({ firstName, lastName, age })),
          },
          attempt,
        );
        if (answer.status === 'issued') return { status: 'done', reference: answer.policyNumber, documentNumbers: answer.certificateNumbers };
        if (answer.status === 'pending') return { status: 'pending' };
        return { status: 'failed', reason: answer.reason };
      } catch (error) {
        // An outage is asked again later, like a policy not decided yet.
        if (error instanceof InsurerUnavailable) return { status: 'pending' };
        throw error;
      }
    },

    async describe(_order: OrderRow, item: OrderItemRow, _language: Language): Promise<OrderItemContent> {
      const trip = insuranceTripOf(item);
      return {
        product: 'insurance',
        area: trip.area,
        startDate: trip.startDate,
        endDate: trip.endDate,
        coverageDays: coverageDays(trip.startDate, trip.endDate),
        insurerName: trip.insurerName,
        policyNumber: item.status === 'completed' ? item.supplierReference : null,
        policyHolder: trip.policyHolder,
        beneficiaries: trip.beneficiaries.map((beneficiary, index) => ({
          firstName: beneficiary.firstName,
          lastName: beneficiary.lastName,
          age: beneficiary.age,
          guardian: beneficiary.age >= GUARDIAN_MIN_AGE,
          premium: beneficiary.premium,
          certificateNumber: item.documentNumbers[index] ?? null,
        })),
        coverage: { hospital: TRAVEL_COVERAGE.hospital[trip.area], death: TRAVEL_COVERAGE.death, liability: TRAVEL_COVERAGE.liability },
        premium: trip.beneficiaries.reduce((sum, beneficiary) => sum + beneficiary.premium, 0),
      };
    },

    /** Issued cover is the insurer's: it is not cancelled online (our team helps by phone). */
    cancellation(): CancellationDecision {
      return { refused: 'not_cancellable' };
    },

    /** The policy holder's and the insured people's names go; their ages and premiums stay (the price). */
    forget(trip: OrderTrip): OrderTrip {
      if (trip.product !== 'insurance') return trip;
      const forgotten = { firstName: FORGOTTEN_NAME, lastName: FORGOTTEN_NAME };
      return { ...trip, policyHolder: forgotten, beneficiaries: trip.beneficiaries.map((person) => ({ ...person, ...forgotten })) };
    },

    async summarize(item: SummarizedItem, language: Language): Promise<OrderSummary> {
      const trip = insuranceTripOf(item);
      return {
        productName: language === 'mm' ? `ခရီးသွား အာမခံ (${AREA_NAMES.mm[trip.area]})` : `Travel insurance ${AREA_NAMES.en[trip.area]}`,
        origin: trip.area,
        destination: trip.insurerName,
        startDate: trip.startDate,
        endDate: trip.endDate,
        startLocal: null,
        lastDate: trip.endDate,
        travellers: trip.beneficiaries.length,
        bookAgain: { product: 'insurance', area: trip.area, ages: trip.beneficiaries.map((beneficiary) => beneficiary.age), language },
      };
    },

    document: insuranceCertificate,
    mail: insuranceMail,
  };
}
