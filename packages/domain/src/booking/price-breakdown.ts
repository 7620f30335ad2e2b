/**
 * The price breakdown of a flight booking (spec §3 "Price breakdown: sub total, airline taxes, taxes,
 * convenience fees, discount, promotion, insurance, total, grand total").
 *
 * All amounts are whole MMK (design §5: money is integers; payments are charged in MMK, spec §1).
 * The lines always add up: total = subTotal + airlineTaxes + taxes + convenienceFees − discount, and
 * grandTotal = total − promotion + insurance, so the customer can check the sum on the screen.
 */

/** One traveller type's fare as the airline quotes it (spec §3 rates.deal.adult{base, discount, tax}). */
export interface FareAmounts {
  readonly base: number;
  readonly discount: number;
  readonly tax: number;
}

/**
 * The fares of one direction (outward or return). `taxIncluded` is the offer's taxIncludeState: when
 * true, `base` already contains `tax`. Child and infant fares are needed only when such travellers fly.
 */
export interface DirectionFare {
  readonly taxIncluded: boolean;
  readonly adult: FareAmounts;
  readonly child?: FareAmounts;
  readonly infant?: FareAmounts;
}

export interface PassengerCounts {
  readonly adult: number;
  readonly child: number;
  readonly infant: number;
}

/**
 * Our service fee per adult or child ticket per direction, in MMK. It covers the card and wallet
 * processing cost and ticketing work, which come per ticket issued; an infant on a lap gets no seat
 * and usually a fare of a few percent, so charging them the same fee would be out of proportion —
 * infants are free.
 */
export const CONVENIENCE_FEE_MMK = 2_000;

export interface PriceBreakdownInput {
  /** One entry per direction: one for a one-way trip, two for a round trip. */
  readonly fares: readonly DirectionFare[];
  readonly counts: PassengerCounts;
  /** Defaults to {@link CONVENIENCE_FEE_MMK}. */
  readonly convenienceFeePerTraveller?: number;
  /** Promotion discount from promotions.ts; capped at the total so the grand total never goes below 0. */
  readonly promotion?: number;
  /** Travel insurance premium, when the customer adds it. */
  readonly insurance?: number;
}

export interface PriceBreakdown {
  /** Fares without airline taxes (base minus tax when the base included it). */
  readonly subTotal: number;
  readonly airlineTaxes: number;
  /** Government tax is already inside the airline taxes in Myanmar fares; the line is kept (spec §3) and is 0. */
  readonly taxes: number;
  readonly convenienceFees: number;
  /** Airline discounts. */
  readonly discount: number;
  readonly promotion: number;
  readonly insurance: number;
  readonly total: number;
  readonly grandTotal: number;
  readonly currency: 'MMK';
}

function assertAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a whole MMK amount ≥ 0, got ${value}`);
}

function assertFare(fare: FareAmounts, taxIncluded: boolean, what: string): void {
  assertAmount(fare.base, `${what}.base`);
  assertAmount(fare.discount, `${what}.discount`);
  assertAmount(fare.tax, `${what}.tax`);
  const net = taxIncluded ? fare.base - fare.tax : fare.base;
  if (net < 0) throw new RangeError(`${what}: tax is larger than a base that includes it`);
  if (fare.discount > net) throw new RangeError(`${what}: discount is larger than the fare`);
}

const TYPES = ['adult', 'child', 'infant'] as const;

/**
 * Spec §3 price breakdown from the fares of each direction and the number of travellers of each type.
 * Per traveller and direction the customer pays base − discount + tax (tax only when not already in
 * base) — the price spec §5 shows in the flight list — plus the convenience fee.
 * @throws RangeError on amounts that are not whole non-negative MMK, a discount larger than the fare,
 *   or a traveller type with travellers but no fare.
 */
export function priceBreakdown(input: PriceBreakdownInput): PriceBreakdown {
  const fee = input.convenienceFeePerTraveller ?? CONVENIENCE_FEE_MMK;
  const promotionAsked = input.promotion ?? 0;
  const insurance = input.insurance ?? 0;
  assertAmount(fee, 'convenience fee');
  assertAmount(promotionAsked, 'promotion');
  assertAmount(insurance, 'insurance');
  for (const type of TYPES) assertAmount(input.counts[type], `${type} count`);

  let subTotal = 0;
  let airlineTaxes = 0;
  let discount = 0;
  let convenienceFees = 0;
  input.fares.forEach((direction, index) => {
    for (const type of TYPES) {
      const count = input.counts[type];
      if (count === 0) continue;
      const fare = direction[type];
      if (!fare) throw new RangeError(`direction ${index + 1} has ${count} ${type} traveller(s) but no ${type} fare`);
      assertFare(fare, direction.taxIncluded, `direction ${index + 1} ${type}`);
      subTotal += count * (direction.taxIncluded ? fare.base - fare.tax : fare.base);
      airlineTaxes += count * fare.tax;
      discount += count * fare.discount;
      if (type !== 'infant') convenienceFees += count * fee;
    }
  });

  const taxes = 0;
  const total = subTotal + airlineTaxes + taxes + convenienceFees - discount;
  const promotion = Math.min(promotionAsked, total);
  const grandTotal = total - promotion + insurance;
  return { subTotal, airlineTaxes, taxes, convenienceFees, discount, promotion, insurance, total, grandTotal, currency: 'MMK' };
}
