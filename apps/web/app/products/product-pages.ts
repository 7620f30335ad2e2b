/**
 * The products the web sells besides the core two (flights and hotels, whose pages and catalogues
 * i18n/ names itself), under their catalogue namespace: what the shell and the catalogues need of
 * each before any of its code loads.
 *
 * A new product adds, here:
 * - to PRODUCT_PAGES, under its namespace: its pages, each with the core namespaces it reuses
 *   besides its own (the shared screens that show every product's orders, thank-you, track booking,
 *   My trips and view ticket, load every namespace here without being told); its progress bar, a
 *   list of the shared steps; its link in the menu and the landing tabs: where it leads, its name in
 *   both languages, its icon (`products/<product>/icon.tsx`) and its place after the core products;
 * - to PRODUCT_CATALOGUE_LOADERS, under the same namespace: its catalogue in English and Myanmar
 *   (`products/<product>/catalogue.en.ts` and `.my.ts`). Its keys join MessageKey (i18n/en.ts), its
 *   strings the pages that need them (i18n/namespaces.ts, catalogue.server.ts).
 *
 * - optionally its console page (`console`): its path, names and the permission that opens it.
 *
 * The shared web files a new product touches are these three: app/routes.ts (its pages),
 * products/index.ts (its port for the shared screens, web-product.ts) and this registry.
 *
 * Every page's first-view JavaScript carries PRODUCT_PAGES (the menu, the landing tabs and the root's
 * shouldRevalidate read it), so nothing here imports products/index.ts, and the catalogues are a
 * table of their own, of loaders: only the server reads it (i18n/product-catalogues.server.ts), so
 * the bundler leaves it, and the catalogues' text, out of the browser's build.
 */
import type { ComponentType } from 'react';
import type { CheckoutStepKey } from '@thwa/domain/booking/checkout-steps';
import type { OpsPermission } from '@thwa/domain/operations/permissions';
import type { Language } from '@thwa/domain/settings';
import type { CoreNamespace } from '../i18n/namespaces.ts';
import { BusIcon } from './bus/icon.tsx';
import { HealthIcon } from './health/icon.tsx';
import { InsuranceIcon } from './insurance/icon.tsx';

export interface ProductPages {
  /** Its pages (paths without a trailing slash) and the core namespaces each needs besides its own. */
  readonly pages: Readonly<Record<string, readonly CoreNamespace[]>>;
  /** Its progress bar (spec §1), on its pages and, through its port (web-product.ts), on the shared payment and thank-you pages. */
  readonly steps: readonly CheckoutStepKey[];
  /** Its link in the menu and the landing tabs, after the core products' and ordered by `order`, lowest first. */
  readonly menu: {
    readonly href: string;
    readonly name: Readonly<Record<Language, string>>;
    readonly Icon: ComponentType;
    readonly order: number;
  };
  /**
   * Its page in the operations console, if it has one (under `/ops/`, the page and every page below it
   * load the `ops` catalogue and its own): the console's navigation and home list it after the core
   * areas (features/operations/console-nav.ts), with its name and the home card's one sentence in both
   * languages, to employees whose groups grant `permission`.
   */
  readonly console?: {
    readonly path: string;
    readonly name: Readonly<Record<Language, string>>;
    readonly body: Readonly<Record<Language, string>>;
    readonly permission: OpsPermission;
  };
}

