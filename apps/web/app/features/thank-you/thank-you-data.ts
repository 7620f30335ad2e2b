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
    };

export type OfflineThankYouData =
  | { kind: 'unavailable'; title: string }
  | { kind: 'ready'; title: string; orderId: string; email: string | null };
