/**
 * "Recommended" (spec §9 hotel sort `rank`): how strongly we recommend a hotel for one stay, from what
 * we actually know about it, never from a random draw:
 *
 * - its stars (30 points): the class of hotel a traveller gets;
 * - its amenities (20 points): how much it offers beyond the bed, counted up to AMENITIES_FOR_FULL_MARKS;
 * - its deal for this stay (20 points): the share its deal takes off, full marks at DEAL_FOR_FULL_MARKS;
 * - what our own customers booked there (30 points): room nights sold, on a log scale so that the first
 *   bookings count most and one busy hotel cannot bury every other, full marks at SALES_FOR_FULL_MARKS.
 *
 * A score from 0 to 100, rounded to a hundredth. Before anyone has booked, stars, amenities and deals
 * decide alone; as bookings come in, what travellers chose moves a hotel up. No reviews yet: when
 * they exist they belong here, with a weight taken from the others.
 *
 * Pure and importing nothing, like the list rules (hotel-list.ts), so the browser may use it too.
 */

export const RANK_WEIGHTS = { stars: 30, amenities: 20, deal: 20, sales: 30 } as const;

/** The number of amenities that earns every amenity point (the best-equipped hotels have 15 to 18). */
export const AMENITIES_FOR_FULL_MARKS = 15;
/** The share off that earns every deal point: the largest deal hotels publish. */
export const DEAL_FOR_FULL_MARKS = 0.3;
/** Room nights sold (over the window the caller counts) that earn every sales point. */
export const SALES_FOR_FULL_MARKS = 500;

export interface RankInputs {
  /** 1 to 5. */
  stars: number;
  amenityCount: number;
  /** The share the hotel's deal takes off this stay's price, 0 without a deal (hotel-list.ts dealShare). */
  dealShare: number;
  /** Room nights our customers bought at the hotel. */
  roomNightsSold: number;
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

export function hotelRank(inputs: RankInputs): number {
  const stars = clamp01((inputs.stars - 1) / 4);
  const amenities = clamp01(inputs.amenityCount / AMENITIES_FOR_FULL_MARKS);
  const deal = clamp01(inputs.dealShare / DEAL_FOR_FULL_MARKS);
  const sales = clamp01(Math.log1p(Math.max(0, inputs.roomNightsSold)) / Math.log1p(SALES_FOR_FULL_MARKS));
  const score = RANK_WEIGHTS.stars * stars + RANK_WEIGHTS.amenities * amenities + RANK_WEIGHTS.deal * deal + RANK_WEIGHTS.sales * sales;
  return Math.round(score * 100) / 100;
}
