import { orderEvents } from '@thwa/db/schema';
import { and, eq, sql, type Transaction } from '@thwa/db/sql';

/** What the console's order actions read besides the order itself. */
export const orderActionsRepository = {
  /** Whether a retry with this attempt id was recorded on the order already (a second click of one button). */
  async retryRecorded({ tx }: Transaction, orderId: string, attemptId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'fulfilment.retried'), sql`${orderEvents.data}->>'attemptId' = ${attemptId}`))
      .limit(1);
    return row !== undefined;
  },
};
