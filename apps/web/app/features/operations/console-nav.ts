import type { OpsPermission } from '@thwa/domain/operations/permissions';
import type { Language } from '@thwa/domain/settings';
import type { OpsKey } from '../../i18n/ops.en.ts';
import { PRODUCT_CONSOLE_PAGES } from '../../products/product-pages.ts';

/** A console text: a core area's key in the `ops` catalogue, or a product's words in each language (products/product-pages.ts). */
export type ConsoleText = OpsKey | Readonly<Record<Language, string>>;

/** One area of the console: its page, its name and line, and the permission that opens it. */
export interface ConsoleNavEntry {
  path: string;
  label: ConsoleText;
  /** The sentence under the area's card on the console's home. */
  body: ConsoleText;
  permission: OpsPermission;
}

/** A console text in the page's language. */
export function consoleText(text: ConsoleText, lang: Language, t: (key: OpsKey) => string): string {
  return typeof text === 'string' ? t(text) : text[lang];
}

const CORE_CONSOLE_NAV: readonly ConsoleNavEntry[] = [
  { path: '/ops/orders', label: 'ops.nav.orders', body: 'ops.area.orders', permission: 'orders.view' },
  { path: '/ops/queues', label: 'ops.nav.queues', body: 'ops.area.queues', permission: 'queues.view' },
  { path: '/ops/refunds', label: 'ops.nav.refunds', body: 'ops.area.refunds', permission: 'refunds.approve' },
  { path: '/ops/rates', label: 'ops.nav.rates', body: 'ops.area.rates', permission: 'rates.edit' },
  { path: '/ops/promotions', label: 'ops.nav.promotions', body: 'ops.area.promotions', permission: 'promotions.edit' },
  { path: '/ops/content', label: 'ops.nav.content', body: 'ops.area.content', permission: 'content.edit' },
  { path: '/ops/inventory', label: 'ops.nav.inventory', body: 'ops.area.inventory', permission: 'inventory.view' },
  { path: '/ops/hotels', label: 'ops.nav.hotels', body: 'ops.area.hotels', permission: 'hotels.content' },
  { path: '/ops/reviews', label: 'ops.nav.reviews', body: 'ops.area.reviews', permission: 'hotels.content' },
  { path: '/ops/agents', label: 'ops.nav.agents', body: 'ops.area.agents', permission: 'agents.manage' },
  { path: '/ops/employees', label: 'ops.nav.employees', body: 'ops.area.employees', permission: 'employees.manage' },
  { path: '/ops/audit', label: 'ops.nav.audit', body: 'ops.area.audit', permission: 'audit.view' },
];

/** The products' console pages (products/product-pages.ts `console`): built with their product's routes. */
const PRODUCT_CONSOLE_NAV: readonly ConsoleNavEntry[] = PRODUCT_CONSOLE_PAGES.map((page) => ({ path: page.path, label: page.name, body: page.body, permission: page.permission }));

/**
 * Every area of the console, in the order the navigation shows them: the core areas, then each
 * product's page from the products' registry (a product adds its page there, never here).
 */
export const CONSOLE_NAV: readonly ConsoleNavEntry[] = [...CORE_CONSOLE_NAV, ...PRODUCT_CONSOLE_NAV];

/**
 * The console pages whose routes exist (decision 008: no link leads to a page not yet built). An area
 * is shown only when its path is here; add it in the same change as its line in app/routes.ts.
 */
export const BUILT_CONSOLE_PAGES: readonly string[] = [
  ...['/ops/audit', '/ops/queues', '/ops/orders', '/ops/refunds', '/ops/rates', '/ops/promotions', '/ops/content', '/ops/inventory', '/ops/hotels', '/ops/reviews', '/ops/agents', '/ops/employees'],
  // A product's page is registered with its routes, so it is built.
  ...PRODUCT_CONSOLE_NAV.map((entry) => entry.path),
];

/** The areas this employee's permissions open, among those built: the navigation and the home's cards. */
export function consoleNavFor(permissions: readonly OpsPermission[]): ConsoleNavEntry[] {
  return CONSOLE_NAV.filter((entry) => BUILT_CONSOLE_PAGES.includes(entry.path) && permissions.includes(entry.permission));
}
