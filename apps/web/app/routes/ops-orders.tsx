import type { Route } from './+types/ops-orders';
import { loadOpsOrders } from '../features/operations/orders/orders.server.ts';
import { ConsoleOrdersPage } from '../features/operations/orders/orders-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOpsOrders({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/orders`: find orders by what a customer tells support, and by status, product, date and agent (permission orders.view). */
export default function OpsOrders({ loaderData }: Route.ComponentProps) {
  return <ConsoleOrdersPage data={loaderData} />;
}
