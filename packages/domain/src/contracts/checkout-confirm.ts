import { z } from 'zod';
import { ConfirmResponse } from './booking.ts';
import { PRODUCT_CONFIRM_RESPONSES } from './products.ts';

/**
 * `/checkout/v2/confirm` is the spec's one confirm path (spec §7) for a flight and for the products
 * that confirm there (contracts/products.ts PRODUCT_CONFIRM_RESPONSES), told apart by the payload's
 * `product`: its answer is a flight's checkout summary or that product's confirmation.
 */
export const CheckoutConfirmResponse = z.union([ConfirmResponse, ...PRODUCT_CONFIRM_RESPONSES]).meta({ id: 'CheckoutConfirmResponse' });
export type CheckoutConfirmResponse = z.infer<typeof CheckoutConfirmResponse>;
