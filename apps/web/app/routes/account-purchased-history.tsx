import type { Route } from './+types/account-purchased-history';
import { loadPurchaseHistory } from '../features/trips/trips.server.ts';
import { PurchaseHistoryPage } from '../features/trips/purchase-history-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPurchaseHistory({ request, context });
}

export const handle = { pageId: 'purchase_history_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/purchased-history`: payments of the signed-in user. */
export default function PurchaseHistory({ loaderData }: Route.ComponentProps) {
  return <PurchaseHistoryPage data={loaderData} />;
}
