import { z } from 'zod';

/**
 * What every product's order contracts share: money, the ids of a checkout and an order, the order a
 * store placed, the price breakdown, and what every order item carries (decision 024). It imports no
 * other contract: booking.ts builds OrderItem from the products' list (products.ts), so the product
 * files that list imports take these from here, never from booking.ts, or loading either would meet
 * the other half-evaluated.
 */

export const Instant = z.iso.datetime({ offset: true });
export const OrderId = z.string().regex(/^TW\d{10}$/, 'an order id such as TW2611220001');
export const CheckoutId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
export const OrderKey = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/).describe('the secret the order store answered; proves the caller placed the order');
export const Money = z.number().int().describe('MMK, whole kyats');

export const PriceBreakdown = z
  .object({
    subTotal: Money,
    airlineTaxes: Money,
    taxes: Money,
    convenienceFees: Money,
    discount: Money,
    promotion: Money,
    insurance: Money,
    total: Money,
    grandTotal: Money,
    currency: z.literal('MMK'),
  })
  .meta({ id: 'PriceBreakdown' });
export type PriceBreakdown = z.infer<typeof PriceBreakdown>;

/** What a product's store answers once its order is placed. */
export const OrderPlaced = z.object({
  orderId: OrderId,
  orderKey: OrderKey,
  status: z.string(),
  amount: Money,
  holdExpiresAt: Instant.nullable(),
});

/** Where an item's document (e-ticket, voucher, certificate) is read and downloaded: signed links that expire. */
export const DocumentLinks = z.object({ viewUrl: z.string(), downloadUrl: z.string() }).meta({ id: 'DocumentLinks' });
export type DocumentLinks = z.infer<typeof DocumentLinks>;
/** What every item of an order carries, whatever it sells (decision 024). */
export const ItemCommon = {
  itemNo: z.number().int().min(1).describe("the item's number in its order, from 1"),
  document: DocumentLinks.nullable().describe("the item's own document once it is issued; null before"),
};
