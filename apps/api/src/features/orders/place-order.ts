import type { Database } from '@thwa/db/connection';
import type { Transaction } from '@thwa/db/transaction';
import { PAYMENT_WINDOW_MINUTES } from '@thwa/domain/constants';
import { ORDER_START_EVENTS } from '@thwa/domain/orders/life-cycle';
import { once } from './idempotency.ts';
import { inTurn } from './in-turn.ts';
import type { HoldRequester, ItemDraft, OrderDraft, OrdersService } from './orders.service.ts';

/**
 * What a store path puts in the basket, read inside the placement's transaction: the order's own
 * fields (its contact, language, travellers, checkout), its items, and `claim`, which spends what the
 * order comes from (a checkout) under that row's lock or throws.
 */
export interface Basket<Extra> {
  order: Omit<OrderDraft, 'orderId' | 'userId' | 'holdExpiresAt' | 'createdAt' | 'updatedAt'>;
  items: readonly ItemDraft[];
  claim: (orderId: string) => Promise<void>;
  /** What the store path answers beside the order's id, key, status, amount and hold (stored with them). */
  extra: Extra;
}

export interface PlaceOrderRequest<Extra> {
  /** The idempotency scope of the store path, such as 'order.flight.store'. */
  scope: string;
  idempotencyKey: string;
  /** The request as the client sent it: a retry with the same key must send the same. */
  payload: unknown;
  /** The signed-in member, agent or sub-agent who places it (their My trips); null for a guest. */
  userId: string | null;
  /** Who asks, for the hold limits: at most so many unpaid holds per address and account. */
  requester?: HoldRequester;
  basket: (transaction: Transaction) => Promise<Basket<Extra>>;
}

export interface PlacedOrder {
  orderId: string;
  orderKey: string;
  status: typeof ORDER_START_EVENTS['order.placed'];
  amount: number;
  holdExpiresAt: string;
}

/**
 * Places a held order of a basket (decision 024): the one use case behind every store path, so each
 * product's store is a thin adapter that reads its checkout into items. Once per idempotency key, in
 * one keyed transaction: the basket is read, the client's hold limits taken, the checkout claimed,
 * the order and its items written and each item's inventory held, or nothing at all. A retry of a
 * placed order gets its first answer even though the checkout is spent by then.
 * @returns the answer, and `placedNow`: false when it is a retry's stored answer.
 */
export function createPlaceOrder({ db, orders, now }: { db: Database; orders: OrdersService; now: () => Date }) {
  return async function placeOrder<Extra extends object>(request: PlaceOrderRequest<Extra>): Promise<{ placed: PlacedOrder & Extra; placedNow: boolean }> {
    const orderId = await orders.newOrderId();
    const { keys, turn } = orders.newHoldKeys(request.userId, request.requester);
    const place = () =>
      once(db, request.scope, request.idempotencyKey, { ...(request.payload as object), userId: request.userId }, async (transaction): Promise<PlacedOrder & Extra> => {
        const basket = await request.basket(transaction);
        const placedAt = now();
        const holdExpiresAt = new Date(placedAt.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);
        const { orderKey, amount } = await orders.placeHeld(
          transaction,
          { ...basket.order, orderId, userId: request.userId, holdExpiresAt, createdAt: placedAt, updatedAt: placedAt },
          basket.items,
          { keys, claim: () => basket.claim(orderId) },
        );
        return { ...basket.extra, orderId, orderKey, status: ORDER_START_EVENTS['order.placed'], amount, holdExpiresAt: holdExpiresAt.toISOString() };
      });
    // One client's orders take turns in memory, so a burst of them waits here rather than each
    // holding a pooled connection while it waits for the advisory lock.
    const placed = await inTurn(turn, place);
    return { placed, placedNow: placed.orderId === orderId };
  };
}

export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
