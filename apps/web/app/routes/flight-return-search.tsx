import type { Route } from './+types/flight-return-search';
import { webRuntime } from '../runtime.ts';
import { loadFlightListing } from '../features/flight-listing/flight-listing.server.ts';
import { FlightListing } from '../features/flight-listing/flight-listing.tsx';
import { listingMeta } from '../features/flight-listing/listing-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFlightListing({ request, api: context.get(webRuntime).api, step: 'return' });
}

export const handle = { pageId: 'flight_return_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listingMeta(loaderData, matches);

/**
 * `/flight/return/search`: the return listing of a round trip. Its query is the departure listing's
 * plus `outward` (the chosen departure offer) and `cacheKey` (the search session).
 */
export default function FlightReturnSearch({ loaderData }: Route.ComponentProps) {
  return <FlightListing data={loaderData} />;
}
