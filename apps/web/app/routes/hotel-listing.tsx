import type { Route } from './+types/hotel-listing';
import { webRuntime } from '../runtime.ts';
import { loadHotelListing } from '../features/hotel-listing/hotel-listing.server.ts';
import { HotelListingPage } from '../features/hotel-listing/hotel-listing-page.tsx';
import { hotelPageMeta } from '../features/hotel-listing/hotel-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHotelListing({ request, api: context.get(webRuntime).api });
}

export const handle = { pageId: 'hotel_listing_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => hotelPageMeta(loaderData, matches);

/** `/hotel/listing`: the hotels of a search (spec §2 parameters), with the filters and sorts of spec §3 and §9. */
export default function HotelListing({ loaderData }: Route.ComponentProps) {
  return <HotelListingPage data={loaderData} />;
}
