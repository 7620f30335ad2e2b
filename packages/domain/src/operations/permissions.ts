/**
 * Who may do what in the operations console (issue 20, design §6b). An employee (user code EMP) holds
 * permission groups that add up, as Saleor's do: each group grants a list of permissions, and a person
 * may do what any of their groups grants. A page or action outside them is neither shown (the web asks
 * `can`) nor allowed (every `/api/ops/*` call names the permission it needs).
 */

export const EMPLOYEE_GROUPS = ['support', 'finance', 'content', 'inventory', 'admin'] as const;
export type EmployeeGroup = (typeof EMPLOYEE_GROUPS)[number];

export const OPS_PERMISSIONS = [
  /** Find orders and read an order's page: timeline, items, payments, refunds, documents, messages. */
  'orders.view',
  /** Act on an order by its life cycle: confirm or reject a request or a waitlist, retry a fulfilment, cancel. */
  'orders.act',
  /** Resend a document or an e-mail; write to the customer or an internal note. */
  'orders.message',
  /** Ask for a refund of an item, full or partial (above the threshold it waits for a second employee). */
  'refunds.request',
  /** Grant a refund someone else asked for above the threshold, and send it. */
  'refunds.approve',
  /** Confirm money received at a shop counter or on delivery: the order completes as a provider's callback would. */
  'payments.confirm',
  /** The queues with deadlines: open pay-at-shop codes, cash-on-delivery contacts, requests, waitlists, unsettled payments. */
  'queues.view',
  /** Exchange rates, effective from a time. */
  'rates.edit',
  /** Promotion codes: value, minimum, validity, limits, products. */
  'promotions.edit',
  /** Content pages and alerts, in both languages. */
  'content.edit',
  /** Hotel photos and descriptions; reported guest reviews, to hide or keep. */
  'hotels.content',
  /** Flight seats and fares per date, hotel allotments and rates per night. */
  'inventory.view',
  /** Adjust them, each adjustment an event. */
  'inventory.adjust',
  /** Agents' applications, their approval, suspension, commission and credit. */
  'agents.manage',
  /** Employees: invite them and set their groups. */
  'employees.manage',
  /** Read the audit log of every employee action. */
  'audit.view',
] as const;
export type OpsPermission = (typeof OPS_PERMISSIONS)[number];

/** What each group grants. Admin grants everything; the others are the jobs of an agency's back office. */
export const GROUP_PERMISSIONS: Readonly<Record<EmployeeGroup, readonly OpsPermission[]>> = {
  support: ['orders.view', 'orders.act', 'orders.message', 'refunds.request', 'queues.view'],
  finance: ['orders.view', 'refunds.request', 'refunds.approve', 'payments.confirm', 'queues.view', 'rates.edit', 'promotions.edit', 'agents.manage'],
  content: ['content.edit', 'hotels.content'],
  inventory: ['orders.view', 'inventory.view', 'inventory.adjust'],
  admin: OPS_PERMISSIONS,
};

export function isEmployeeGroup(value: unknown): value is EmployeeGroup {
  return typeof value === 'string' && (EMPLOYEE_GROUPS as readonly string[]).includes(value);
}

/** Every permission the groups add up to, in the catalogue's order. */
export function permissionsOf(groups: readonly EmployeeGroup[]): OpsPermission[] {
  const granted = new Set(groups.flatMap((group) => GROUP_PERMISSIONS[group]));
  return OPS_PERMISSIONS.filter((permission) => granted.has(permission));
}

/** Whether someone in `groups` may do what `permission` names. */
export function can(groups: readonly EmployeeGroup[], permission: OpsPermission): boolean {
  return groups.some((group) => GROUP_PERMISSIONS[group].includes(permission));
}
