import type { Route } from './+types/ops-refunds';
import { loadWaitingRefunds, postWaitingRefund } from '../features/operations/order-refunds/order-refunds.server.ts';
import { WaitingRefundsPage } from '../features/operations/order-refunds/refunds-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadWaitingRefunds({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return postWaitingRefund({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/refunds`: refunds waiting for a second employee (permission refunds.approve). */
export default function OpsRefunds({ loaderData }: Route.ComponentProps) {
  return <WaitingRefundsPage data={loaderData} />;
}
