import { randomBytes } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { withTransaction, type Transaction } from '@thwa/db/transaction';
import type { AllCheckoutPayload, AllCheckoutResponse, MakePaymentRequest, MakePaymentResponse, PayStatusCallback, PaymentCategory, ProviderKind } from '@thwa/domain/contracts/payments';
import { PAYMENT_CATEGORY, PAYMENT_SUB_CATEGORY, SUB_CATEGORY_METHOD, paymentDeadline, type PaymentMethod } from '@thwa/domain/booking/payment-selection';
import { normalizePromoCode, promotionCustomer, promotionDiscount, promotionRejectionMessage, type PromotionRejection } from '@thwa/domain/booking/promotions';
import { CASH_ON_DELIVERY_SUB_CATEGORY_ID } from '@thwa/domain/constants';
import type { Language } from '@thwa/domain/settings';
import type { PartnerProviderKind, PaymentProviders, StartResult } from '../../partners/payments/payment-provider.ts';
import { AppError, FieldErrors } from '../../plugins/errors.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { HoldRequester, OrdersService } from '../orders/orders.service.ts';
import { once } from '../orders/idempotency.ts';
import { inTurn } from '../orders/in-turn.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import { settlePayment } from './settle-payment.ts';
import { breakdownOfLines } from '@thwa/domain/orders/price-lines';
import { orderCommission } from '@thwa/domain/operations/people';
import { commissionedItems, type CreditStanding } from '@thwa/domain/operations/agent-account';

/** The methods partner providers carry everywhere (the wallet and an agent's credit are our own ledgers; the partner wallet only inside its app). */
const PARTNER_METHODS = ['card', 'mobileWallet', 'payAtShop', 'cashOnDelivery'] as const satisfies readonly PaymentMethod[];

/** Our own ledgers: paid at once, in the payment's transaction, by the signed-in caller only. */
type OwnMethod = 'wallet' | 'agentCredit';
const OWN_PROVIDER = { wallet: 'wallet', agentCredit: 'agent_credit' } as const satisfies Record<OwnMethod, ProviderKind>;
const isOwn = (method: PaymentMethod | undefined): method is OwnMethod => method === 'wallet' || method === 'agentCredit';

export const PROVIDER_OF: Record<Exclude<PaymentMethod, OwnMethod>, PartnerProviderKind> = {
  partnerWallet: 'partner_wallet',
  card: 'card',
  mobileWallet: 'mobile_wallet',
  payAtShop: 'pay_at_shop',
  cashOnDelivery: 'cash_on_delivery',
};

type Texts = Record<Language, { name: string; description: string }>;
const CATEGORY_TEXTS: Record<PaymentMethod, Texts> = {
  wallet: {
    en: { name: 'My wallet', description: 'Pay at once from your wallet balance.' },
    mm: { name: 'ကျွန်ုပ်၏ ပိုက်ဆံအိတ်', description: 'သင့်ပိုက်ဆံအိတ်လက်ကျန်ငွေဖြင့် ချက်ချင်း ပေးချေပါ။' },
  },
  card: {
    en: { name: 'Credit or debit card', description: 'Visa, Mastercard or MPU on our card partner’s secure page.' },
    mm: { name: 'ခရက်ဒစ် / ဒက်ဘစ် ကတ်', description: 'Visa၊ Mastercard သို့မဟုတ် MPU ကတ်ဖြင့် ကတ်ပေးချေမှု ဆောင်ရွက်ပေးသူ၏ လုံခြုံသော စာမျက်နှာတွင် ပေးချေပါ။' },
  },
  mobileWallet: {
    en: { name: 'Mobile wallet', description: 'Scan the QR code or approve in your wallet app.' },
    mm: { name: 'မိုဘိုင်း ငွေပိုက်ဆံအိတ်', description: 'QR ကုဒ်ကို စကင်ဖတ်ပါ သို့မဟုတ် သင့်ငွေပိုက်ဆံအိတ် အက်ပ်တွင် အတည်ပြုပါ။' },
  },
  payAtShop: {
    en: { name: 'Pay at a partner shop', description: 'Get a payment code and pay in cash at a partner shop within 24 hours.' },
    mm: { name: 'ပါတနာဆိုင်တွင် ပေးချေရန်', description: 'ငွေပေးချေမှုကုဒ် ရယူပြီး ၂၄ နာရီအတွင်း ပါတနာဆိုင်တွင် ငွေသားဖြင့် ပေးချေပါ။' },
  },
  agentCredit: {
    en: { name: 'Agency credit', description: 'Book now on your agency’s credit and settle with us later.' },
    mm: { name: 'အေဂျင်စီ အကြွေးဖြင့်', description: 'သင့်အေဂျင်စီ၏ အကြွေးဖြင့် ယခု ဘိုကင်လုပ်ပြီး နောက်မှ ကျွန်ုပ်တို့ထံ ငွေချေပါ။' },
  },
  partnerWallet: {
    en: { name: 'Pay in the wallet app', description: 'You opened us from your wallet app: pay from your wallet there and confirm with your PIN.' },
    mm: { name: 'ပိုက်ဆံအိတ် အက်ပ်တွင် ပေးချေရန်', description: 'သင့်ပိုက်ဆံအိတ် အက်ပ်မှ ဝင်ရောက်လာသဖြင့် ထိုအက်ပ်ရှိ ပိုက်ဆံအိတ်မှ ပေးချေပြီး PIN ဖြင့် အတည်ပြုပါ။' },
  },
  cashOnDelivery: {
    en: { name: 'Cash on delivery', description: 'Our team contacts you within 2 to 24 hours to collect the payment.' },
    mm: { name: 'ငွေသားဖြင့် ပေးချေခြင်း', description: 'ကျွန်ုပ်တို့အဖွဲ့မှ ၂ နာရီမှ ၂၄ နာရီအတွင်း ဆက်သွယ်ပြီး ငွေကောက်ခံပါမည်။' },
  },
};

