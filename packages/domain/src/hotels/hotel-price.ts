/**
 * The price breakdown of a hotel booking, in the shape every order keeps (spec §3 price breakdown,
 * packages/domain/src/booking/price-breakdown.ts), so payment, promotions, e-mails and receipts read a
 * hotel order as they read a flight's.
 *
 * - `subTotal` is the rooms before the hotel's deal and `discount` what the deal takes off, so a guest
 *   sees the saving the card promised.
 * - Hotel rates are published with the commercial tax inside (as Myanmar hotels quote kyat prices to
 *   local guests), so `taxes` is 0, like a flight's, and the card's price is the price paid.
 * - No convenience fee: the hotel's commission pays for the booking, so the total on every card is
 *   what the guest pays.
 */
import type { PriceBreakdown } from '../booking/price-breakdown.ts';

/** `total` and `totalBeforeDeal` are for every room and night of the stay, in MMK. */
export function hotelPriceBreakdown(stay: { total: number; totalBeforeDeal: number }): PriceBreakdown {
  for (const [name, value] of Object.entries(stay)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole MMK amount ≥ 0, got ${value}`);
  }
  const subTotal = Math.max(stay.total, stay.totalBeforeDeal);
  const discount = subTotal - stay.total;
  return { subTotal, airlineTaxes: 0, taxes: 0, convenienceFees: 0, discount, promotion: 0, insurance: 0, total: stay.total, grandTotal: stay.total, currency: 'MMK' };
}
