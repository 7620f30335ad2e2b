import type { ComponentType } from 'react';
import type { CheckoutFlow } from '@thwa/domain/booking/checkout-steps';
import type { ThankYouWords } from '@thwa/domain/booking/thank-you-outcome';
import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { Language } from '@thwa/domain/settings';
import type { BookAgain } from '@thwa/domain/trips/trips';
import type { MessageKey } from '../i18n/en.ts';
import type { CatalogueNamespace } from '../i18n/namespaces.ts';

/** When a cancellation is previewed: the Yangon business date (`yangonDate(now)`) and the instant itself. */
export interface CancellationMoment {
  readonly today: string;
  readonly now: Date;
}

/**
 * One product's part of the web's shared screens (design §6a, decision 024): payment, thank-you, track
 * booking, My trips and the document links ask the product of an order for what differs between
 * products, and branch on none. A new product gives one of these (`products/<product>/`) and adds it
 * to the list in `products/index.ts`.
 */
export interface WebProduct {
  /** Its kind in the order detail's items (`OrderItem['product']`). */
  readonly item: OrderItem['product'];
  /** Spec §3 product type id. */
  readonly productType: number;
  /** Its payment page (spec §2): where its orders are paid, or paid again. */
  readonly paymentPath: string;
  /** Its search: where "book another" and "search again" lead. */
  readonly searchPath: string;
  /** The steps of its progress bar (spec §1): a core flow's name, or its own steps (its entry in products/product-pages.ts). */
  readonly steps: CheckoutFlow;
  /** The catalogue its part of the shared screens reads (a route showing its orders loads it). */
  readonly namespace: CatalogueNamespace;
  /**
   * What the thank-you page says of each outcome for it. Loaded on demand: only the thank-you page's
   * loader reads them, so they stay out of every page's first-view JavaScript.
   */
  thankYouWords(): Promise<Readonly<Record<Language, ThankYouWords>>>;
  /** Its words on the shared screens. */
  readonly words: {
    /** The supplier's reference: "Airline reference", "Hotel confirmation". */
    readonly reference: MessageKey;
    readonly bookAnother: MessageKey;
    /** The way out of a booking that is no longer there: "Search flights again". */
    readonly searchAgain: MessageKey;
    /** The payment clock at zero, and the page after it: what is no longer held. */
    readonly holdEnded: MessageKey;
    readonly holdExpired: MessageKey;
    /** My trips: when it starts and ends ({date}), and for how many ({count}). */
    readonly starts: MessageKey;
    readonly ends: MessageKey;
    readonly people: MessageKey;
  };
  /** Its document (a flight's e-ticket, a stay's voucher): its words and its PDF's file name. */
  readonly document: {
    readonly view: MessageKey;
    readonly download: MessageKey;
    readonly viewTitle: MessageKey;
    readonly tripsView: MessageKey;
    readonly tripsDownload: MessageKey;
    /** The laid-out document of My trips' view ticket: its name ("E-ticket"), its reference, its download. */
    readonly title: MessageKey;
    readonly reference: MessageKey;
    readonly viewDownload: MessageKey;
    fileName(orderId: string): string;
  };
  /** Book again (spec §2): the search that books the same trip again, from what the order's summary kept. */
  bookAgainHref(again: BookAgain, now: Date): string;
  /**
   * What the guest would get back by cancelling this item at `at`, when they may cancel it online; null
   * otherwise. `at` is the page's clock as the api's `CancellationTerms` carry it: the Yangon business
   * date for rules by day, the instant for rules by hour.
   */
  cancellationPreview(item: OrderItem, order: { status: string; paid: number }, at: CancellationMoment): { refund: number } | null;
  /** The item as the payment page sums it up; loaded on demand (render it inside a Suspense boundary). */
  readonly Summary: ComponentType<{ item: OrderItem }>;
  /**
   * The item as the thank-you and track-booking pages detail it (itinerary and travellers, stay and
   * guests); loaded on demand (render it inside a Suspense boundary).
   */
  readonly Details: ComponentType<{ item: OrderItem }>;
  /** The item laid out as its document is, for My trips' view ticket; loaded on demand (inside a Suspense boundary). */
  readonly Document: ComponentType<{ item: OrderItem }>;
}
