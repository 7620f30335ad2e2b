import { z } from 'zod';
import { Language, SitePath } from './common.ts';
import { PaymentAction, PaymentCategory } from './payments.ts';

/**
 * Wallet contracts (spec §3 User wallet_histories and top-up category ids, §7 `POST /checkout/v4/all-topup`,
 * `POST /myaccount/wallet-histories` and its download variant; design §7 the ledger). Amounts are whole kyats.
 */

const Instant = z.iso.datetime({ offset: true });
const Money = z.number().int().describe('MMK, whole kyats');

export const WalletTransferKind = z.enum(['topup', 'payment', 'refund']);
export type WalletTransferKind = z.infer<typeof WalletTransferKind>;

/**
 * Without `amount`: the top-up methods, the limits and the balance. With `amount`, `categoryId` and
 * `subCategoryId` (and an Idempotency-Key header): starts the top-up with that provider.
 */
export const AllTopupRequest = z
  .object({
    amount: z.number().int().optional(),
    categoryId: z.number().int().optional(),
    subCategoryId: z.number().int().optional(),
    /** Where the provider sends the customer back; must be on our origin. */
    returnPath: SitePath.default('/account/wallet-topup/thankyou'),
    language: Language.default('en'),
  })
  .meta({ id: 'AllTopupRequest' });
export type AllTopupRequest = z.input<typeof AllTopupRequest>;

export const WalletTopup = z.object({
  topupId: z.string(),
  amount: Money,
  status: z.enum(['pending', 'paid', 'failed']),
  provider: z.string(),
  createdAt: Instant,
  paidAt: Instant.nullable(),
  expiresAt: Instant,
});
export type WalletTopup = z.infer<typeof WalletTopup>;

export const AllTopupResponse = z
  .object({
    code: z.literal(200),
    data: z.object({
      balance: Money,
      currency: z.literal('MMK'),
      limits: z.object({ min: Money, max: Money }),
      methods: z.array(PaymentCategory),
      /** The top-up just started (with `amount`), with what the customer does next at the provider. */
      topup: WalletTopup.extend({ action: PaymentAction }).nullable(),
    }),
  })
  .meta({ id: 'AllTopupResponse' });
export type AllTopupResponse = z.infer<typeof AllTopupResponse>;

/** One top-up of the caller's, for the thank-you page that waits for the provider's result. */
export const TopupStatusRequest = z.object({ topupId: z.string().regex(/^TOP[0-9A-F]{24}$/) }).meta({ id: 'TopupStatusRequest' });
export const TopupStatusResponse = z
  .object({ code: z.literal(200), data: z.object({ topup: WalletTopup, balance: Money }) })
  .meta({ id: 'TopupStatusResponse' });
export type TopupStatusResponse = z.infer<typeof TopupStatusResponse>;

export const WalletHistoryRequest = z
  .object({
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'WalletHistoryRequest' });
export type WalletHistoryRequest = z.input<typeof WalletHistoryRequest>;

export const WalletMovement = z.object({
  entryId: z.number().int(),
  at: Instant,
  kind: WalletTransferKind,
  /** The top-up id or the booking's order id. */
  reference: z.string(),
  /** Signed: + into the wallet, − out of it. */
  amount: Money,
  balanceAfter: Money,
});
export type WalletMovement = z.infer<typeof WalletMovement>;

export const WalletHistoryResponse = z
  .object({
    code: z.literal(200),
    data: z.object({
      balance: Money,
      currency: z.literal('MMK'),
      page: z.number().int(),
      pageSize: z.number().int(),
      total: z.number().int(),
      items: z.array(WalletMovement),
    }),
  })
  .meta({ id: 'WalletHistoryResponse' });
export type WalletHistoryResponse = z.infer<typeof WalletHistoryResponse>;

export const WalletHistoryDownloadRequest = z
  .object({ format: z.enum(['csv', 'pdf']), language: Language.default('en') })
  .meta({ id: 'WalletHistoryDownloadRequest' });
export type WalletHistoryDownloadRequest = z.input<typeof WalletHistoryDownloadRequest>;
