import type { Route } from './+types/bus-search';
import { webRuntime } from '../runtime.ts';
import { loadBusResults } from '../features/bus-listing/bus-search.server.ts';
import { BusResultsPage } from '../features/bus-listing/results-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBusResults({ request, api: context.get(webRuntime).api });
}

export const handle = { pageId: 'bus_results_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/bus/search`: the day's coaches on a route, filtered and sorted from the address (issue 21). */
export default function BusSearch({ loaderData }: Route.ComponentProps) {
  return <BusResultsPage data={loaderData} />;
}
