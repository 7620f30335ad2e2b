import type { Transaction } from '@thwa/db/transaction';
import type { InsuranceTrip } from '@thwa/domain/insurance/insurance-trip';
import { flightCoverOf, type TravelCoverRequest } from '@thwa/domain/insurance/travel-cover';
import type { ItemDraft } from '../../orders/orders.service.ts';
import type { ProductModule } from '../../orders/product-module.ts';
import type { QuoteTravelCover } from '../quote-travel-cover.ts';

/** An insured person as a basket names them: the checkout's uuid and their names. */
export interface CoveredPerson {
  uuid: string;
  firstName: string;
  lastName: string;
}

/**
 * A travel cover as an item of a basket (issue 18): quoted inside the placement's transaction (the
 * premium table as it is then), its premium the item's insurance line. Sold on its own, or added to
 * another item (`parentItemNo`), when it is issued only after that item is confirmed.
 * @throws AppError of the quote: INSURANCE_DATES, INSURANCE_TOO_LONG, INSURANCE_AGE, MISSING_GUARDIAN
 */
export function createCoverItems({ insurance, quote, insurerName }: { insurance: ProductModule; quote: QuoteTravelCover; insurerName: string }) {
  async function coverItem(
    transaction: Transaction,
    cover: TravelCoverRequest,
    people: readonly CoveredPerson[],
    policyHolder: { firstName: string; lastName: string },
    parentItemNo?: number,
  ): Promise<ItemDraft> {
    const quoted = await quote({ ...cover, ages: [...cover.ages] }, transaction);
    const trip: InsuranceTrip = {
      product: 'insurance',
      area: cover.area,
      startDate: cover.startDate,
      endDate: cover.endDate,
      policyHolder,
      beneficiaries: people.map((person, index) => ({ uuid: person.uuid, firstName: person.firstName, lastName: person.lastName, age: cover.ages[index]!, premium: quoted.premiums[index]! })),
      insurerName,
    };
    return { product: insurance, trip, lines: [{ kind: 'insurance', amount: quoted.total }], units: 0, ...(parentItemNo ? { parentItemNo } : {}) };
  }

  return {
    coverItem,

    /**
     * The cover a flight's travellers add (spec §3): the trip's area and dates, every traveller, the
     * first one the policy holder; item `parentItemNo` is the flight.
     */
    flightCover(
      transaction: Transaction,
      flight: { area: TravelCoverRequest['area']; departureDate: string; returnDate?: string | undefined },
      travellers: readonly (CoveredPerson & { dateOfBirth: string })[],
      parentItemNo: number,
    ): Promise<ItemDraft> {
      const [holder] = travellers;
      if (!holder) throw new Error('a flight has at least one traveller');
      return coverItem(transaction, flightCoverOf(flight, travellers), travellers, { firstName: holder.firstName, lastName: holder.lastName }, parentItemNo);
    },
  };
}

export type CoverItems = ReturnType<typeof createCoverItems>;
