import type { Route } from './+types/traveler-info';
import { loadTravelerInfo, travelerInfoAction } from '../features/travelers/travelers.server.ts';
import { TravelerInfoPage } from '../features/travelers/traveler-info-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTravelerInfo({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return travelerInfoAction({ request, context });
}

export const handle = { pageId: 'traveller_form_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/traveler-info`: add or edit a saved traveller (spec §2). */
export default function TravelerInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <TravelerInfoPage data={loaderData} actionData={actionData} />;
}
