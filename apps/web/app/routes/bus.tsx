import type { Route } from './+types/bus';
import { webRuntime } from '../runtime.ts';
import { loadBusLanding } from '../features/bus-search/bus-landing.server.ts';
import { BusLandingPage } from '../features/bus-search/landing-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBusLanding({ request, api: context.get(webRuntime).api });
}

export const handle = { pageId: 'bus_search_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/bus`: from, to, date, passengers and the fare's nationality (issue 21, spec §3 product type 9). */
export default function Bus({ loaderData }: Route.ComponentProps) {
  return <BusLandingPage data={loaderData} />;
}
