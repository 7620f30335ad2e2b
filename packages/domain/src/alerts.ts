/**
 * Alert messages (spec §3 "Alert: type, title, info"; spec §4 alert types). A closed list, so an
 * alert the UI has no icon and colour for cannot be raised.
 */

/** Spec §4: the alert types, in the order the spec lists them. */
export const ALERT_TYPES = ['success', 'warning', 'error', 'updated', 'deleted'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** Spec §3 alert: type, title, info. */
export interface Alert {
  readonly type: AlertType;
  readonly title: string;
  readonly info: string;
}

/** Guards values coming from outside (query strings, server messages) before they reach the alert UI. */
export function isAlertType(value: unknown): value is AlertType {
  return typeof value === 'string' && (ALERT_TYPES as readonly string[]).includes(value);
}
