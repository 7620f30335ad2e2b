import type { Route } from './+types/hotel-detail-room';
import { webRuntime } from '../runtime.ts';
import { loadHotelDetail } from '../features/hotel-listing/hotel-detail.server.ts';
import { HotelRoomPage } from '../features/hotel-listing/hotel-room-page.tsx';
import { hotelPageMeta } from '../features/hotel-listing/hotel-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHotelDetail({ request, api: context.get(webRuntime).api, room: true });
}

export const handle = { pageId: 'hotel_room_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => hotelPageMeta(loaderData, matches);

/** `/hotel/detail/room`: one room type of a hotel (`hotelId`, `roomTypeId`) for the search, with its rates in full. */
export default function HotelDetailRoom({ loaderData }: Route.ComponentProps) {
  return <HotelRoomPage data={loaderData} />;
}
