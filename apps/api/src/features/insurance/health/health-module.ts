import type { OrderItemContent } from '@thwa/domain/contracts/booking';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { yangonDate } from '@thwa/domain/dates';
import type { HealthInsuranceTrip } from '@thwa/domain/insurance/health-insurance-trip';
import { HEALTH_COVER, healthCancellationRefund, healthCoverDates, healthPlanName } from '@thwa/domain/insurance/health-plans';
import type { Language } from '@thwa/domain/settings';
import { InsurerUnavailable, type Insurer } from '../../../partners/insurers/insurer.ts';
import type { NewOrderItem, OrderItemRow, OrderRow } from '../../orders/orders.repository.ts';
import { FORGOTTEN_NAME, type CancellationDecision, type CancellationTerms, type FulfilResult, type OrderSummary, type ProductModule, type SummarizedItem } from '../../orders/product-module.ts';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import { healthCertificate } from '../booking/health-certificate.ts';
import { healthMail } from '../booking/health-mail.ts';

export const PRODUCT_HEALTH_INSURANCE = PRODUCT_TYPE_IDS.healthInsurance;

export function healthTripOf(item: Pick<NewOrderItem, 'orderId' | 'trip'>): HealthInsuranceTrip {
  if (item.trip.product !== 'health') throw new Error(`an item of order ${item.orderId} is not a health plan`);
  return item.trip;
}

/** The Yangon day the insurer issued the item's plan; null before. */
function issuedOn(item: Pick<OrderItemRow, 'issuedAt'>): string | null {
  return item.issuedAt ? yangonDate(item.issuedAt) : null;
}

/**
 * Health insurance as a product of the booking core (design §6a, issue 18, spec §9): one person's
 * plan for a year, sold on its own. It holds nothing (a plan does not run out) and is issued by the
 * partner insurer once paid: one policy number, one certificate. Cover runs a year from the day it
 * is issued; within 15 days of that day the guest may cancel it for everything paid, once (the core
 * keeps it to once), and the insurer is told to void the policy. Without an insurer (sandbox partners
 * off) plans are not sold, and one sold before waits to be issued.
 */
export function createHealthInsuranceModule(insurer: Insurer | undefined): ProductModule {
  return {
    productType: PRODUCT_HEALTH_INSURANCE,

    // A plan does not run out: nothing to hold, give back or mark sold.
    async hold() {},
    async release() {},
    async markSold() {},

    async fulfil(order: OrderRow, item: OrderItemRow, attempt: number): Promise<FulfilResult> {
      const trip = healthTripOf(item);
      if (!insurer) return { status: 'pending' };
      try {
        const { firstName, lastName, age } = trip.insured;
        const answer = await insurer.issue(
          {
            reference: `${order.orderId}-${item.itemNo}`,
            cover: { kind: 'health', planId: trip.planId, startDate: yangonDate(new Date()) },
            policyHolder: { firstName, lastName },
            insured: [{ firstName, lastName, age }],
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

    /** Voids the cancelled plan's policy with the insurer (an outage fails the job, which runs again). */
    async withdraw(_order: OrderRow, item: OrderItemRow) {
      if (!insurer || !item.supplierReference) return;
      await insurer.cancel(item.supplierReference);
    },

    async describe(_order: OrderRow, item: OrderItemRow, language: Language): Promise<OrderItemContent> {
      const trip = healthTripOf(item);
      const issued = issuedOn(item);
      const dates = issued ? healthCoverDates(issued) : null;
      const { uuid: _uuid, ...beneficiary } = trip.beneficiary;
      return {
        product: 'health',
        planId: trip.planId,
        planName: healthPlanName({ planId: trip.planId, ageFrom: trip.ageFrom, ageTo: trip.ageTo, price: trip.price }, language),
        ageRange: { from: trip.ageFrom, to: trip.ageTo },
        price: trip.price,
        insurerName: trip.insurerName,
        policyNumber: item.status === 'completed' || (item.status === 'cancelled' && issued) ? item.supplierReference : null,
        certificateNumber: item.documentNumbers[0] ?? null,
        insured: trip.insured,
        beneficiary,
        coverFrom: dates?.coverFrom ?? null,
        coverTo: dates?.coverTo ?? null,
        cancellableUntil: dates?.cancellableUntil ?? null,
        cover: { deathBenefit: HEALTH_COVER.deathBenefit, perHospitalDay: HEALTH_COVER.perHospitalDay, minimumDays: { ...HEALTH_COVER.minimumDays } },
      };
    },

    /** Within 15 days of issuance, everything paid for it; after them it is not cancelled online. */
    cancellation(item: OrderItemRow, { today, paid }: CancellationTerms): CancellationDecision {
      const refund = healthCancellationRefund({ issuedOn: issuedOn(item), today, paid });
      return refund === null ? { refused: 'too_late' } : { refund };
    },

    /**
     * The insured person's and the beneficiary's names go, and the date of birth: only its year stays
     * (1 January), which with the age the plan was priced by keeps the order's story without the person.
     */
    forget(trip: OrderTrip): OrderTrip {
      if (trip.product !== 'health') return trip;
      const forgotten = { firstName: FORGOTTEN_NAME, lastName: FORGOTTEN_NAME };
      return { ...trip, insured: { ...trip.insured, ...forgotten, dateOfBirth: `${trip.insured.dateOfBirth.slice(0, 4)}-01-01` }, beneficiary: { ...trip.beneficiary, ...forgotten } };
    },

    async summarize(item: SummarizedItem, language: Language): Promise<OrderSummary> {
      const trip = healthTripOf(item);
      const name = healthPlanName({ planId: trip.planId, ageFrom: trip.ageFrom, ageTo: trip.ageTo, price: trip.price }, language);
      // The cover's year once issued; until then the year it would run from the day it was bought.
      const { coverFrom, coverTo } = healthCoverDates(issuedOn(item) ?? yangonDate(item.createdAt));
      return {
        productName: `${name}: ${trip.insured.firstName} ${trip.insured.lastName}`,
        origin: trip.planId,
        destination: trip.insurerName,
        startDate: coverFrom,
        endDate: coverTo,
        startLocal: null,
        lastDate: coverTo,
        travellers: 1,
        bookAgain: { product: 'health', age: trip.insured.age, language },
      };
    },

    document: healthCertificate,
    mail: healthMail,
  };
}
