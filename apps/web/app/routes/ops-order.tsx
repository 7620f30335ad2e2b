import type { Route } from './+types/ops-order';
import { loadOpsOrder } from '../features/operations/orders/orders.server.ts';
import { ConsoleOrderPage } from '../features/operations/orders/order-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadOpsOrder({ request, context, params });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/orders/:orderId`: an order's page, each item through its own product, with its timeline, payments, refunds, documents and messages (permission orders.view). */
export default function OpsOrder({ loaderData }: Route.ComponentProps) {
  return <ConsoleOrderPage data={loaderData} />;
}
