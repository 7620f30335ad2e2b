import type { OpsPermission } from '@thwa/domain/operations/permissions';
import type { OpsKey } from '../../i18n/ops.en.ts';

/** One area of the console: its page, its name and line in the `ops` catalogue, and the permission that opens it. */
export interface ConsoleNavEntry {
  path: string;
  labelKey: OpsKey;
  /** The sentence under the area's card on the console's home. */
  bodyKey: OpsKey;
  permission: OpsPermission;
}

/**
 * Every area of the console, in the order the navigation shows them. Each console part adds its entry
 * here with a small edit, and its path to BUILT_CONSOLE_PAGES once its route ships.
 */
export const CONSOLE_NAV: readonly ConsoleNavEntry[] = [
  { path: '/ops/orders', labelKey: 'ops.nav.orders', bodyKey: 'ops.area.orders', permission: 'orders.view' },
  { path: '/ops/queues', labelKey: 'ops.nav.queues', bodyKey: 'ops.area.queues', permission: 'queues.view' },
  { path: '/ops/refunds', labelKey: 'ops.nav.refunds', bodyKey: 'ops.area.refunds', permission: 'refunds.approve' },
  { path: '/ops/rates', labelKey: 'ops.nav.rates', bodyKey: 'ops.area.rates', permission: 'rates.edit' },
  { path: '/ops/promotions', labelKey: 'ops.nav.promotions', bodyKey: 'ops.area.promotions', permission: 'promotions.edit' },
  { path: '/ops/content', labelKey: 'ops.nav.content', bodyKey: 'ops.area.content', permission: 'content.edit' },
  { path: '/ops/inventory', labelKey: 'ops.nav.inventory', bodyKey: 'ops.area.inventory', permission: 'inventory.view' },
  { path: '/ops/hotels', labelKey: 'ops.nav.hotels', bodyKey: 'ops.area.hotels', permission: 'hotels.content' },
  { path: '/ops/reviews', labelKey: 'ops.nav.reviews', bodyKey: 'ops.area.reviews', permission: 'hotels.content' },
  { path: '/ops/agents', labelKey: 'ops.nav.agents', bodyKey: 'ops.area.agents', permission: 'agents.manage' },
  { path: '/ops/employees', labelKey: 'ops.nav.employees', bodyKey: 'ops.area.employees', permission: 'employees.manage' },
  { path: '/ops/audit', labelKey: 'ops.nav.audit', bodyKey: 'ops.area.audit', permission: 'audit.view' },
];

/**
 * The console pages whose routes exist (decision 008: no link leads to a page not yet built). An area
 * is shown only when its path is here; add it in the same change as its line in app/routes.ts.
 */
export const BUILT_CONSOLE_PAGES: readonly string[] = ['/ops/audit', '/ops/queues', '/ops/orders', '/ops/refunds', '/ops/rates', '/ops/promotions', '/ops/content', '/ops/inventory', '/ops/hotels', '/ops/reviews', '/ops/agents', '/ops/employees'];

/** The areas this employee's permissions open, among those built: the navigation and the home's cards. */
export function consoleNavFor(permissions: readonly OpsPermission[]): ConsoleNavEntry[] {
  return CONSOLE_NAV.filter((entry) => BUILT_CONSOLE_PAGES.includes(entry.path) && permissions.includes(entry.permission));
}
