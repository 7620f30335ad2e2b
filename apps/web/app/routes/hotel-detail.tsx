import type { Route } from './+types/hotel-detail';
import { webRuntime } from '../runtime.ts';
import { loadHotelDetail } from '../features/hotel-listing/hotel-detail.server.ts';
import { HotelDetailPage } from '../features/hotel-listing/hotel-detail-page.tsx';
import { hotelPageMeta } from '../features/hotel-listing/hotel-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHotelDetail({ request, api: context.get(webRuntime).api });
}

export const handle = { pageId: 'hotel_detail_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => hotelPageMeta(loaderData, matches);

/** `/hotel/detail`: a hotel for the search of its address (spec §2 parameters and `hotelId`), its rooms and rates. */
export default function HotelDetail({ loaderData }: Route.ComponentProps) {
  return <HotelDetailPage data={loaderData} />;
}
