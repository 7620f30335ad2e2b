import type { CrossSellView } from './cross-sell-data.ts';
import type { OrderView } from './order-view.ts';

export type ThankYouData =
  | { kind: 'unavailable'; title: string }
  | { kind: 'failed'; title: string; message: string }
  | {
      kind: 'ready';
      title: string;
      order: OrderView;
      /** The outcome's title and body (spec §4), support phone and email filled in. */
      outcome: { title: string; body: string };
      /** True while the result can still change by itself (ticket being issued, QR not yet approved). */
      polling: boolean;
      /** The payment page of this order while it can be paid again (the last payment failed, the hold lasts). */
      retryHref: string | null;
      /** After a paid flight: a hotel for the stay and insurance for the trip (decision 037); absent when there is nothing, or it was slow. */
      crossSell?: CrossSellView | null;
    };

export type OfflineThankYouData =
  | { kind: 'unavailable'; title: string }
  | { kind: 'ready'; title: string; orderId: string; email: string | null };
