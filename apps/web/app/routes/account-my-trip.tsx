import type { Route } from './+types/account-my-trip';
import { loadMyTrips } from '../features/trips/trips.server.ts';
import { MyTripsPage } from '../features/trips/my-trips-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyTrips({ request, context });
}

export const handle = { pageId: 'my_trips_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/my-trip`: the signed-in user's trips (spec §2). */
export default function MyTrips({ loaderData }: Route.ComponentProps) {
  return <MyTripsPage data={loaderData} />;
}
