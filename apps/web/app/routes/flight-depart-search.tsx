import type { Route } from './+types/flight-depart-search';
import { webRuntime } from '../runtime.ts';
import { loadFlightListing } from '../features/flight-listing/flight-listing.server.ts';
import { FlightListing } from '../features/flight-listing/flight-listing.tsx';
import { listingMeta } from '../features/flight-listing/listing-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFlightListing({ request, api: context.get(webRuntime).api, step: 'depart' });
}

export const handle = { pageId: 'flight_departure_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta(loaderData, matches);

/** `/flight/depart/search`: the departure listing of spec §2, driven by its query string. */
export default function FlightDepartSearch({ loaderData }: Route.ComponentProps) {
  return <FlightListing data={loaderData} />;
}