export const PRODUCT_PAGES = {
  /** Travel insurance (spec §3 product type 11). */
  insurance: {
    // The quote and the checkout reuse the flight checkout's steps, contact fields and messages; the
    // payment page is the shared one, with a signed-in member's wallet.
    pages: {
      '/insurance': ['checkout'],
      '/insurance/checkout': ['checkout'],
      '/insurance/payment': ['listing', 'checkout', 'payment', 'wallet'],
    },
    // A quote for the cover, then the holder, the insured people and the contact on one page.
    steps: ['quote', 'details', 'payment', 'complete'],
    menu: { href: '/insurance', name: { en: 'Travel insurance', mm: 'ခရီးသွား အာမခံ' }, Icon: InsuranceIcon, order: 10 },
  },
  /** Health insurance (spec §3 product type 13). */
  health: {
    // The plans, the plan's detail and the checkout reuse the flight checkout's steps, contact fields
    // and messages; the payment page is the shared one, with a signed-in member's wallet.
    pages: {
      '/health-insurance': ['checkout'],
      '/health-insurance/detail': ['checkout'],
      '/health-insurance/checkout': ['checkout'],
      '/health-insurance/payment': ['listing', 'checkout', 'payment', 'wallet'],
    },
    // The plans for an age, the plan chosen for a date of birth, then the insured person, the beneficiary and the contact.
    steps: ['quote', 'plan', 'details', 'payment', 'complete'],
    menu: { href: '/health-insurance', name: { en: 'Health insurance', mm: 'ကျန်းမာရေး အာမခံ' }, Icon: HealthIcon, order: 20 },
  },
  /** Intercity express coaches (spec §3 product type 9, issue 21). */
  bus: {
    // The search and the results stand alone; the seat map and the checkout reuse the flight
    // checkout's traveller, NRC and contact fields and messages, and a member's saved travellers; the
    // payment page is the shared one, with a signed-in member's wallet.
    pages: {
      '/bus': [],
      '/bus/search': [],
      '/bus/seats': ['checkout'],
      '/bus/checkout': ['checkout', 'trips'],
      '/bus/payment': ['listing', 'checkout', 'payment', 'wallet'],
    },
    // The search, its results and the seats chosen on the map; then the passengers and the contact on one page.
    steps: ['search', 'detailInfo', 'payment', 'complete'],
    menu: { href: '/bus', name: { en: 'Bus', mm: 'ကား' }, Icon: BusIcon, order: 5 },
    // The console's bus panel: a day's coaches and each coach's manifest.
    console: { path: '/ops/bus', name: { en: 'Buses', mm: 'ကားများ' }, body: { en: 'Coaches of a day, their seat maps and passengers.', mm: 'နေ့အလိုက် ကားများ၊ ထိုင်ခုံနှင့် ခရီးသည်များ။' }, permission: 'inventory.view' },
  },
} as const satisfies Readonly<Record<string, ProductPages>>;

export type ProductNamespace = keyof typeof PRODUCT_PAGES;

/** Each product's catalogue in each language, loaded on demand (its Myanmar file is typed by its English one's keys). */
export const PRODUCT_CATALOGUE_LOADERS = {
  insurance: {
    en: () => import('./insurance/catalogue.en.ts').then((catalogue) => catalogue.insuranceEn),
    mm: () => import('./insurance/catalogue.my.ts').then((catalogue) => catalogue.insuranceMy),
  },
  health: {
    en: () => import('./health/catalogue.en.ts').then((catalogue) => catalogue.healthEn),
    mm: () => import('./health/catalogue.my.ts').then((catalogue) => catalogue.healthMy),
  },
  bus: {
    en: () => import('./bus/catalogue.en.ts').then((catalogue) => catalogue.busEn),
    mm: () => import('./bus/catalogue.my.ts').then((catalogue) => catalogue.busMy),
  },
} satisfies Readonly<Record<ProductNamespace, Readonly<Record<Language, () => Promise<Readonly<Record<string, string>>>>>>>;

/** Every key of the products' catalogues: i18n/en.ts adds them to MessageKey. */
export type ProductMessageKey = {
  [Namespace in ProductNamespace]: keyof Awaited<ReturnType<(typeof PRODUCT_CATALOGUE_LOADERS)[Namespace]['en']>> & string;
}[ProductNamespace];

/** The products' namespaces, in the registry's order. */
export const PRODUCT_NAMESPACES = Object.keys(PRODUCT_PAGES) as ProductNamespace[];

/** The products' console pages, in the registry's order (console-nav.ts lists them after the core areas). */
export const PRODUCT_CONSOLE_PAGES = PRODUCT_NAMESPACES.flatMap((namespace) => {
  const page = (PRODUCT_PAGES[namespace] as ProductPages).console;
  return page ? [{ namespace, ...page }] : [];
});

/** The products' links, in their order. */
export const PRODUCT_LINKS = PRODUCT_NAMESPACES.map((namespace) => ({ id: namespace, ...PRODUCT_PAGES[namespace].menu })).sort((a, b) => a.order - b.order);
