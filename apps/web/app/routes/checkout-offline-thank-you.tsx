import type { Route } from './+types/checkout-offline-thank-you';
import { webRuntime } from '../runtime.ts';
import { loadOfflineThankYou } from '../features/thank-you/thank-you.server.ts';
import { OfflineThankYouPage } from '../features/thank-you/offline-thank-you-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOfflineThankYou({ request, runtime: context.get(webRuntime) });
}

export const handle = { pageId: 'thank_you_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/checkout/offline-thank-you?orderId=`: an offline request received; our team calls back (spec §1 offline flow). */
export default function CheckoutOfflineThankYou({ loaderData }: Route.ComponentProps) {
  return <OfflineThankYouPage data={loaderData} />;
}
