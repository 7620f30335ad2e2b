import type { Route } from './+types/traveler-list';
import { loadTravelerList, travelerListAction } from '../features/travelers/travelers.server.ts';
import { TravelerListPage } from '../features/travelers/traveler-list-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTravelerList({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return travelerListAction({ request, context });
}

export const handle = { pageId: 'saved_travellers_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/traveler-list`: the signed-in user's saved travellers (spec §2). */
export default function TravelerList({ loaderData, actionData }: Route.ComponentProps) {
  return <TravelerListPage data={loaderData} actionData={actionData} confirmUuid={loaderData.confirm} />;
}
