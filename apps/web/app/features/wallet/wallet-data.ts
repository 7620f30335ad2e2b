import type { PaymentCategory } from '@thwa/domain/contracts/payments';
import type { WalletMovement, WalletTopup } from '@thwa/domain/contracts/wallet';

/** A page of the wallet, or why it could not be read (the page offers a retry). */
export type WalletPageData =
  | { kind: 'failed'; title: string; message: string }
  | { kind: 'ready'; title: string; balance: number; movements: WalletMovement[]; total: number; page: number; pages: number };

export type TopupPageData =
  | { kind: 'failed'; title: string; message: string }
  | {
      kind: 'ready';
      title: string;
      balance: number;
      limits: { min: number; max: number };
      methods: PaymentCategory[];
      /** One key per page view: a double click starts one top-up. */
      idempotencyKey: string;
    };

export type TopupFieldErrors = Partial<Record<'amount' | 'method', string>>;

export type TopupActionData =
  | { kind: 'invalid'; message: string; fieldErrors: TopupFieldErrors; amount: string; method: string; idempotencyKey: string | null }
  | { kind: 'code'; topupId: string; amount: number; paymentCode: string }
  | { kind: 'qr'; topupId: string; amount: number; qrSrc: string; appUrl: string };

export type TopupThankyouData =
  | { kind: 'notFound'; title: string }
  | { kind: 'failed'; title: string; message: string }
  | { kind: 'ready'; title: string; topup: WalletTopup; balance: number };

/** Where a top-up's result is shown. */
export function topupThankyouHref(topupId: string): string {
  return `/account/wallet-topup/thankyou?topupId=${encodeURIComponent(topupId)}`;
}
