import type { Route } from './+types/account-my-trip-view-ticket';
import { loadViewTicket } from '../features/trips/trips.server.ts';
import { ViewTicketPage } from '../features/trips/view-ticket-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadViewTicket({ request, context });
}

export const handle = { pageId: 'view_ticket_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/my-trip/view-ticket`: one trip's ticket (spec §2 view ticket screen). */
export default function ViewTicket({ loaderData }: Route.ComponentProps) {
  return <ViewTicketPage data={loaderData} />;
}
