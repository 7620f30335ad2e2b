import type { Route } from './+types/bus-operations';
import { loadBusDepartures } from '../features/bus-operations/bus-operations.server.ts';
import { BusDeparturesPage } from '../features/bus-operations/bus-departures-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBusDepartures({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/bus`: a day's coaches with their seats (inventory.view). */
export default function OpsBus({ loaderData }: Route.ComponentProps) {
  return <BusDeparturesPage data={loaderData} />;
}
