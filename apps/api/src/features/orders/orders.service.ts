import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { withTransaction, type Transaction } from '@thwa/db/transaction';
import type { DocumentLinks, OrderDetail, OrderItem } from '@thwa/domain/contracts/booking';
import type { PriceBreakdown } from '@thwa/domain/booking/price-breakdown';
import type { Language } from '@thwa/domain/settings';
import { ContactForm } from '@thwa/domain/booking/form-schemas';
import { formatPhone, normalizeContact, normalizePhone, normalizePhoneCode, validateContact, type ContactFormValues } from '@thwa/domain/booking/contact';
import { countHeld, holdKeys, holdRefusal, type HeldCount, type HoldKind, type HoldScope, type HoldTake } from '@thwa/domain/booking/hold-limits';
import { thankYouOutcome } from '@thwa/domain/booking/thank-you-outcome';
import { paymentFailureReason } from '@thwa/domain/booking/payment-selection';
import { ORDER_START_EVENTS, orderTransition, recordedType, startState, type OrderEvent, type OrderState } from '@thwa/domain/orders/life-cycle';
import { dependentsOf, itemTransition, orderStatusOfItems, readyToFulfil } from '@thwa/domain/orders/order-items-state';
import type { OrderTrip } from '@thwa/domain/orders/order-trip';
import type { EventActor } from '@thwa/domain/orders/event-actors';
import { paidShares } from '@thwa/domain/orders/paid-shares';
import { isPaymentKey, PAYMENT_KEY_PREFIX } from '@thwa/domain/orders/payment-key';
import { amountOfLines, breakdownOfLines, type PriceLine } from '@thwa/domain/orders/price-lines';
import { yangonDate } from '@thwa/domain/dates';
import { cancellationRefundTo, refundDestination } from '@thwa/domain/operations/refunds';
import { AppError, FieldErrors } from '../../plugins/errors.ts';
import { JOBS } from '../../jobs/job-definitions.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { completePaymentMailAt, paymentReminderAt } from '../notifications/payment-reminder.ts';
import { documentPath } from '../tickets/order-document.ts';
import type { RefundReason } from '@thwa/db/schema';
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow, OrdersRepository } from './orders.repository.ts';
import type { HoldingClient, ProductModule, ProductRegistry } from './product-module.ts';

/** Ticket links in emails and on the tracking page stay valid this long. */
const TICKET_LINK_HOURS = 72;

export interface OrdersServiceOptions {
  db: Database;
  repository: OrdersRepository;
  products: ProductRegistry;
  jobs: JobQueue;
  now: () => Date;
  /** Signs ticket links so they can be opened without the order key (emails, track booking). */
  linkSecret: string;
  /**
   * What else an order's first payment starts, in its transaction, for every product: the commission an
   * agent's booking earns on their account (features/agent-account, decision 034).
   */
  onPaid?: (transaction: Transaction, order: OrderRow, paymentId: string) => Promise<void>;
}

/** How an order key is stored: only its hash, compared in constant time. */
function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function newOrderId(): string {
  return `TW${String(randomInt(0, 10_000_000_000)).padStart(10, '0')}`;
}

/** The contact of an order, normalised, or the field errors of each bad field (`contact.<field>`). */
export function contactOf(raw: Record<string, unknown>): ContactFormValues {
  const parsed = ContactForm.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[`contact.${issue.path.join('.') || 'contactName'}`] ??= 'invalid';
    throw new FieldErrors(fieldErrors);
  }
  const contact = normalizeContact(parsed.data);
  const errors = validateContact(contact);
  if (Object.keys(errors).length > 0) throw new FieldErrors(Object.fromEntries(Object.entries(errors).map(([field, code]) => [`contact.${field}`, code])));
  return contact;
}

/**
 * Who asks to hold inventory, for the hold limits (packages/domain/src/booking/hold-limits.ts): the client
 * address (request.ip) and whether the signed-in caller is an agent or sub-agent.
 */
export interface HoldRequester {
  address: string;
  agent: boolean;
}

const UNKNOWN_REQUESTER: HoldRequester = { address: '', agent: false };

/** The phone of a contact as one key: country code and national number, digits only. */
function phoneKey(contact: { phoneCode: string; phoneNumber: string }): string {
  const number = normalizePhone(contact.phoneCode, contact.phoneNumber);
  return number ? `${normalizePhoneCode(contact.phoneCode)}:${number}` : '';
}

/** The life-cycle state of a stored order (the CHECK constraints keep both columns within the table's lists). */
function stateOf(order: OrderRow): OrderState {
  return { status: order.status, paymentStatus: order.paymentStatus };
}

/** What a guest's own cancellation gave back (MMK) and where to; stored on its 'order.cancelled' event. */
export interface GuestCancellation {
  refund: number;
  refundTo: 'wallet' | 'payment' | null;
}

/** What a product's placement hands the core to create an order: everything but its items, amount, status and key. */
export type OrderDraft = Omit<NewOrder, 'amount' | 'breakdown' | 'productType' | 'flow' | 'status' | 'paymentStatus' | 'accessKeyHash' | 'contactEmail' | 'contact'> & { contact: ContactFormValues };

/** One item of a basket: what its product sells, for how much (MMK), and the units it holds (its product's holdUnit: seats, room-nights). */
export interface ItemDraft {
  product: ProductModule;
  trip: OrderTrip;
  /** What the item costs, line by line, as its product prices it; the order's breakdown is their view. */
  lines: readonly PriceLine[];
  units: number;
  /** The item of the same basket (1, 2, …) this one is added to: an insurance's flight. */
  parentItemNo?: number;
}

/** Who caused an event when it is not its natural cause (event-actors.ts): an employee who confirmed money received names themself. */
export interface EventCause {
  actor: EventActor;
  actorId: string | null;
}

