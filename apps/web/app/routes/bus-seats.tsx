import type { Route } from './+types/bus-seats';
import { checkoutStepRequest } from '../features/checkout/checkout-request.server.ts';
import type { ShouldRevalidateFunction } from 'react-router';
import { holdBusSeats, loadBusSeats } from '../features/bus-seats/bus-seats.server.ts';
import { BusSeatsPage } from '../features/bus-seats/seat-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBusSeats(checkoutStepRequest(request, context));
}

export function action({ request, context }: Route.ActionArgs) {
  return holdBusSeats(checkoutStepRequest(request, context));
}

/**
 * A refused hold (409: a seat taken meanwhile or kept for the other gender) loads the map again, so the
 * passenger sees who has the seat now; React Router leaves the loaders alone after a 4xx by default.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) => actionStatus === 409 || defaultShouldRevalidate;

export const handle = { pageId: 'bus_seats_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/bus/seats`: a departure's seat map, boarding and dropping points; the seats chosen are held (issue 21). */
export default function BusSeats({ loaderData, actionData }: Route.ComponentProps) {
  return <BusSeatsPage data={loaderData} actionData={actionData} />;
}
