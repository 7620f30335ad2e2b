import type { Route } from './+types/ops-queues';
import { confirmMoneyReceived, loadConsoleQueues } from '../features/operations/queues/queues.server.ts';
import { ConsoleQueuesPage } from '../features/operations/queues/queues-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleQueues({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmMoneyReceived({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/queues`: open work with deadlines (permission queues.view); 'Money received' with payments.confirm. */
export default function OpsQueues({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleQueuesPage data={loaderData} action={actionData} />;
}