const SUB_CATEGORY_NAMES: Record<number, Record<Language, string>> = {
  [PAYMENT_SUB_CATEGORY.wallet]: { en: 'Wallet balance (MMK)', mm: 'ပိုက်ဆံအိတ် လက်ကျန်ငွေ (ကျပ်)' },
  [PAYMENT_SUB_CATEGORY.visaMaster]: { en: 'Visa / Mastercard', mm: 'Visa / Mastercard' },
  [PAYMENT_SUB_CATEGORY.mpu]: { en: 'MPU', mm: 'MPU' },
  [PAYMENT_SUB_CATEGORY.mobileWallet]: { en: 'ThwaPay mobile wallet', mm: 'ThwaPay မိုဘိုင်းငွေပိုက်ဆံအိတ်' },
  [PAYMENT_SUB_CATEGORY.payAtShop]: { en: 'Partner shops', mm: 'ပါတနာဆိုင်များ' },
  [PAYMENT_SUB_CATEGORY.cashOnDelivery]: { en: 'Cash on delivery', mm: 'ငွေသားဖြင့် ပေးချေခြင်း' },
  [PAYMENT_SUB_CATEGORY.agentCredit]: { en: 'Credit account (MMK)', mm: 'အကြွေးစာရင်း (ကျပ်)' },
  [PAYMENT_SUB_CATEGORY.partnerWallet]: { en: 'Wallet app balance (MMK)', mm: 'ပိုက်ဆံအိတ် အက်ပ် လက်ကျန်ငွေ (ကျပ်)' },
};

const MARK_OF: Record<number, string> = {
  [PAYMENT_SUB_CATEGORY.wallet]: 'wallet',
  [PAYMENT_SUB_CATEGORY.visaMaster]: 'visa-master',
  [PAYMENT_SUB_CATEGORY.mpu]: 'mpu',
  [PAYMENT_SUB_CATEGORY.mobileWallet]: 'mobile-wallet',
  [PAYMENT_SUB_CATEGORY.payAtShop]: 'shop',
  [PAYMENT_SUB_CATEGORY.cashOnDelivery]: 'cash',
  [PAYMENT_SUB_CATEGORY.agentCredit]: 'agent-credit',
  [PAYMENT_SUB_CATEGORY.partnerWallet]: 'partner-wallet',
};

/**
 * The payment categories for `methods`, in the language asked for. Top-up (features/wallet) lists its
 * own subset with this, so both pages describe a provider the same way.
 */
