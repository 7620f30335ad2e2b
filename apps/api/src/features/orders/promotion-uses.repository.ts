import type { Database } from '@thwa/db/connection';
import { promotionUses, promotions } from '@thwa/db/schema';
import { and, eq, ne, sql, type Transaction } from '@thwa/db/sql';

/** What taking a promotion's use for an order came to: taken, or the limit that refused it. */
export type PromotionUseTaken = 'taken' | 'used_up' | 'customer_limit';

/**
 * The uses of promotions (decision 027), one `promotion_uses` row per order that holds one, beside the
 * promotion's `used` count for its total limit. Shared by the payments feature, which takes a use when
 * a payment starts with a code, and the orders feature, which gives it back when the order's hold ends
 * or the order is cancelled.
 */
export const promotionUsesRepository = {
  /**
   * Takes one use of `code` for `orderId`, while the promotion has uses left in total and for this
   * customer. Race-safe without a stronger isolation level: the conditional UPDATE takes the
   * promotion's row lock first, and every other taker of this code holds that lock until it commits its
   * use's row; so the count, a statement of its own (READ COMMITTED reads with a new snapshot per
   * statement), sees every use committed before the lock came to us. Two orders of one customer racing
   * for a limit of 1: the second counts the first's row and is refused.
   */
  async take({ tx }: Transaction, code: string, use: { customer: string; orderId: string }): Promise<PromotionUseTaken> {
    const [promotion] = await tx
      .update(promotions)
      .set({ used: sql`${promotions.used} + 1` })
      .where(and(eq(promotions.code, code), sql`(${promotions.usageLimit} is null or ${promotions.used} < ${promotions.usageLimit})`))
      .returning({ perCustomerLimit: promotions.perCustomerLimit });
    if (!promotion) return 'used_up';
    if (promotion.perCustomerLimit !== null) {
      const [counted] = await tx
        .select({ uses: sql<number>`count(*)::int` })
        .from(promotionUses)
        .where(and(eq(promotionUses.code, code), eq(promotionUses.customer, use.customer), ne(promotionUses.orderId, use.orderId)));
      if ((counted?.uses ?? 0) >= promotion.perCustomerLimit) {
        // Not left to the caller's rollback: the count goes back with the refusal.
        await tx.update(promotions).set({ used: sql`${promotions.used} - 1` }).where(eq(promotions.code, code));
        return 'customer_limit';
      }
    }
    await tx.insert(promotionUses).values({ code, customer: use.customer, orderId: use.orderId });
    return 'taken';
  },

  /**
   * Gives back the use `orderId` holds of `code`, once: the use's row is deleted, and only a row
   * deleted here lowers the count. A second call (a job run twice, a cancellation after the code was
   * dropped) finds no row and changes nothing.
   */
  async release({ tx }: Transaction, code: string, orderId: string): Promise<boolean> {
    const released = await tx
      .delete(promotionUses)
      .where(and(eq(promotionUses.code, code), eq(promotionUses.orderId, orderId)))
      .returning({ code: promotionUses.code });
    if (released.length === 0) return false;
    await tx
      .update(promotions)
      .set({ used: sql`${promotions.used} - 1` })
      .where(and(eq(promotions.code, code), sql`${promotions.used} > 0`));
    return true;
  },

  /** How many orders other than `orderId` of this customer hold a use of `code` (for the price shown before paying). */
  async usesByCustomer(reader: Database, code: string, customer: string, orderId: string): Promise<number> {
    const [counted] = await reader
      .select({ uses: sql<number>`count(*)::int` })
      .from(promotionUses)
      .where(and(eq(promotionUses.code, code), eq(promotionUses.customer, customer), ne(promotionUses.orderId, orderId)));
    return counted?.uses ?? 0;
  },
};
