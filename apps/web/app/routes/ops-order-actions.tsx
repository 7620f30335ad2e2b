import { redirect } from 'react-router';
import type { Route } from './+types/ops-order-actions';
import { postOrderAction } from '../features/operations/order-actions/order-actions.server.ts';

/** `/ops/orders/:orderId/actions`: the order page's action forms post here (permission orders.act); a visit goes to the order. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/ops/orders/${encodeURIComponent(params.orderId)}`);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return postOrderAction({ request, context, params });
}
