/**
 * The people the console manages (issue 20 item 5): agents who apply from the site and are approved,
 * rejected or suspended, their terms (a commission per product and a credit limit), and employees
 * invited into permission groups. Pure rules; the api stores and the web shows what they decide.
 */
import { PRODUCT_TYPE_IDS } from '../constants.ts';
import type { EmployeeGroup } from './permissions.ts';

/** An application: pending until an employee approves (an AGT account is made) or rejects it (with a reason). */
export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AgentApplicationStatus = (typeof AGENT_APPLICATION_STATUSES)[number];

/** Where an agent stands: active agents sign in and book; suspended ones do neither. */
export type AgentStanding = 'active' | 'suspended';

/** The account status a standing is stored as (the users table's, shared with sub-agents). */
export const STANDING_STATUS: Readonly<Record<AgentStanding, 'active' | 'deactivated'>> = { active: 'active', suspended: 'deactivated' };

/** Spec §3 product type ids an agent's commission is set per (the product port's ids). */
export const COMMISSION_PRODUCT_TYPES: readonly number[] = Object.values(PRODUCT_TYPE_IDS);

/** A commission is a percent with at most two decimals, kept as basis points (1 % = 100) so it is never a float. */
export const COMMISSION_MAX_PERCENT = 50;
export const COMMISSION_MAX_BASIS_POINTS = COMMISSION_MAX_PERCENT * 100;

/** Largest credit limit (MMK): one billion, far above any agent's month of bookings. */
export const CREDIT_LIMIT_MAX = 1_000_000_000;

/** How long an employee's invitation link stays usable. */
export const INVITATION_DAYS = 7;

/** The percent an employee typed ('5', '7.25') as basis points, or null when it is not a percent we accept. */
export function percentToBasisPoints(percent: number): number | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > COMMISSION_MAX_PERCENT) return null;
  const basisPoints = Math.round(percent * 100);
  // More than two decimals would be rounded away unseen: refuse it rather than store another number.
  if (Math.abs(basisPoints - percent * 100) > 1e-6) return null;
  return basisPoints;
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * The agent's commission on a product's price (MMK, whole kyat): the percent set for its product type,
 * rounded down so the agency never pays a part of a kyat it did not earn; 0 for a product without one.
 */
export function agentCommission(amount: number, productType: number, commissions: Readonly<Record<string, number>>): number {
  const basisPoints = commissions[String(productType)] ?? 0;
  if (amount <= 0 || basisPoints <= 0) return 0;
  return Math.floor((amount * basisPoints) / 10_000);
}

/** One item of an order as a commission sees it: its product and its price (MMK) before any promotion. */
export interface CommissionedItem {
  itemNo: number;
  productType: number;
  amount: number;
}

/**
 * An agent's commission on an order (issue 20 item 5): each item's at the percent the agent's terms set
 * for its product (none when unset), and their sum. Shown to the agent at checkout, never to customers.
 */
export function orderCommission(
  items: readonly CommissionedItem[],
  commissions: Readonly<Record<string, number>>,
): { amount: number; items: Array<{ itemNo: number; productType: number; base: number; percent: number; amount: number }> } {
  const lines = items.map((item) => ({
    itemNo: item.itemNo,
    productType: item.productType,
    base: item.amount,
    percent: basisPointsToPercent(commissions[String(item.productType)] ?? 0),
    amount: agentCommission(item.amount, item.productType, commissions),
  }));
  return { amount: lines.reduce((sum, line) => sum + line.amount, 0), items: lines };
}

/**
 * Whether an employee's groups may become `next` (issue 20 item 5): at least one group (an employee
 * without one cannot open the console: remove them another way), and never the installation's last
 * admin losing admin, or nobody could ever manage employees again.
 */
export function groupChangeProblem(change: { current: readonly EmployeeGroup[]; next: readonly EmployeeGroup[]; otherAdmins: number }): 'no_group' | 'last_admin' | null {
  if (change.next.length === 0) return 'no_group';
  if (change.current.includes('admin') && !change.next.includes('admin') && change.otherAdmins === 0) return 'last_admin';
  return null;
}

/** Whether an invitation can still be accepted at `now`. */
export function invitationOpen(invitation: { expiresAt: Date; acceptedAt: Date | null }, now: Date): boolean {
  return invitation.acceptedAt === null && invitation.expiresAt.getTime() > now.getTime();
}

export function invitationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
}
