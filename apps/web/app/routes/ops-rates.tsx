import type { Route } from './+types/ops-rates';
import { loadConsoleRates, publishRate } from '../features/operations/settings/rates.server.ts';
import { ConsoleRatesPage } from '../features/operations/settings/rates-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleRates({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return publishRate({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/rates`: exchange rates, each from a time, with their history (permission rates.edit). */
export default function OpsRates({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleRatesPage data={loaderData} action={actionData} />;
}
