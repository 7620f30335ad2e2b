import type { Route } from './+types/ops-order-refunds';
import { postOrderRefund } from '../features/operations/order-refunds/order-refunds.server.ts';

/** `/ops/orders/:orderId/refunds`: the posts of the order page's refund forms (the order page reads the panel itself); back to the order page after each. */
export function action({ request, context, params }: Route.ActionArgs) {
  return postOrderRefund({ request, context, params });
}