export function paymentCategories(language: Language, methods: readonly PaymentMethod[]): PaymentCategory[] {
  return methods.map((method) => ({
    id: PAYMENT_CATEGORY[method],
    provider: isOwn(method) ? OWN_PROVIDER[method] : PROVIDER_OF[method],
    name: CATEGORY_TEXTS[method][language].name,
    description: CATEGORY_TEXTS[method][language].description,
    windowMinutes: Math.round(paymentDeadline(method, new Date(0)).getTime() / 60_000),
    subCategories: Object.entries(SUB_CATEGORY_METHOD)
      .filter(([, of]) => of === method)
      .map(([id]) => ({ id: Number(id), name: SUB_CATEGORY_NAMES[Number(id)]![language], description: '', logo: MARK_OF[Number(id)]! })),
  }));
}

/**
 * The partner-wallet mini-app session a call comes from (decision 041), as the api resolved it from
 * its header: only inside one is the partner wallet offered and accepted, and its referral code goes
 * on the order whose payment starts there.
 */
export interface MiniAppCaller {
  referralCode: string | null;
}

/** What a payment start prepares before its transaction: the provider's session is already open. */
type Prepared =
  | { own: true; method: OwnMethod }
  | { own: false; method: Exclude<PaymentMethod, OwnMethod>; provider: PartnerProviderKind; paymentId: string; amount: number; placedAt: Date; expiresAt: Date; started: StartResult };

/** The wallet as the payments feature sees it (features/wallet implements it on the ledger). */
export interface WalletPayments {
  balance(userId: string): Promise<number>;
  /** Debits the customer for an order in the caller's transaction; throws NOT_ENOUGH_WALLET_BALANCE. */
  payOrder(transaction: Transaction, input: { userId: string; paymentId: string; orderId: string; amount: number }): Promise<{ transferId: string }>;
  /** The member a wallet payment's transfer debited; read before the refund's transaction. */
  customerOf(transferId: string): Promise<string | undefined>;
  /** Credits a refund (`refundId`, of a payment) to `userId`'s wallet as a refund transfer, once per refund. */
  refundPayment(transaction: Transaction, input: { refundId: number; paymentId: string; orderId: string; amount: number; userId: string }): Promise<void>;
  /** Whether a provider's callback reference is a wallet top-up's rather than an order payment's. */
  isTopupRef(paymentRef: string): boolean;
  /** A verified provider callback for a top-up, in the caller's transaction (the nonce is already taken). */
  topupCallback(transaction: Transaction, body: PayStatusCallback, takeNonce: () => Promise<boolean>): Promise<{ topupId: string; status: string }>;
}

/** An agent's credit as the payments feature sees it (features/agent-account implements it on its ledger, decision 034). */
export interface AgentCreditPayments {
  /** The credit `userId` books on: their own as an active agent, or their agent's as a sub-agent; undefined without a limit. */
  standingOf(userId: string): Promise<CreditStanding | undefined>;
  /**
   * Charges a booking to that credit in the caller's transaction, after its payment row: the agent's
   * terms row is locked (every credit payment of the office takes it, after the order's), and a booking
   * whose price less the commission it earns does not fit what is left throws NOT_ENOUGH_CREDIT.
   */
  charge(transaction: Transaction, input: { userId: string; order: OrderRow; paymentId: string; amount: number }): Promise<void>;
  /** A refund of any payment was paid out: what went back to the credit and the commission it takes back, once per refund. */
  refunded(transaction: Transaction, input: { refundId: number; orderId: string; paymentId: string; amount: number; toCredit: boolean }): Promise<void>;
}

export interface PaymentsServiceOptions {
  db: Database;
  repository: PaymentsRepository;
  orders: OrdersService;
  providers: PaymentProviders;
  /** The customer wallet; without it the wallet is not offered. */
  wallet?: WalletPayments;
  /** Agents' credit; without it credit is not offered. */
  credit?: AgentCreditPayments;
  now: () => Date;
}

/**
 * Payment (spec §3 payment selection, §7 payment calls; design §7): the methods an order can be paid
 * with, promo codes, starting a payment with a provider, and the provider's signed result.
 */
