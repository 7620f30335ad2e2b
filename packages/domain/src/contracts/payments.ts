import { z } from 'zod';
import { Language, SitePath } from './common.ts';
import { OrderAccess, PriceBreakdown } from './booking.ts';
import { PROMOTION_REJECTIONS } from '../booking/promotions.ts';
import { PAYMENT_FAILURE_REASONS } from '../booking/payment-selection.ts';

/**
 * Payment contracts (spec §3 payment selection, §7 payment calls; design §7 providers).
 * /checkout/v5/all-checkout is encrypted: its `data` holds `AllCheckoutPayload`.
 */

const Instant = z.iso.datetime({ offset: true });
const Money = z.number().int().describe('MMK, whole kyats');

/**
 * The partners' methods, and our own two: the member's wallet and an agent's credit (decision 034).
 * `partner_wallet` is the wallet app we run inside as a mini-app (decision 041): offered only there.
 */
export const ProviderKind = z.enum(['card', 'mobile_wallet', 'pay_at_shop', 'cash_on_delivery', 'wallet', 'agent_credit', 'partner_wallet']);
export type ProviderKind = z.infer<typeof ProviderKind>;

export const AllCheckoutPayload = OrderAccess.extend({
  promoCode: z.string().trim().max(32).optional(),
  language: Language.default('en'),
});
export type AllCheckoutPayload = z.infer<typeof AllCheckoutPayload>;

export const PaymentSubCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  logo: z.string().describe('a path to our own mark for the method'),
});
export const PaymentCategory = z.object({
  id: z.number().int(),
  provider: ProviderKind,
  name: z.string(),
  description: z.string(),
  /** Minutes the customer has to pay once this method is chosen. */
  windowMinutes: z.number().int(),
  subCategories: z.array(PaymentSubCategory).min(1),
  /** The wallet only: the signed-in member's balance. */
  balance: Money.optional(),
  /** An agent's credit only: their limit, what they owe, and how much more they may book on it. */
  credit: z.object({ limit: Money, owed: Money, available: Money }).optional(),
});
export type PaymentCategory = z.infer<typeof PaymentCategory>;

export const AllCheckoutResponse = z
  .object({
    code: z.literal(200),
    data: z.object({
      orderId: z.string(),
      status: z.string(),
      holdExpiresAt: Instant.nullable(),
      breakdown: PriceBreakdown,
      amount: Money,
      promotion: z.object({ code: z.string(), discount: Money, description: z.string() }).nullable(),
      /**
       * A promo code that cannot be used never fails all-checkout (issue 11): the answer is still 200,
       * the order priced without the code (`promotion` null) and payable, and this says why, as a field
       * error for `promoCode` in the caller's language. Null when no code was sent or it applies.
       */
      promoError: z
        .object({ field: z.literal('promoCode'), reason: z.enum(PROMOTION_REJECTIONS), message: z.string() })
        .nullable(),
      methods: z.array(PaymentCategory),
      /**
       * For an agent or a sub-agent only (the agent's terms, issue 20): what the agent earns on this
       * booking, each item at its product's percent of its price before promotions. Never sent to a
       * member or a guest, so never shown to the agent's customers. Null when the caller is no agent.
       */
      agentCommission: z
        .object({
          amount: Money,
          items: z.array(z.object({ itemNo: z.number().int(), productType: z.number().int(), base: Money.describe("the item's price before promotions"), percent: z.number().describe('at most two decimals'), amount: Money })),
        })
        .nullable()
        .default(null),
    }),
  })
  .meta({ id: 'AllCheckoutResponse' });
export type AllCheckoutResponse = z.infer<typeof AllCheckoutResponse>;

export const CashOnDeliveryInfo = z.object({
  address: z.string().trim().min(5).max(300),
  township: z.string().trim().min(2).max(80),
  preferredTime: z.string().trim().max(80).optional(),
});

export const MakePaymentRequest = OrderAccess.extend({
  categoryId: z.number().int(),
  subCategoryId: z.number().int(),
  promoCode: z.string().trim().max(32).optional(),
  cashOnDelivery: CashOnDeliveryInfo.optional(),
  /** Where the provider sends the customer back (our thank-you page); must be on our origin. */
  returnPath: SitePath.default('/checkout/thank-you'),
  language: Language.default('en'),
}).meta({ id: 'MakePaymentRequest' });
export type MakePaymentRequest = z.infer<typeof MakePaymentRequest>;

export const PaymentAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('redirect'), url: z.string().describe("the provider's hosted page") }),
  z.object({ type: z.literal('qr'), qr: z.string().describe('the QR payload'), qrSvg: z.string(), appUrl: z.string().describe('opens the wallet app to approve') }),
  z.object({ type: z.literal('code'), paymentCode: z.string(), shopsUrl: z.string() }),
  z.object({ type: z.literal('contact'), contactWithinHours: z.object({ min: z.number(), max: z.number() }) }),
]);
export type PaymentAction = z.infer<typeof PaymentAction>;

export const MakePaymentResponse = z
  .object({
    code: z.literal(200),
    data: z.object({ paymentId: z.string(), orderId: z.string(), amount: Money, expiresAt: Instant, action: PaymentAction }),
  })
  .meta({ id: 'MakePaymentResponse' });
export type MakePaymentResponse = z.infer<typeof MakePaymentResponse>;

/** A provider's signed result (design §7): HMAC-SHA256 over the canonical fields with the provider's secret. */
export const PayStatusCallback = z
  .object({
    provider: ProviderKind,
    paymentRef: z.string().min(1).max(64),
    status: z.enum(['paid', 'failed']),
    /** With 'failed': why (card declined, cancelled by the customer, the provider's page timed out). Signed when present. */
    reason: z.enum(PAYMENT_FAILURE_REASONS).optional(),
    amount: Money,
    currency: z.literal('MMK'),
    timestamp: z.number().int().describe('epoch seconds when the provider signed'),
    nonce: z.string().min(16).max(64),
    signature: z.string().regex(/^[a-f0-9]{64}$/),
  })
  .meta({ id: 'PayStatusCallback' });
export type PayStatusCallback = z.infer<typeof PayStatusCallback>;

export const PayStatusResponse = z
  .object({ code: z.literal(200), data: z.object({ orderId: z.string(), paymentStatus: z.string(), status: z.string() }) })
  .meta({ id: 'PayStatusResponse' });
