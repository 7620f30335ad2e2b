import type { Route } from './+types/ops-order-refunds';
import { loadRefundPanel, postOrderRefund } from '../features/operations/order-refunds/order-refunds.server.ts';

/** `/ops/orders/:orderId/refunds`: the refund panel's data (refunds.request) and its forms' posts; back to the order page after each. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadRefundPanel({ request, context, params });
}

export function action({ request, context, params }: Route.ActionArgs) {
  return postOrderRefund({ request, context, params });
}
