import type { Route } from './+types/ops-hotels';
import { loadConsoleHotels } from '../features/operations/hotel-content/hotel-content.server.ts';
import { ConsoleHotelsPage } from '../features/operations/hotel-content/hotels-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleHotels({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/hotels`: our hotels, to open one's pictures and descriptions (hotels.content). */
export default function OpsHotels({ loaderData }: Route.ComponentProps) {
  return <ConsoleHotelsPage data={loaderData} />;
}
