import type { Route } from './+types/ops-hotel';
import { changeConsoleHotel, loadConsoleHotel } from '../features/operations/hotel-content/hotel-content.server.ts';
import { ConsoleHotelPage } from '../features/operations/hotel-content/hotel-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadConsoleHotel({ request, context }, params.hotelId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return changeConsoleHotel({ request, context }, params.hotelId);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/hotels/:hotelId`: a hotel's pictures (upload, order, cover, remove) and descriptions in both languages (hotels.content). */
export default function OpsHotel({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleHotelPage data={loaderData} action={actionData} />;
}
