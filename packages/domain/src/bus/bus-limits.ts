/** Bus booking limits (issue 21). */

/** Seats one booking may take: a family's, as the operators' counters sell them. */
export const MAX_BUS_SEATS = 6;

/** Days ahead seats are on sale. */
export const BUS_BOOKING_HORIZON_DAYS = 90;

/**
 * How long seats chosen on the map stay held for their checkout before an order holds them: the
 * passengers' details are typed in this time; the order's own hold (PAYMENT_WINDOW_MINUTES) follows.
 */
export const BUS_SEAT_HOLD_MINUTES = 15;

/** Sales close this many minutes before the coach leaves its first station. */
export const BUS_SALES_CLOSE_MINUTES = 60;

/**
 * Seats of one coach one client address may hold unpaid through its checkouts and orders at once: two
 * families' worth, so nobody empties a coach by choosing seats and leaving (agents are not counted,
 * as in the hold limits, hold-limits.ts).
 */
export const BUS_SEATS_PER_CLIENT = 12;
