/**
 * Order statuses and the colour tone each one is shown in (spec §4, design §6). The tone names are
 * the UI's semantic colours, so the web maps them to its palette in one place.
 */

/**
 * Design §6 order life cycle: initialized → booked/held → paid → processing → completed, or
 * cancelled/failed/expired/waitlisted; plus the spec §4 display statuses pending and unsuccessful.
 */
export const ORDER_STATUSES = [
  'initialized',
  'booked',
  'held',
  'pending',
  'paid',
  'processing',
  'completed',
  'cancelled',
  'unsuccessful',
  'failed',
  'expired',
  'waitlisted',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type StatusTone = 'success' | 'warning' | 'danger' | 'primary' | 'neutral';

/**
 * Spec §4: completed success; pending/processing warning; cancelled/unsuccessful/failed danger;
 * booked primary; initialized neutral. The design §6 statuses the spec does not colour:
 * - held → primary: seats or rooms are reserved awaiting payment, the same promise as "booked".
 * - paid → warning: money is taken but the supplier has not confirmed; the spec's thank-you
 *   outcome "paid but processing" is this state, and processing is warning.
 * - expired → danger: the hold lapsed and the booking is gone, like a cancellation.
 * - waitlisted → warning: still open — the flight team calls within 24 hours and the price may change.
 */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  initialized: 'neutral',
  booked: 'primary',
  held: 'primary',
  pending: 'warning',
  paid: 'warning',
  processing: 'warning',
  completed: 'success',
  cancelled: 'danger',
  unsuccessful: 'danger',
  failed: 'danger',
  expired: 'danger',
  waitlisted: 'warning',
};

/** Reads a status as sent by the back office ("Completed", " PENDING") into the union, or null. */
export function parseOrderStatus(status: string | null | undefined): OrderStatus | null {
  const normalized = (status ?? '').trim().toLowerCase();
  return Object.hasOwn(ORDER_STATUS_TONES, normalized) ? (normalized as OrderStatus) : null;
}

/** Spec §4 tone of a status, case-insensitive; an unknown status is neutral, never alarming red. */
export function orderStatusTone(status: string | null | undefined): StatusTone {
  const parsed = parseOrderStatus(status);
  return parsed ? ORDER_STATUS_TONES[parsed] : 'neutral';
}
