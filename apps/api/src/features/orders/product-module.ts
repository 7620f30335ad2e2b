import type { Transaction } from '@thwa/db/transaction';
import type { HoldUnit } from '@thwa/domain/booking/hold-limits';
import type { OrderItemContent } from '@thwa/domain/contracts/booking';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import type { Language } from '@thwa/domain/settings';
import type { BookAgain } from '@thwa/domain/trips/trips';
import type { ProductMail } from '../notifications/product-mail.ts';
import type { ProductDocument } from '../tickets/order-document.ts';
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow } from './orders.repository.ts';

/** The client placing an order, as the hold limits see it: its other orders still held unpaid, by its address or its account. */
export interface HoldingClient {
  heldOrders: readonly string[];
}

/** What a product's suppliers said when asked to fulfil a paid item. */
export type FulfilResult =
  /** Confirmed: the supplier's reference (a PNR, a hotel confirmation) and one document number per traveller or room. */
  | { status: 'done'; reference: string; documentNumbers: string[] }
  /** Not confirmed yet: the orders feature asks again later. */
  | { status: 'pending' }
  /** On the supplier's waitlist: our team takes it from here. */
  | { status: 'waitlisted'; reference: string }
  | { status: 'failed'; reason: string };

/**
 * What My trips, purchase history and the other lists of orders show of one order, whatever it sells:
 * its name ("Yangon (RGN) → Mandalay (MDL)", a hotel and its town), where and when it starts and ends,
 * for how many people, and the search that books it again.
 */
export interface OrderSummary {
  productName: string;
  /** A flight's first airport, a hotel's id. */
  origin: string;
  /** A flight's last airport, a hotel's town. */
  destination: string;
  /** 'YYYY-MM-DD': the first flight, the check-in. */
  startDate: string;
  /** 'YYYY-MM-DD': a round trip's return, the check-out; null for a one-way flight. */
  endDate: string | null;
  /** 'YYYY-MM-DDTHH:mm' local: the first departure, the check-in time; null when not known. */
  startLocal: string | null;
  /** 'YYYY-MM-DD' the trip is over after: the last flight's day, the check-out. */
  lastDate: string;
  travellers: number;
  bookAgain: BookAgain;
}

/** What a list of orders reads of an item to sum it up: its trip, when it was placed and when issued. */
export type SummarizedItem = Pick<OrderItemRow, 'orderId' | 'trip' | 'createdAt' | 'issuedAt'>;

/**
 * Whether the guest may cancel a paid item themselves today, and what its policy gives back (MMK).
 * 'not_cancellable': the product has no self-service cancellation (flights are changed by our team);
 * 'too_late': the trip has begun.
 */
export type CancellationDecision = { refund: number } | { refused: 'not_cancellable' | 'too_late' };

/**
 * When a cancellation is asked and of what: `today` the Yangon business date (a stay's or a policy's
 * days), `now` the instant (a coach's hours before departure), `paid` the item's share of the order's
 * payment (MMK).
 */
export interface CancellationTerms {
  today: string;
  now: Date;
  paid: number;
}

/**
 * One product's part of every order (design §6a): the items of its product type. The orders feature
 * owns the order, its items' life cycle, payments, refunds, jobs and documents; it reaches a product
 * only through this interface and its registry, and imports no product. Each method acts on one item
 * of an order (decision 024) and is safe to run again for it: jobs are delivered at least once.
 */
export interface ProductModule {
  readonly productType: number;
  /**
   * What its items' `heldUnits` count, for the hold limits (hold-limits.ts): a flight's seats, a stay's
   * room-nights. Products that hold nothing (insurance) leave it out.
   */
  readonly holdUnit?: HoldUnit;
  /**
   * Holds the item's inventory inside the transaction that creates its order; throws its refusal (nothing held).
   * `client`, when the hold limits count the one placing it, names its other unpaid orders, for a product's
   * own limit on what one client may hold of one thing (a hotel's rooms on a night).
   */
  hold(transaction: Transaction, order: NewOrder, item: NewOrderItem, client?: HoldingClient | null): Promise<void>;
  /** Gives the item's inventory back to sale: its hold expired, its fulfilment failed or it was cancelled. */
  release(transaction: Transaction, order: OrderRow, item: OrderItemRow): Promise<void>;
  /** Asks the suppliers to confirm a paid item; outside any transaction (suppliers may be slow). */
  fulfil(order: OrderRow, item: OrderItemRow, attempt: number): Promise<FulfilResult>;
  /**
   * Tells the supplier that a confirmed item was cancelled (an issued policy the insurer must void);
   * after the cancellation's transaction, from a job, so safe to run again. Products whose suppliers
   * learn of a cancellation another way (our own inventory, given back by `release`) leave it out.
   */
  withdraw?(order: OrderRow, item: OrderItemRow): Promise<void>;
  /** In the transaction that records the item's fulfilment: what was held is now sold. */
  markSold(transaction: Transaction, order: OrderRow, item: OrderItemRow): Promise<void>;
  /** What the item sells, as its customer sees it in `language`: its entry in the order detail's items (the core adds its number and document). */
  describe(order: OrderRow, item: OrderItemRow, language: Language): Promise<OrderItemContent>;
  /**
   * Whether the guest may cancel this paid item on `today` (Yangon business date) at `now`, and what its
   * policy gives back of `paid`, what the customer paid for it (its share of the order's payment).
   */
  cancellation(item: OrderItemRow, terms: CancellationTerms): CancellationDecision;
  /**
   * The item's trip without what it says of people (names, dates of birth, free-text notes), for an
   * account that is deleted: what it sold, its dates and its amounts stay for the accounts.
   */
  forget(trip: OrderTrip): OrderTrip;
  /** The item as a line of My trips or purchase history, in `language`. */
  summarize(item: SummarizedItem, language: Language): Promise<OrderSummary>;
  /**
   * The document each of its completed items gives: what the tickets feature renders, stores, names and
   * mails (a flight's e-ticket, a stay's voucher), so no feature but the product's own chooses it.
   */
  readonly document: ProductDocument;
  /**
   * Its part of the booking e-mails: the words that speak of what it sells (seats or rooms, the
   * e-ticket or the voucher), its status words and its itinerary, so the e-mails choose none by product.
   */
  readonly mail: ProductMail;
}

export interface ProductRegistry {
  /** The module of a stored order's product type; an order of an unknown product is a defect. */
  of(productType: number): ProductModule;
}

/** What an anonymised name reads (orders' travellers use the same). */
export const FORGOTTEN_NAME = 'DELETED';

export function createProductRegistry(modules: readonly ProductModule[]): ProductRegistry {
  const byType = new Map(modules.map((module) => [module.productType, module]));
  if (byType.size !== modules.length) throw new Error('two product modules claim one product type');
  return {
    of(productType) {
      const module = byType.get(productType);
      if (!module) throw new Error(`no product module serves product type ${productType}`);
      return module;
    },
  };
}
