import type { Route } from './+types/track-booking';
import { webRuntime } from '../runtime.ts';
import { loadTrackBooking, trackBooking } from '../features/track-booking/track-booking.server.ts';
import { TrackBookingPage } from '../features/track-booking/track-booking-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request }: Route.LoaderArgs) {
  return loadTrackBooking({ request });
}

export function action({ request, context }: Route.ActionArgs) {
  return trackBooking({ request, api: context.get(webRuntime).api });
}

export const handle = { pageId: 'track_booking_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/track-booking`: a guest finds a booking by its id and email (spec §4 track booking). */
export default function TrackBooking({ loaderData, actionData }: Route.ComponentProps) {
  return <TrackBookingPage data={loaderData} result={actionData} />;
}