export function createPaymentsService({ db, repository, orders, providers, wallet, credit, now }: PaymentsServiceOptions) {
  /**
   * Every method; the wallet, with its balance, only for a signed-in caller (a guest has no wallet), and
   * first an agent's credit, with what is left of it, for an agent or sub-agent booking on one.
   */
  async function methods(language: Language, userId: string | null, miniApp: MiniAppCaller | null): Promise<PaymentCategory[]> {
    // Inside the partner's wallet app its own wallet comes first: that is where the customer's money is.
    const inApp = miniApp && providers.partner_wallet ? paymentCategories(language, ['partnerWallet']) : [];
    const partners = [...inApp, ...paymentCategories(language, PARTNER_METHODS.filter((method) => providers[PROVIDER_OF[method]]))];
    if (!userId) return partners;
    const [standing, balance] = await Promise.all([credit?.standingOf(userId), wallet?.balance(userId)]);
    const [onCredit] = paymentCategories(language, ['agentCredit']);
    const [fromWallet] = paymentCategories(language, ['wallet']);
    return [
      ...(standing ? [{ ...onCredit!, credit: { limit: standing.creditLimit, owed: standing.owed, available: standing.available } }] : []),
      ...(balance !== undefined ? [{ ...fromWallet!, balance }] : []),
      ...partners,
    ];
  }

  function payable(order: OrderRow) {
    if (order.status !== 'held' || !order.holdExpiresAt || order.holdExpiresAt.getTime() <= now().getTime()) throw new AppError('BOOKING_NOT_AVAILABLE');
  }

  /**
   * The order priced with a promo code: the promotion it gives, or why it does not apply (`rejection`)
   * with the price without it. Inside a transaction, pass it.
   */
  async function priceWithPromotion(order: OrderRow, code: string | undefined, language: Language, transaction?: Transaction) {
    // The breakdown is a view over the items' price lines; the promotion is the order's, priced afresh on each attempt.
    // What the order paid before and kept (a waitlist held again for a higher fare, issue 20) is not paid
    // twice: the customer pays the difference. Zero for every order paid for the first time.
    const credit = await repository.creditOf(order.orderId, transaction);
    if (credit > 0) {
      const breakdown = breakdownOfLines(order.items.map((item) => item.priceLines));
      // The promotion its first payment used stays its own (nothing more comes off the difference).
      const kept = order.promoCode ? { code: order.promoCode, discount: 0, description: '' } : null;
      return { breakdown: { ...breakdown, grandTotal: Math.max(0, breakdown.grandTotal - credit) }, discount: 0, promotion: kept, rejection: null as PromotionRejection | null };
    }
    const breakdown = breakdownOfLines(order.items.map((item) => item.priceLines));
    const none = { breakdown, discount: 0, promotion: null, rejection: null as PromotionRejection | null };
    if (!code?.trim()) return none;
    const normal = normalizePromoCode(code);
    const row = await repository.findPromotion(normal, transaction);
    // The customer's uses on their other orders; this order's own use is never counted against it.
    const usedByCustomer = row?.perCustomerLimit != null ? await repository.promotionUsesOf(normal, promotionCustomer(order), order.orderId, transaction) : 0;
    const result = promotionDiscount(
      // A use this order took on an earlier attempt with the same code is its own, not another booking's.
      row ? { ...row, used: order.promoCode === normal ? Math.max(0, row.used - 1) : row.used, kind: row.kind === 'percent' ? 'percent' : 'fixed', validFrom: row.validFrom.toISOString(), validTo: row.validTo.toISOString() } : null,
      // Each item as the promotion sees it: what the order-wide promotion may come off of it (its total,
      // never its insurance premium), so a promotion for some products discounts only their items.
      order.items.map((item) => ({ productType: item.productType, amount: breakdownOfLines([item.priceLines]).total })),
      now(),
      usedByCustomer,
    );
    if (!result.ok) return { ...none, rejection: result.reason };
    return {
      breakdown: breakdownOfLines(order.items.map((item) => item.priceLines), result.discount),
      discount: result.discount,
      promotion: { code: normal, discount: result.discount, description: language === 'mm' ? row!.descriptionMy : row!.descriptionEn },
      rejection: null,
    };
  }

  /** As {@link priceWithPromotion}, for a payment: a code that does not apply is a field error, never charged without. */
  async function promotionFor(order: OrderRow, code: string | undefined, language: Language, transaction?: Transaction) {
    const priced = await priceWithPromotion(order, code, language, transaction);
    if (priced.rejection) throw new FieldErrors({ 'data.promoCode': priced.rejection });
    return priced;
  }

  /**
   * Records a promotion's use for this order and its customer, giving back the use an earlier attempt
   * took with another code. A limit reached meanwhile (another order took the last use) refuses the code.
   */
  async function takePromotion(transaction: Transaction, order: OrderRow, promoCode: string | null) {
    if (order.promoCode === promoCode) return;
    if (order.promoCode) await repository.releasePromotion(transaction, order.promoCode, order.orderId);
    if (!promoCode) return;
    const taken = await repository.redeemPromotion(transaction, promoCode, { customer: promotionCustomer(order), orderId: order.orderId });
    if (taken !== 'taken') throw new FieldErrors({ 'data.promoCode': taken });
  }

  /**
   * Pays an order from one of our own ledgers in the keyed transaction: the member's wallet, or an
   * agent's credit. The order is locked first (so a second payment of it waits, then finds it paid);
   * the wallet is debited before the payment is written (its transfer is the payment's reference), the
   * credit charged after it (its line names the payment); either refusal (NOT_ENOUGH_WALLET_BALANCE,
   * NOT_ENOUGH_CREDIT) rolls the whole payment back. Then the order is paid and queued for issue as with
   * a card. `order` is the row read under its lock.
   */
  async function payFromOwnLedger(transaction: Transaction, order: OrderRow, body: MakePaymentRequest, method: OwnMethod, userId: string): Promise<MakePaymentResponse> {
    const priced = await promotionFor(order, body.promoCode, body.language, transaction);
    const amount = priced.breakdown.grandTotal;
    const paidAt = now();
    const expiresAt = order.holdExpiresAt!;
    const paymentId = `PAY${randomBytes(12).toString('hex').toUpperCase()}`;
    const promoCode = priced.promotion?.code ?? null;
    const provider = OWN_PROVIDER[method];
    await orders.paymentStarted(transaction, order.orderId, { paymentMethod: provider, holdExpiresAt: expiresAt, amount, promoCode, promoDiscount: priced.discount, breakdown: priced.breakdown });
    await takePromotion(transaction, order, promoCode);
    const providerRef = method === 'wallet' ? (await wallet!.payOrder(transaction, { userId, paymentId, orderId: order.orderId, amount })).transferId : paymentId;
    await repository.insertPayment(transaction, {
      paymentId,
      orderId: order.orderId,
      provider,
      categoryId: body.categoryId,
      subCategoryId: body.subCategoryId,
      amount,
      status: 'paid',
      providerRef,
      paymentCode: null,
      details: { userId },
      expiresAt,
      paidAt,
      createdAt: paidAt,
    });
    if (method === 'agentCredit') await credit!.charge(transaction, { userId, order, paymentId, amount });
    await orders.paymentSucceeded(transaction, order.orderId, paymentId);
    return {
      code: 200 as const,
      data: { paymentId, orderId: order.orderId, amount, expiresAt: expiresAt.toISOString(), action: { type: 'redirect', url: `${body.returnPath}?orderId=${order.orderId}` } },
    };
  }

  return {
    /** POST /checkout/v5/all-checkout: what the payment page shows for an order. */
    async allCheckout(payload: AllCheckoutPayload, userId: string | null = null, miniApp: MiniAppCaller | null = null): Promise<AllCheckoutResponse> {
      const order = await orders.forGuest(payload.orderId, payload.orderKey);
      payable(order);
      if (userId) await orders.claimForUser(order, payload.orderKey, userId);
      // A refused code leaves the order payable at its price without it; the field error says why.
      const priced = await priceWithPromotion(order, payload.promoCode, payload.language);
      const commissions = userId ? await repository.agentCommissionsOf(userId) : undefined;
      const agentCommission = commissions
? orderCommission(commissionedItems(order.items), commissions) : null;
      return {
        code: 200,
        data: {
          orderId: order.orderId,
          status: order.status,
          holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
          breakdown: priced.breakdown,
          amount: priced.breakdown.grandTotal,
          promotion: priced.promotion,
          promoError: priced.rejection ? { field: 'promoCode', reason: priced.rejection, message: promotionRejectionMessage(priced.rejection, payload.language) } : null,
          methods: await methods(payload.language, userId, miniApp),
          agentCommission,
        },
      };
    },

    /**
     * POST /pay/makepayment: starts the payment with its provider, once per idempotency key.
     *
     * Nothing slow or foreign runs inside the transaction (issue 10): the order and the promotion are
     * read and the provider's session is opened first (`prepare`), then one short transaction on one
     * connection takes, in the lock order of decision 010, the hold-limit keys (24-hour methods only),
     * the order row (checked again under it), then writes the payment, the promotion's use and the
     * order's new state. Payment starts of one order take turns in memory on this node (in-turn.ts), so
     * twelve clicks use one pooled connection at a time, not twelve waiting on one row lock.
     * `requester` is who asks, for the limits on 24-hour holds.
     */
    async makePayment(body: MakePaymentRequest, idempotencyKey: string, userId: string | null = null, requester?: HoldRequester, miniApp: MiniAppCaller | null = null): Promise<MakePaymentResponse> {
      const chosen = SUB_CATEGORY_METHOD[body.subCategoryId];
      const ownLedger = chosen === 'wallet' ? wallet : chosen === 'agentCredit' ? credit : undefined;
      // The wallet and a credit are the signed-in caller's own: without a live session there is nothing to pay from.
      if (isOwn(chosen) && ownLedger && !userId) throw new AppError('SESSION_EXPIRED');
      // The key is the caller's: another member's retry with the same key is not this payment.
      const keyed = isOwn(chosen) ? { ...body, userId } : body;
      return inTurn([`order:${body.orderId}`], async () => {
        const order = await orders.forGuest(body.orderId, body.orderKey);
        // A shop code or a cash collection holds the seats 24 hours: limited per client (hold-limits.ts).
        const extended = chosen === 'payAtShop' || chosen === 'cashOnDelivery' ? orders.extendedHoldKeys(order, requester) : null;
        const start = () => once(db, 'pay.makepayment', idempotencyKey, keyed, (transaction, prepared: Prepared) => startInTransaction(transaction, prepared), prepare);

        // Checks run after the key is looked up, so a retry after the payment started gets its first answer.
        async function prepare(): Promise<Prepared> {
          payable(order);
          const method = SUB_CATEGORY_METHOD[body.subCategoryId];
          if (!method || PAYMENT_CATEGORY[method] !== body.categoryId || (isOwn(method) && !ownLedger)) throw new AppError('PAYMENT_METHOD_REQUIRED', 'body.subCategoryId');
          if (isOwn(method)) return { own: true, method };
          // The partner's wallet is paid inside its app: outside a mini-app session there is no such method.
          if (method === 'partnerWallet' && !miniApp) throw new AppError('PAYMENT_METHOD_REQUIRED', 'body.subCategoryId');
          if (body.subCategoryId === CASH_ON_DELIVERY_SUB_CATEGORY_ID && !body.cashOnDelivery) throw new FieldErrors({ 'body.cashOnDelivery.address': 'required' });
          const priced = await promotionFor(order, body.promoCode, body.language);
          const provider = providers[PROVIDER_OF[method]];
          if (!provider) throw new AppError('PAYMENT_METHOD_REQUIRED', 'body.subCategoryId');
          const placedAt = now();
          // Card and wallet payments must finish inside the order's own 15-minute window; a shop code or a
          // cash collection gets its own 24 hours and the hold is extended to match.
          const expiresAt = method === 'card' || method === 'mobileWallet' || method === 'partnerWallet' ? order.holdExpiresAt! : paymentDeadline(method, placedAt);
          const paymentId = `PAY${randomBytes(12).toString('hex').toUpperCase()}`;
          const amount = priced.breakdown.grandTotal;
          const started = await provider.start({
            merchantRef: paymentId,
            orderId: order.orderId,
            amount,
            currency: 'MMK',
            expiresAt,
            returnUrl: `${body.returnPath}?orderId=${order.orderId}`,
            language: body.language,
          });
          return { own: false, method, provider: PROVIDER_OF[method], paymentId, amount, placedAt, expiresAt, started };
        }

        async function startInTransaction(transaction: Transaction, prepared: Prepared): Promise<MakePaymentResponse> {
          if (extended) await orders.limitExtendedHold(transaction, order, extended.keys);
          const locked = await orders.lockOrder(transaction, order.orderId);
          if (!locked) throw new AppError('NOT_FOUND');
          payable(locked);
          if (prepared.own) return payFromOwnLedger(transaction, locked, body, prepared.method, userId!);
          // Priced again under the lock, against the order's current promotion use.
          const priced = await promotionFor(locked, body.promoCode, body.language, transaction);
          // The provider was opened for the amount read before the lock; one that changed since (the
          // promotion was edited meanwhile) is not charged: the customer sees the new price and tries again.
          if (priced.breakdown.grandTotal !== prepared.amount) throw new AppError('PRICE_CHANGED');
          const { paymentId, placedAt, expiresAt, started } = prepared;
          await repository.insertPayment(transaction, {
            paymentId,
            orderId: locked.orderId,
            provider: prepared.provider,
            categoryId: body.categoryId,
            subCategoryId: body.subCategoryId,
            amount: prepared.amount,
            status: 'pending',
            providerRef: started.providerRef,
            paymentCode: started.paymentCode ?? null,
            details: body.cashOnDelivery ? { cashOnDelivery: body.cashOnDelivery } : null,
            expiresAt,
            createdAt: placedAt,
          });
          // One use per order: an order that changes its code gives back the use its earlier attempt took.
          await takePromotion(transaction, locked, priced.promotion?.code ?? null);
          if (miniApp?.referralCode) await repository.recordReferral(transaction, locked.orderId, miniApp.referralCode);
          await orders.paymentStarted(
            transaction,
            locked.orderId,
            {
              paymentMethod: prepared.provider,
              // A card or wallet payment leaves the hold as it is; a shop code or cash collection extends it.
              holdExpiresAt: extended ? expiresAt : locked.holdExpiresAt!,
              amount: prepared.amount,
              promoCode: priced.promotion?.code ?? null,
              promoDiscount: priced.discount,
              breakdown: priced.breakdown,
            },
            extended?.client ?? null,
          );
          return {
            code: 200 as const,
            data: { paymentId, orderId: locked.orderId, amount: prepared.amount, expiresAt: expiresAt.toISOString(), action: started.action },
          };
        }

        // A burst of 24-hour holds from one client waits its turn here too, holding no connection.
        return extended ? inTurn(extended.turn, start) : start();
      });
    },

    /**
     * POST /pay/updatepaystatus: a provider's signed result. A bad signature, a stale timestamp, a
     * nonce seen before or an amount that is not the payment's is refused and changes nothing.
     */
    async updatePayStatus(body: PayStatusCallback) {
      // Our own ledgers have no provider to call back.
      if (body.provider === 'wallet' || body.provider === 'agent_credit') throw new AppError('PAYMENT_REJECTED');
      const provider = providers[body.provider];
      if (!provider) throw new AppError('PAYMENT_REJECTED', 'body.provider');
      const check = provider.verifyCallback(body, now());
      if (!check.ok) throw new AppError('PAYMENT_REJECTED', check.reason === 'stale' ? 'body.timestamp' : 'body.signature');
      // A provider that asks for it (the partner wallet): 'paid' is believed only when its own query says
      // so too, asked before the transaction (no foreign call holds a lock). Anything else changes nothing.
      if (provider.confirmsByQuery && body.status === 'paid') {
        const payment = await repository.findPayment(body.paymentRef);
        if (!payment || payment.provider !== body.provider) throw new AppError('PAYMENT_REJECTED', 'body.paymentRef');
        if ((await provider.query(payment.providerRef)) !== 'paid') throw new AppError('PAYMENT_REJECTED', 'body.status');
      }
      if (wallet?.isTopupRef(body.paymentRef)) {
        const topups = wallet;
        return withTransaction(db, async (transaction) => {
          const settled = await topups.topupCallback(transaction, body, () => repository.takeNonce(transaction, body.provider, body.nonce, body.paymentRef, body.status));
          return { code: 200 as const, data: { orderId: settled.topupId, paymentStatus: settled.status, status: settled.status } };
        });
      }
      return withTransaction(db, async (transaction) => {
        // The order before its payment: the lock order every change of both follows (decision 010).
        await orders.lockOrderOfPayment(transaction, body.paymentRef);
        const payment = await repository.lockPayment(transaction, body.paymentRef);
        if (!payment || payment.provider !== body.provider || payment.amount !== body.amount || payment.currency !== body.currency) {
          throw new AppError('PAYMENT_REJECTED', 'body.paymentRef');
        }
        if (!(await repository.takeNonce(transaction, body.provider, body.nonce, payment.paymentId, body.status))) throw new AppError('PAYMENT_REJECTED', 'body.nonce');
        // The same path reconciliation takes (settle-payment.ts): whichever comes first applies it, once.
        await settlePayment(transaction, { repository, orders, now }, payment, body.status === 'paid' ? 'paid' : 'failed', body.reason);
        const order = await orders.lockedState(transaction, payment.orderId);
        return { code: 200 as const, data: { orderId: payment.orderId, paymentStatus: order.paymentStatus, status: order.status } };
      });
    },

    /**
     * The refund job: pays one queued refund out (orders.service.ts decides it, with its amount), once:
     * into a wallet (the one a wallet payment came from, or the order's member's) in one transaction
     * with the transfer, or back through the payment's provider, asked with the refund's own key so a
     * retried job refunds nothing twice. The payment is 'refunded' once its refunds add up to it.
     */
    async refund(refundId: number): Promise<void> {
      const refund = await repository.findRefund(refundId);
      if (!refund || refund.status !== 'queued') return;
      const payment = await repository.findPayment(refund.paymentId);
      if (!payment) throw new Error(`refund ${refundId}: payment ${refund.paymentId} is missing`);
      const toCredit = payment.provider === 'agent_credit';
      const paidOut = async (transaction: Transaction) => {
        await repository.refundDone(transaction, refundId, now());
        if ((await repository.refundedTotal(transaction, payment.paymentId)) >= payment.amount) await repository.setPaymentStatus(transaction, payment.paymentId, 'refunded', now());
        await orders.markRefunded(transaction, refund);
        // An agent's booking: the credit gets its money back, the agent gives back their commission's share.
        await credit?.refunded(transaction, { refundId, orderId: refund.orderId, paymentId: payment.paymentId, amount: refund.amount, toCredit });
      };
      if (refund.destination === 'wallet') {
        if (!wallet) throw new Error('a refund to the wallet needs the wallet');
        const ledger = wallet;
        // A wallet payment goes back to the member it debited; any other to the member who placed the order.
        const debited = payment.provider === 'wallet' ? await ledger.customerOf(payment.providerRef) : undefined;
        if (payment.provider === 'wallet' && !debited) throw new Error(`wallet payment ${payment.paymentId} has no customer entry`);
        await withTransaction(db, async (transaction) => {
          const order = await orders.lockOrder(transaction, refund.orderId);
          if ((await repository.lockRefund(transaction, refundId))?.status !== 'queued') return;
          const userId = debited ?? order?.userId;
          if (!userId) throw new Error(`refund ${refundId}: order ${refund.orderId} has no member to refund to`);
          // The order's side first (it may end the sale and give back its promotion's use), the wallet's
          // accounts last: decision 010's lock order, as a wallet payment takes them.
          await paidOut(transaction);
          await ledger.refundPayment(transaction, { refundId, paymentId: payment.paymentId, orderId: refund.orderId, amount: refund.amount, userId });
        });
        return;
      }
      if (toCredit) {
        // Back to the agent's credit: our own ledger, written with the refund in one transaction.
        if (!credit) throw new Error("a refund to an agent's credit needs the agents' credit");
        await withTransaction(db, async (transaction) => {
          await orders.lockOrder(transaction, refund.orderId);
          if ((await repository.lockRefund(transaction, refundId))?.status !== 'queued') return;
          await paidOut(transaction);
        });
        return;
      }
      const provider = providers[payment.provider as PartnerProviderKind];
      // Retried by the job until the provider's adapter is configured again, or answers.
      if (!provider) throw new Error(`payment ${payment.paymentId}: provider ${payment.provider} is not enabled, so it cannot refund`);
      await provider.refund(payment.providerRef, refund.amount, `refund-${refundId}`);
      await withTransaction(db, async (transaction) => {
        await orders.lockOrder(transaction, refund.orderId);
        if ((await repository.lockRefund(transaction, refundId))?.status !== 'queued') return;
        await paidOut(transaction);
      });
    },

    /**
     * A refund job queued before refunds were rows (it names the order, and a late or duplicate
     * payment): the refund it meant is decided now, as the orders feature would have, and paid out.
     * Nothing when that payment was refunded meanwhile.
     */
    async refundQueuedBefore(job: { orderId: string; keepStatus?: 'late' | 'paid'; paymentId?: string; toWallet?: boolean }): Promise<void> {
      const reason = job.keepStatus === 'late' ? 'late' : job.keepStatus === 'paid' ? 'duplicate' : job.toWallet ? 'cancelled' : 'not_fulfilled';
      await withTransaction(db, async (transaction) => {
        await orders.lockOrder(transaction, job.orderId);
        await orders.queueRefund(transaction, job.orderId, reason, { paymentId: job.paymentId, toWallet: job.toWallet });
      });
      for (const refundId of await repository.queuedRefunds(job.orderId)) await this.refund(refundId);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
