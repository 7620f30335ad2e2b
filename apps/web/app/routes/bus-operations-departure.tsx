import type { Route } from './+types/bus-operations-departure';
import { loadBusManifest } from '../features/bus-operations/bus-operations.server.ts';
import { BusManifestPage } from '../features/bus-operations/bus-manifest-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBusManifest({ request, context, params });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/bus/:departureId`: a coach's seat map and manifest (inventory.view). */
export default function OpsBusDeparture({ loaderData }: Route.ComponentProps) {
  return <BusManifestPage data={loaderData} />;
}
