import { redirect } from 'react-router';
import type { Route } from './+types/ops-order-notes';
import { postOrderMessage } from '../features/operations/order-notes/order-notes.server.ts';

/** `/ops/orders/:orderId/notes`: the order page's note and resend forms post here (permission orders.message); a visit goes to the order. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/ops/orders/${encodeURIComponent(params.orderId)}`);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return postOrderMessage({ request, context, params });
}