/** Each item's share of what the order's payment took (MMK), by item number. */
function paidShareOf(order: OrderRow, itemNo: number): number {
  const shares = paidShares(order.items.map((item) => item.amount), order.amount);
  return shares[order.items.findIndex((item) => item.itemNo === itemNo)] ?? 0;
}

/**
 * Orders of every product (design §6a): placing one holds its inventory in the same transaction;
 * payment moves it to paid and queues its fulfilment; the worker asks the product's suppliers and
 * completes it, or cancels and refunds. Every status change is one transaction with its order_events
 * row, decided by the life cycle table. Products are reached only through their modules.
 */
export function createOrdersService(options: OrdersServiceOptions) {
  const { db, repository, products, jobs, now } = options;

  async function uniqueOrderId(): Promise<string> {
    for (;;) {
      const orderId = newOrderId();
      if (!(await repository.orderIdTaken(orderId))) return orderId;
    }
  }

  /**
   * Writes what `event` did to the order's items (`moved`: each item's status after it, by item number,
   * with `itemPatch` for the items named in it) and to the order: its status follows from its items'
   * (order-items-state.ts), its payment status is `paymentStatus`. One order_events row records it.
   */
  async function write(
    transaction: Transaction,
    order: OrderRow,
    event: OrderEvent,
    change: { moved: Map<number, OrderItemRow['status']>; paymentStatus: OrderRow['paymentStatus']; patch?: Parameters<OrdersRepository['updateOrder']>[2]; itemPatch?: Partial<NewOrderItem>; data?: unknown; by?: EventCause },
  ): Promise<void> {
    const items = order.items.map((item) => ({ ...item, status: change.moved.get(item.itemNo) ?? item.status }));
    for (const item of order.items) {
      const status = change.moved.get(item.itemNo);
      if (status !== undefined) await repository.updateItem(transaction, order.orderId, item.itemNo, { status, ...change.itemPatch });
    }
    const status = orderStatusOfItems(items);
    const patch = change.patch ?? {};
    if (status !== order.status || change.paymentStatus !== order.paymentStatus || Object.keys(patch).length > 0) {
      await repository.updateOrder(transaction, order.orderId, { status, paymentStatus: change.paymentStatus, ...patch });
    }
    // A cancelled order gives back the promotion use its payment took (decision 027), whatever cancelled
    // it: the guest, every item refused by its supplier, a refund that ends the sale. Once: here only on
    // the change to 'cancelled', and the use's row can be deleted only once.
    if (status === 'cancelled' && order.status !== 'cancelled' && order.promoCode) await repository.releasePromotionUse(transaction, order.promoCode, order.orderId);
    await repository.addEvent(transaction, { orderId: order.orderId, type: recordedType(event), fromStatus: order.status, toStatus: status, data: change.data, ...change.by });
  }

  /**
   * Records `event` on a whole order locked by this transaction (a payment, the hold's end, the guest's
   * cancellation). The life cycle (packages/domain/src/orders/life-cycle.ts) decides whether it may
   * happen and the payment status it leaves, or refuses: then nothing is written and the answer is
   * false, so a job run twice or a late callback changes nothing. Every item the event can move moves.
   */
  async function record(transaction: Transaction, order: OrderRow, event: OrderEvent, patch: Parameters<OrdersRepository['updateOrder']>[2] = {}, data?: unknown, by?: EventCause): Promise<boolean> {
    const result = orderTransition(stateOf(order), event);
    if (!result.allowed) return false;
    const moved = new Map<number, OrderItemRow['status']>();
    for (const item of order.items) {
      const status = itemTransition(item.status, event);
      if (status !== null && status !== item.status) moved.set(item.itemNo, status);
    }
    await write(transaction, order, event, { moved, paymentStatus: result.state.paymentStatus, patch, data, ...(by ? { by } : {}) });
    return true;
  }

  /**
   * Records a supplier's answer about some items of an order locked by this transaction (`issue.failed`,
   * `issue.pending`, `issue.waitlisted`, `ticket.issued`): those items move, the money stays where it is,
   * and the order's status follows from its items. False when none of them may take the event.
   */
  async function recordItems(transaction: Transaction, order: OrderRow, event: OrderEvent, itemNos: readonly number[], itemPatch: Partial<NewOrderItem> = {}, data: Record<string, unknown> = {}, by?: EventCause): Promise<boolean> {
    const moved = new Map<number, OrderItemRow['status']>();
    for (const item of order.items) {
      const status = itemNos.includes(item.itemNo) ? itemTransition(item.status, event) : null;
      if (status !== null) moved.set(item.itemNo, status);
    }
    if (moved.size === 0) return false;
    await write(transaction, order, event, { moved, paymentStatus: order.paymentStatus, itemPatch, data: { ...data, items: [...moved.keys()] }, ...(by ? { by } : {}) });
    return true;
  }

  /**
   * Confirms, in the order's transaction, the items an employee booked by hand at the fare the airline
   * gave (a waitlist, an offline request; issue 20): each item sold on its own that the table lets take
   * 'fare.confirmed' completes, is marked sold by its product when it holds inventory (an offline request
   * holds none) and gets its document; add-ons waiting for it are fulfilled after. False when none could.
   */
  async function confirmFare(transaction: Transaction, order: OrderRow, data: Record<string, unknown>, by?: EventCause): Promise<boolean> {
    const confirmed = order.items.filter((item) => item.parentItemNo === null && itemTransition(item.status, 'fare.confirmed') !== null);
    if (!(await recordItems(transaction, order, 'fare.confirmed', confirmed.map((item) => item.itemNo), { issuedAt: now() }, data, by))) return false;
    for (const item of confirmed) {
      if (order.flow === 'online') await products.of(item.productType).markSold(transaction, order, item);
      await jobs.send(JOBS.ticketRender, { orderId: order.orderId, itemNo: item.itemNo }, { transaction, singletonKey: `${order.orderId}:${item.itemNo}` });
    }
    if (order.items.some((item) => item.parentItemNo !== null)) await jobs.send(JOBS.orderFulfil, { orderId: order.orderId }, { transaction, singletonKey: order.orderId });
    return true;
  }

  /** The order's payment key (payment-key.ts): its signature under the link secret, so nothing is stored and nothing expires but the hold. */
  function paymentKey(orderId: string): string {
    return `${PAYMENT_KEY_PREFIX}${createHmac('sha256', options.linkSecret).update(`pay:${orderId}`).digest('base64url')}`;
  }

  /** Whether the order can still be paid: held, its hold not yet ended. */
  function awaitsPayment(order: OrderRow): boolean {
    // An offline request is held only once an employee confirmed its fare (fare.raised): then it is paid as any hold is.
    return order.status === 'held' && order.holdExpiresAt !== null && order.holdExpiresAt.getTime() > now().getTime();
  }

  /**
   * What a guest's own cancellation of `order` today gives back, item by item, as each item's product
   * decides (its policy, of what was paid for it); every item that is still live must allow it.
   * @throws AppError BOOKING_NOT_CANCELLABLE
   */
  function guestRefunds(order: OrderRow): { item: OrderItemRow; refund: number }[] {
    if (!orderTransition(stateOf(order), 'order.cancelled').allowed) throw new AppError('BOOKING_NOT_CANCELLABLE');
    const at = now();
    const today = yangonDate(at);
    const live = order.items.filter((item) => itemTransition(item.status, 'order.cancelled') !== null);
    return live.map((item) => {
      const decision = products.of(item.productType).cancellation(item, { today, now: at, paid: paidShareOf(order, item.itemNo) });
      if ('refused' in decision) throw new AppError('BOOKING_NOT_CANCELLABLE');
      return { item, refund: decision.refund };
    });
  }

  function ticketToken(orderId: string, expiresAt: number): string {
    const signature = createHmac('sha256', options.linkSecret).update(`${orderId}.${expiresAt}`).digest('base64url');
    return `${expiresAt}.${signature}`;
  }

  /** The order as its customer sees it in `language` (by default the one it was booked in). */
  async function detailOf(order: OrderRow, language: Language = order.language === 'mm' ? 'mm' : 'en'): Promise<OrderDetail> {
    const payment = await repository.latestPayment(order.orderId);
    const contact = order.contact;
    // A completed item's document, once stored; a cancelled item's document is not offered any more.
    const stored = new Set((await repository.documentsOf(order.orderId)).map((document) => document.itemNo));
    const issued = (item: OrderItemRow) => item.status === 'completed' && stored.has(item.itemNo);
    const guestCancellation = order.status === 'cancelled' ? ((await repository.lastEventData(order.orderId, 'order.cancelled')) as GuestCancellation | undefined) : undefined;
    // Every refund but the guest's own cancellation's, which guestCancellation tells of: an employee's
    // refund of an item, a fare's difference, a late or a second payment given back.
    const refunds = (await repository.refundsOf(order.orderId)).filter((refund) => !(guestCancellation && refund.reason === 'cancelled'));
    const expires = Math.floor(now().getTime() / 1000) + TICKET_LINK_HOURS * 3600;
    const token = order.items.some(issued) ? ticketToken(order.orderId, expires) : '';
    const documentOf = (item: OrderItemRow): DocumentLinks | null =>
      issued(item) ? { viewUrl: `${documentPath(order.orderId, item.itemNo)}/view?token=${token}`, downloadUrl: `${documentPath(order.orderId, item.itemNo)}/download?token=${token}` } : null;
    const items = await Promise.all(
      order.items.map(async (item) => ({ ...(await products.of(item.productType).describe(order, item, language)), itemNo: item.itemNo, document: documentOf(item) }) as OrderItem),
    );
    return {
      orderId: order.orderId,
      productType: order.productType,
      flow: order.flow as OrderDetail['flow'],
      status: order.status,
      paymentStatus: order.paymentStatus,
      outcome: thankYouOutcome({ orderStatus: order.status, paymentStatus: order.paymentStatus }),
      createdAt: order.createdAt.toISOString(),
      holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
      // The first item's supplier reference: the flight's PNR, the hotel's confirmation.
      pnr: order.items[0]?.supplierReference ?? null,
      items,
      contact: { name: contact.contactName, email: contact.email, phone: formatPhone(contact.phoneCode, contact.phoneNumber) },
      breakdown: order.breakdown,
      amount: order.amount,
      promoCode: order.promoCode,
      referralCode: order.referralCode,
      payment: payment
        ? {
            method: payment.provider,
            status: payment.status,
            amount: payment.amount,
            paymentCode: payment.paymentCode,
            expiresAt: payment.expiresAt.toISOString(),
            paidAt: payment.paidAt?.toISOString() ?? null,
            // Why the latest attempt failed (issue 11), so the thank-you page can say so and offer another try.
            failureReason: payment.status === 'failed' ? paymentFailureReason((payment.details as { failureReason?: unknown } | null)?.failureReason) : null,
          }
        : null,
      ticket: items[0]?.document ?? null,
      // A confirmed item whose document is still being rendered: the thank-you page looks again.
      documentsPending: order.items.some((item) => item.status === 'completed' && !stored.has(item.itemNo)),
      guestCancellation: guestCancellation ? { refund: guestCancellation.refund, refundTo: guestCancellation.refundTo } : null,
      payKey: awaitsPayment(order) ? paymentKey(order.orderId) : null,
      refunds: refunds.map((refund) => ({
        itemNo: refund.itemNo,
        amount: refund.amount,
        to: refund.destination === 'wallet' ? 'wallet' : 'payment',
        status: refund.status,
        refundedAt: refund.refundedAt?.toISOString() ?? null,
      })),
    };
  }

  /** A client address as stored in order events: keyed with the link secret, so the table holds no address. */
  function addressKey(address: string): string {
    return createHmac('sha256', options.linkSecret).update(`hold-client:${address}`).digest('base64url').slice(0, 22);
  }

  /** The hold-limit keys of `kind` for this client and contact (the address already keyed). */
  function limitKeys(kind: HoldKind, userId: string | null, requester: HoldRequester, contact: { email: string; phone: string } | null) {
    const keys = holdKeys(kind, { address: requester.address, userId, agent: requester.agent }, contact);
    if (keys.address) keys.address = addressKey(keys.address);
    return keys;
  }

  /** The keys work on them waits its turn for in memory (in-turn.ts), before it takes a connection. */
  function turnKeys(keys: Partial<Record<HoldScope, string>>): string[] {
    return Object.entries(keys).map(([scope, key]) => `holds:${scope}:${key}`);
  }

  /** What items of these product types holding these units take, in the limits' units (seats, room-nights). */
  function takeOf(items: readonly { productType: number; units: number }[]): HoldTake {
    return countHeld(items.map((item) => ({ orderId: '', unit: products.of(item.productType).holdUnit ?? null, units: item.units })));
  }

  /**
   * Refuses a hold taking `take` (seats, room-nights) that one of the client's scopes has no room for
   * (TOO_MANY_UNPAID_BOOKINGS). The keys' advisory locks are taken first and held to commit, so two holds
   * of one client cannot both count the other out; they come after the idempotency key and before any
   * row lock (decision 010).
   * @returns the client, for products' own limits (HoldingClient): null when no scope counts it (an agent).
   */
  async function enforceHoldLimits(transaction: Transaction, kind: HoldKind, keys: Partial<Record<HoldScope, string>>, take: HoldTake, except?: string): Promise<HoldingClient | null> {
    const scopes = Object.entries(keys) as [HoldScope, string][];
    if (scopes.length === 0) return null;
    await repository.lockHoldKeys(transaction, scopes.map(([scope, key]) => `${scope}:${key}`));
    const held: Partial<Record<HoldScope, HeldCount>> = {};
    const heldOrders = new Set<string>();
    for (const [scope, key] of scopes) {
      const items = await repository.heldBy(transaction, kind, scope, key, now(), except);
      held[scope] = countHeld(items.map((item) => ({ orderId: item.orderId, unit: products.of(item.productType).holdUnit ?? null, units: item.heldUnits })));
      for (const item of items) heldOrders.add(item.orderId);
    }
    if (holdRefusal(kind, held, take)) throw new AppError('TOO_MANY_UNPAID_BOOKINGS');
    return { heldOrders: [...heldOrders] };
  }


  /**
   * Decides a refund in the order's transaction, once per `reason` and item (per payment for a late or
   * duplicate one): a row of the payment it gives back, the item it gives back (none: the whole order),
   * the amount (what is left of the payment unless `amount` says less, never more) and where it goes,
   * with the job that pays it out. Nothing when nothing was paid or nothing is left.
   */
  async function queueRefund(transaction: Transaction, orderId: string, reason: RefundReason, options: { paymentId?: string; itemNo?: number; amount?: number; toWallet?: boolean } = {}): Promise<void> {
    const payment = await repository.paidPayment(transaction, orderId, options.paymentId);
    if (!payment) return;
    // Never more than is left of the payment once the refunds decided before are counted.
    const left = payment.amount - (await repository.refundsDecided(transaction, payment.paymentId));
    const amount = Math.min(options.amount ?? left, left);
    if (amount <= 0) return;
    const of = options.itemNo !== undefined ? `${orderId}:${options.itemNo}` : orderId;
    const refundId = await repository.queueRefund(transaction, {
      orderId,
      itemNo: options.itemNo ?? null,
      paymentId: payment.paymentId,
      amount,
      reason,
      destination: refundDestination(payment.provider, options.toWallet ?? false),
      requestKey: reason === 'late' || reason === 'duplicate' ? `${payment.paymentId}:${reason}` : `${of}:${reason}`,
    });
    if (refundId !== undefined) await jobs.send(JOBS.paymentRefund, { orderId, refundId }, { transaction, singletonKey: `refund:${refundId}` });
  }

  return {
    detailOf,

    /** A new order id, not yet taken: `TW` and ten digits. */
    newOrderId: uniqueOrderId,

    /**
     * The hold-limit keys of a new hold by `requester` (hold-limits.ts): `keys` go to placeHeld inside
     * the placement's keyed transaction; `turn` are the in-memory keys its caller waits on first
     * (in-turn.ts), so one client's burst of orders queues here instead of in the connection pool.
     */
    newHoldKeys(userId: string | null, requester: HoldRequester = UNKNOWN_REQUESTER) {
      const keys = limitKeys('unpaid', userId, requester, null);
      return { keys, turn: turnKeys(keys) };
    },

    /**
     * Creates a held order of the basket's `items` in the placement's keyed transaction, in the lock
     * order of decision 010: the client's hold limits for the units they hold (advisory locks), then
     * `claim` (what the order comes from, such as a checkout, spent under that row's lock, or a throw),
     * the order and its items, each item's inventory held by its product, the event, the expiry job
     * and the confirmation mail. The order costs what its items cost; the first item names its product.
     * Store paths reach it through the place-order use case (place-order.ts).
     * @returns the guest's key to the order, shown once, and what the order costs.
     */
    async placeHeld(
      transaction: Transaction,
      draft: OrderDraft,
      items: readonly ItemDraft[],
      hold: { keys: Partial<Record<HoldScope, string>>; claim: () => Promise<void> },
    ): Promise<{ orderKey: string; amount: number }> {
      const [first] = items;
      if (!first) throw new Error('an order has at least one item');
      const client = await enforceHoldLimits(transaction, 'unpaid', hold.keys, takeOf(items.map((item) => ({ productType: item.product.productType, units: item.units }))));
      await hold.claim();
      const orderKey = randomBytes(32).toString('base64url');
      const start = startState('order.placed');
      const breakdown = breakdownOfLines(items.map((item) => item.lines));
      const order: NewOrder = {
        ...draft,
        breakdown,
        amount: breakdown.grandTotal,
        productType: first.product.productType,
        flow: 'online',
        ...start,
        accessKeyHash: hashKey(orderKey),
        contactEmail: draft.contact.email.toLowerCase(),
      };
      const rows = items.map((item, index): NewOrderItem => ({
        orderId: draft.orderId,
        itemNo: index + 1,
        parentItemNo: item.parentItemNo ?? null,
        productType: item.product.productType,
        trip: item.trip,
        amount: amountOfLines(item.lines),
        priceLines: [...item.lines],
        heldUnits: item.units,
        status: start.status,
        createdAt: draft.createdAt,
        updatedAt: draft.updatedAt,
      }));
      await repository.insertOrder(transaction, order, rows);
      for (const [index, item] of items.entries()) await item.product.hold(transaction, order, rows[index]!, client);
      // The hold-limit keys ride on the event: who placed it (the keyed address) and the contact's phone.
      await repository.addEvent(transaction, {
        orderId: order.orderId,
        type: 'order.placed',
        toStatus: ORDER_START_EVENTS['order.placed'],
        data: { holdExpiresAt: draft.holdExpiresAt, client: hold.keys.address ?? null, phone: phoneKey(draft.contact) },
      });
      if (draft.holdExpiresAt) {
        await jobs.send(JOBS.orderExpire, { orderId: order.orderId }, { transaction, startAfter: new Date(draft.holdExpiresAt.getTime() + 1000), singletonKey: order.orderId });
      }
      await jobs.send(JOBS.mailSend, { orderId: order.orderId, kind: 'confirmation' }, { transaction, startAfter: completePaymentMailAt(now()), singletonKey: `${order.orderId}:confirmation` });
      return { orderKey, amount: breakdown.grandTotal };
    },

    /**
     * Creates an offline request for `item` (spec §1 offline flow): no inventory is held, our team
     * books it by hand; the acknowledgement mail goes out through the outbox with it.
     * @returns the guest's key to the order, shown once.
     */
    async placeRequested(
      transaction: Transaction,
      draft: OrderDraft,
      item: { productType: number; trip: OrderTrip; lines: readonly PriceLine[] },
      note: string | null,
    ): Promise<{ orderKey: string }> {
      const orderKey = randomBytes(32).toString('base64url');
      const start = startState('order.requested');
      const breakdown = breakdownOfLines([item.lines]);
      await repository.insertOrder(
        transaction,
        { ...draft, breakdown, amount: breakdown.grandTotal, productType: item.productType, flow: 'offline', ...start, accessKeyHash: hashKey(orderKey), contactEmail: draft.contact.email.toLowerCase() },
        [{ orderId: draft.orderId, itemNo: 1, productType: item.productType, trip: item.trip, amount: amountOfLines(item.lines), priceLines: [...item.lines], heldUnits: 0, status: start.status }],
      );
      await repository.addEvent(transaction, { orderId: draft.orderId, type: 'order.requested', toStatus: ORDER_START_EVENTS['order.requested'], data: { note } });
      await jobs.send(JOBS.mailSend, { orderId: draft.orderId, kind: 'offline-request' }, { transaction, singletonKey: `${draft.orderId}:offline-request` });
      return { orderKey };
    },

    /**
     * The order for the guest who placed it (payment, thank-you), or for whoever holds its payment key
     * (payment-key.ts), except to cancel it (`purpose: 'cancel'`); 404 for a wrong pair. Inside a
     * transaction, pass it.
     */
    async forGuest(orderId: string, orderKey: string, { transaction, purpose = 'view-or-pay' }: { transaction?: Transaction; purpose?: 'view-or-pay' | 'cancel' } = {}): Promise<OrderRow> {
      const order = await repository.findOrder(orderId, transaction);
      if (!order) throw new AppError('NOT_FOUND');
      const byPaymentKey = purpose !== 'cancel' && isPaymentKey(orderKey);
      const [expected, given] = byPaymentKey ? [paymentKey(orderId), orderKey] : [order.accessKeyHash, hashKey(orderKey)];
      if (expected.length !== given.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(given))) throw new AppError('NOT_FOUND');
      return order;
    },

    /**
     * A guest's order becomes the account's that signs in on the browser that placed it (it holds the
     * order's own key, not a payment key): a session that expired before the order was placed loses
     * nothing, and the booking shows in their trips (issue 19). An order that has its customer keeps them.
     */
    async claimForUser(order: OrderRow, orderKey: string, userId: string): Promise<void> {
      if (order.userId || isPaymentKey(orderKey)) return;
      await repository.claimForUser(order.orderId, userId);
    },

    /** POST /myaccount/trackbooking: a booking id and its contact email; a wrong pair reveals nothing. */
    async track(bookingId: string, email: string, language?: Language): Promise<OrderDetail> {
      return detailOf(await this.tracked(bookingId, email), language);
    },

    /** The order of a booking id and its contact email (track booking); BOOKING_NOT_FOUND for a wrong pair. */
    async tracked(bookingId: string, email: string): Promise<OrderRow> {
      const order = /^TW\d{10}$/.test(bookingId.trim().toUpperCase()) ? await repository.findByBookingAndEmail(bookingId.trim().toUpperCase(), email.trim().toLowerCase()) : undefined;
      if (!order) throw new AppError('BOOKING_NOT_FOUND');
      return order;
    },

    verifyTicketToken(orderId: string, token: string): boolean {
      const [expires, signature] = token.split('.');
      const expiresAt = Number(expires);
      if (!signature || !Number.isInteger(expiresAt) || expiresAt * 1000 < now().getTime()) return false;
      const expected = Buffer.from(ticketToken(orderId, expiresAt));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    /**
     * Ends an unpaid hold whose window has closed: inventory back to sale, pending payments expired.
     * Safe to run twice or late: it acts only on a held order past its deadline.
     */
    async expireHold(orderId: string): Promise<boolean> {
      return withTransaction(db, async (transaction) => {
        const order = await repository.lockOrder(transaction, orderId);
        if (!order || !orderTransition(stateOf(order), 'hold.expired').allowed || !order.holdExpiresAt || order.holdExpiresAt.getTime() > now().getTime()) return false;
        // An offline request an employee made payable (fare.raised) holds no inventory.
        if (order.flow === 'online') for (const item of order.items) if (item.status === 'held') await products.of(item.productType).release(transaction, order, item);
        await repository.expirePendingPayments(transaction, orderId);
        // The promotion use its payment attempt took goes back. Exactly once: only a held order gets
        // here, under its row lock, and it leaves 'held' in this same transaction.
        if (order.promoCode) await repository.releasePromotionUse(transaction, order.promoCode, order.orderId);
        const expired = await record(transaction, order, 'hold.expired', {}, order.promoCode ? { promoReturned: order.promoCode } : undefined);
        // A waitlist held again for a higher fare was paid once already: unpaid difference, that money goes back.
        if (expired) await queueRefund(transaction, orderId, 'not_fulfilled');
        return expired;
      });
    },

    async expireDueHolds(): Promise<number> {
      let expired = 0;
      for (const orderId of await repository.heldPastDeadline(now())) if (await this.expireHold(orderId)) expired += 1;
      return expired;
    },

    /**
     * A provider says the money arrived. Within the window the order is paid and its issue queued; after
     * the hold ended the payment is late (spec §4 "paid but exceeded timer") and is refunded. `by` names
     * who recorded the money when it is not the provider (an employee at the counter, issue 20).
     * @returns what became of the order.
     */
    async paymentSucceeded(transaction: Transaction, orderId: string, paymentId: string, by?: EventCause): Promise<'paid' | 'late' | 'duplicate' | 'ignored'> {
      const order = await repository.lockOrder(transaction, orderId);
      if (!order) return 'ignored';
      if (await record(transaction, order, 'payment.succeeded', { holdExpiresAt: null }, { paymentId }, by)) {
        await options.onPaid?.(transaction, order, paymentId);
        // An order an employee confirmed at a higher fare (fare.raised) was booked by hand: paid, it is done.
        const raised = (await repository.lastEventData(orderId, 'fare.raised', transaction)) as Record<string, unknown> | undefined;
        if (raised) {
          const paid = await repository.lockOrder(transaction, orderId);
          // Its documents are rendered and mailed as a supplier's confirmation's are.
          if (paid && (await confirmFare(transaction, paid, { paymentId, fare: raised.fare }))) return 'paid';
        }
        await jobs.send(JOBS.orderFulfil, { orderId }, { transaction, singletonKey: orderId });
        return 'paid';
      }
      if (await record(transaction, order, 'payment.late', {}, { paymentId })) {
        await queueRefund(transaction, orderId, 'late', { paymentId });
        return 'late';
      }
      // Another payment paid the order first (a shop code still open after paying by card): no double
      // charge, this one goes back while the order stays paid.
      if (!(await record(transaction, order, 'payment.duplicate', {}, { paymentId }))) throw new Error(`order ${orderId} is ${order.status}: a payment for it cannot be settled`);
      await queueRefund(transaction, orderId, 'duplicate', { paymentId });
      return 'duplicate';
    },

    /** The provider says the payment failed: the hold stays until its window ends, so the guest can try again. */
    async paymentFailed(transaction: Transaction, orderId: string, paymentId: string): Promise<void> {
      const order = await repository.lockOrder(transaction, orderId);
      if (order) await record(transaction, order, 'payment.failed', {}, { paymentId });
    },

    /**
     * A payment was started; a pay-at-shop or cash-on-delivery one makes the hold last as long as its
     * code. `client` is the keyed address that started it (`extendedHoldKeys`), kept for the hold limits.
     */
    async paymentStarted(
      transaction: Transaction,
      orderId: string,
      patch: { paymentMethod: string; holdExpiresAt: Date; amount: number; promoCode: string | null; promoDiscount: number; breakdown: PriceBreakdown },
      client: string | null = null,
    ) {
      const order = await repository.lockOrder(transaction, orderId);
      if (!order || !(await record(transaction, order, 'payment.started', patch, { method: patch.paymentMethod, holdExpiresAt: patch.holdExpiresAt, client }))) throw new AppError('BOOKING_NOT_AVAILABLE');
      if (patch.holdExpiresAt.getTime() !== order.holdExpiresAt?.getTime()) {
        await jobs.send(JOBS.orderExpire, { orderId }, { transaction, startAfter: new Date(patch.holdExpiresAt.getTime() + 1000) });
      }
      // A shop code is paid in person within 24 hours: remind the customer before it ends (skipped when paid by then).
      if (patch.paymentMethod === 'pay_at_shop') {
        await jobs.send(JOBS.mailSend, { orderId, kind: 'payment-reminder' }, { transaction, startAfter: paymentReminderAt(patch.holdExpiresAt, now()), singletonKey: `${orderId}:payment-reminder` });
      }
    },

    /**
     * The worker's step after payment: each item's product confirms it with its suppliers, one item at
     * a time in item order, an add-on once its parent is confirmed (an insurance after its flight's
     * ticket); then the order's documents are issued. Each item completes exactly once: it is acted on
     * only while the life cycle lets it be fulfilled, under the order's row lock. An item its supplier
     * refuses is released and ends with its add-ons; its share of the payment is refunded and the other
     * items stand, unless none is left: then the order is cancelled and what is left of the payment refunded.
     * @returns what became of the order: 'retry' when a supplier has not confirmed yet (the job is run
     *   again later), 'skipped' when nothing was left to fulfil.
     */
    async fulfil(orderId: string, attempt: number): Promise<'completed' | 'waitlisted' | 'cancelled' | 'retry' | 'skipped'> {
      let outcome: 'completed' | 'waitlisted' | 'cancelled' | 'retry' | 'skipped' = 'skipped';
      for (;;) {
        const order = await repository.findOrder(orderId);
        const item = order?.items.find((one) => readyToFulfil(order.items, one));
        if (!order || !item) return outcome;
        const product = products.of(item.productType);
        const result = await product.fulfil(order, item, attempt);
        const step = await withTransaction(db, async (transaction): Promise<typeof outcome | 'next'> => {
          const locked = await repository.lockOrder(transaction, orderId);
          const current = locked?.items.find((one) => one.itemNo === item.itemNo);
          if (!locked || !current || !readyToFulfil(locked.items, current)) return 'skipped';
          switch (result.status) {
            case 'failed': {
              const ending = [current.itemNo, ...dependentsOf(locked.items, current.itemNo)];
              const ended = locked.items.filter((one) => ending.includes(one.itemNo) && itemTransition(one.status, 'issue.failed') !== null);
              for (const one of ended) await products.of(one.productType).release(transaction, locked, one);
              await recordItems(transaction, locked, 'issue.failed', ended.map((one) => one.itemNo), {}, { reason: result.reason });
              const status = orderStatusOfItems(locked.items.map((one) => (ending.includes(one.itemNo) && itemTransition(one.status, 'issue.failed') !== null ? { ...one, status: 'cancelled' as const } : one)));
              if (status === 'cancelled') {
                await queueRefund(transaction, orderId, 'not_fulfilled');
                await jobs.send(JOBS.mailSend, { orderId, kind: 'cancelled' }, { transaction, singletonKey: `${orderId}:cancelled` });
                return 'cancelled';
              }
              for (const one of ended) await queueRefund(transaction, orderId, 'not_fulfilled', { itemNo: one.itemNo, amount: paidShareOf(locked, one.itemNo) });
              if (status !== 'completed') return 'next';
              // The items that stand were all confirmed before this one was refused: their documents may
              // all be rendered already, waiting for the order to be settled before they are mailed.
              await jobs.send(JOBS.mailSend, { orderId, kind: 'e-ticket' }, { transaction, singletonKey: `${orderId}:e-ticket` });
              return 'completed';
            }
            case 'pending':
              // Only the first pending answer is recorded: from processing, the table refuses it again.
              await recordItems(transaction, locked, 'issue.pending', [current.itemNo]);
              return 'retry';
            case 'waitlisted':
              await recordItems(transaction, locked, 'issue.waitlisted', [current.itemNo], { supplierReference: result.reference });
              await jobs.send(JOBS.mailSend, { orderId, kind: 'waitlisted' }, { transaction, singletonKey: `${orderId}:waitlisted` });
              return 'waitlisted';
            case 'done':
              await product.markSold(transaction, locked, current);
              await recordItems(transaction, locked, 'ticket.issued', [current.itemNo], { supplierReference: result.reference, documentNumbers: result.documentNumbers, issuedAt: now() });
              await jobs.send(JOBS.ticketRender, { orderId, itemNo: current.itemNo }, { transaction, singletonKey: `${orderId}:${current.itemNo}` });
              return 'completed';
          }
        });
        if (step === 'retry' || step === 'waitlisted' || step === 'cancelled' || step === 'skipped') return outcome === 'skipped' || step !== 'skipped' ? step : outcome;
        if (step === 'completed') outcome = 'completed';
      }
    },

    /**
     * The guest cancels a paid booking themselves (from My trips, track booking or the thank-you page;
     * the caller has proved it may). Under the order's lock each item's product says whether it may be
     * cancelled today and what its policy refunds of what was paid for it; every item's inventory goes
     * back to sale, and each item's refund is queued, to a member's wallet or the way the guest paid.
     * Exactly once: a second call, or a race of two, finds the order cancelled and answers what the
     * first one did, queueing nothing.
     * @throws AppError BOOKING_NOT_CANCELLABLE (a product without self-service cancellation, an unpaid
     *   or ended order, a trip already begun)
     */
    async cancel(orderId: string): Promise<GuestCancellation> {
      return withTransaction(db, async (transaction) => {
        const order = await repository.lockOrder(transaction, orderId);
        if (!order) throw new AppError('NOT_FOUND');
        if (order.status === 'cancelled') {
          const earlier = (await repository.lastEventData(orderId, 'order.cancelled', transaction)) as GuestCancellation | undefined;
          if (earlier) return earlier;
        }
        const refunds = guestRefunds(order);
        const live = refunds.map((one) => one.item);
        const refund = refunds.reduce((sum, one) => sum + one.refund, 0);
        const paidWith = (await repository.paidPayment(transaction, orderId))?.provider;
        const cancellation: GuestCancellation = { refund, refundTo: cancellationRefundTo(refund, { hasMember: order.userId !== null, paidWith }) };
        for (const item of live) await products.of(item.productType).release(transaction, order, item);
        await record(transaction, order, 'order.cancelled', {}, cancellation);
        // A supplier that confirmed an item is told it is cancelled, after this transaction commits.
        for (const item of live) {
          if (item.status === 'completed' && products.of(item.productType).withdraw) {
            await jobs.send(JOBS.itemWithdraw, { orderId, itemNo: item.itemNo }, { transaction, singletonKey: `${orderId}:${item.itemNo}:withdraw` });
          }
        }
        // Exactly what each item's policy gives back, not the whole payment.
        for (const one of refunds) {
          if (one.refund > 0) await queueRefund(transaction, orderId, 'cancelled', { itemNo: one.item.itemNo, amount: one.refund, toWallet: cancellation.refundTo === 'wallet' });
        }
        await jobs.send(JOBS.mailSend, { orderId, kind: 'guest-cancelled' }, { transaction, singletonKey: `${orderId}:guest-cancelled` });
        return cancellation;
      });
    },

    /**
     * Refuses, as `cancel` would today, a booking the guest may not cancel: track booking asks before it
     * mails a code, so no code goes out for a cancellation that cannot happen. `cancel` decides again
     * under the order's lock.
     * @throws AppError BOOKING_NOT_CANCELLABLE
     */
    assertCancellable(order: OrderRow): void {
      guestRefunds(order);
    },

    /**
     * Tells the supplier of a cancelled item that it is cancelled (the item-withdraw job); an item not
     * cancelled, or whose product tells no supplier, is left alone.
     */
    async withdraw(orderId: string, itemNo: number): Promise<void> {
      const order = await repository.findOrder(orderId);
      const item = order?.items.find((one) => one.itemNo === itemNo);
      if (!order || !item || item.status !== 'cancelled') return;
      await products.of(item.productType).withdraw?.(order, item);
    },

    /**
     * The hold-limit keys for extending `order`'s hold to 24 hours: the requester's address, the
     * order's account, its contact's email and phone. `turn` are the in-memory keys to wait on
     * (in-turn.ts) before the transaction; `client` the keyed address for the payment.started event.
     */
    extendedHoldKeys(order: OrderRow, requester: HoldRequester = UNKNOWN_REQUESTER) {
      const keys = limitKeys('extended', order.userId, requester, { email: order.contactEmail, phone: phoneKey(order.contact) });
      return { keys, turn: turnKeys(keys), client: keys.address ?? null };
    },

    /**
     * In the payment's transaction, before the order is locked: refuses extending this order's hold
     * to 24 hours when its client already holds the most such holds (TOO_MANY_UNPAID_BOOKINGS).
     */
    async limitExtendedHold(transaction: Transaction, order: OrderRow, keys: Partial<Record<HoldScope, string>>) {
      await enforceHoldLimits(transaction, 'extended', keys, takeOf(order.items.map((item) => ({ productType: item.productType, units: item.heldUnits }))), order.orderId);
    },

    /** The order locked for a change of payment, read again under the lock; undefined when it does not exist. */
    lockOrder: (transaction: Transaction, orderId: string) => repository.lockOrder(transaction, orderId),

    /** A provider's result locks the payment's order first, then the payment (decision 010's lock order). */
    lockOrderOfPayment: (transaction: Transaction, paymentId: string) => repository.lockOrderOfPayment(transaction, paymentId),

    /** The order's status as this transaction sees it (after its own changes). */
    async lockedState(transaction: Transaction, orderId: string): Promise<{ status: string; paymentStatus: string }> {
      const order = await repository.lockOrder(transaction, orderId);
      return { status: order?.status ?? 'unknown', paymentStatus: order?.paymentStatus ?? 'none' };
    },

    queueRefund,

    /**
     * An employee's action on an order locked by this transaction (issue 20): `event` recorded as theirs
     * (`by`) when the life cycle allows it, on every item it can move. False, writing nothing, when it may not happen.
     */
    recordBy(transaction: Transaction, order: OrderRow, event: OrderEvent, by: EventCause, change: { patch?: Parameters<OrdersRepository['updateOrder']>[2]; data?: unknown } = {}): Promise<boolean> {
      return record(transaction, order, event, change.patch ?? {}, change.data, by);
    },

    /** An employee confirmed the fare of a waitlisted booking (no higher than paid): its items complete (see `confirmFare`). */
    confirmFare,

    /**
     * Records a refund the payments feature paid out, in its transaction: the sale's payment becomes
     * refunded (`payment.refunded`, which ends an order not yet cancelled); a late payment stays late,
     * so the customer sees "paid but exceeded timer", and a duplicate one leaves the order paid
     * (`payment.returned`); one item's share given back while the order stands leaves it as it is
     * (`item.refunded`).
     */
    async markRefunded(transaction: Transaction, refund: { orderId: string; reason: RefundReason; itemNo: number | null; decidedBy?: string | null }) {
      const order = await repository.lockOrder(transaction, refund.orderId);
      if (!order) throw new Error(`order ${refund.orderId}: a refund was made for an order that does not exist`);
      const keepStatus = refund.reason === 'late' ? 'late' : refund.reason === 'duplicate' ? 'paid' : undefined;
      // An expired order's refund is the first payment of a waitlist held again for a higher fare, never paid up: it stays expired.
      const event: OrderEvent = keepStatus || order.status === 'expired' ? 'payment.returned' : refund.itemNo !== null && order.status !== 'cancelled' ? 'item.refunded' : 'payment.refunded';
      const data = keepStatus ? { keepStatus } : event === 'item.refunded' ? { items: [refund.itemNo] } : undefined;
      // A refund an employee decided (the console's, issue 20) is paid out as theirs.
      const by: EventCause | undefined = refund.decidedBy ? { actor: 'employee', actorId: refund.decidedBy } : undefined;
      if (!(await record(transaction, order, event, {}, data, by))) throw new Error(`order ${refund.orderId}: a refund was made for an order in status ${order.status}`);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
