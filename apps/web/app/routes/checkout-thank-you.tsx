import type { Route } from './+types/checkout-thank-you';
import { webRuntime } from '../runtime.ts';
import { cancelFromThankYou, loadThankYou } from '../features/thank-you/thank-you.server.ts';
import { ThankYouPage } from '../features/thank-you/thank-you-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadThankYou({ request, runtime: context.get(webRuntime) });
}

export function action({ request, context }: Route.ActionArgs) {
  return cancelFromThankYou({ request, runtime: context.get(webRuntime) });
}

export const handle = { pageId: 'thank_you_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/checkout/thank-you?orderId=`: how the booking ended (spec §4 thank-you outcomes) and its ticket. */
export default function CheckoutThankYou({ loaderData, actionData }: Route.ComponentProps) {
  return <ThankYouPage data={loaderData} cancelError={actionData?.cancelError ?? null} />;
}
