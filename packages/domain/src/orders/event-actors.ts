/**
 * Who or what caused an order's event (design §6a: every change is an event with its actor). The
 * console's timeline names them. Most events have one natural cause, written here; an employee's action
 * names its employee, and the orders service passes that along instead of this default.
 */

export const EVENT_ACTORS = ['customer', 'employee', 'partner', 'worker', 'system'] as const;
export type EventActor = (typeof EVENT_ACTORS)[number];

/** Events a customer (or an agent booking for one) causes by their own request. */
const BY_CUSTOMER = new Set(['order.placed', 'order.requested', 'order.cancelled', 'payment.started']);
/** Events a partner's answer causes: a payment provider's result, money that came late or twice. */
const BY_PARTNER = new Set(['payment.failed', 'payment.succeeded', 'payment.late', 'payment.duplicate']);

/** The actor of an event recorded without one named: a customer's request, a partner's answer, else the worker's jobs. */
export function defaultEventActor(type: string): EventActor {
  if (BY_CUSTOMER.has(type)) return 'customer';
  if (BY_PARTNER.has(type)) return 'partner';
  return 'worker';
}
