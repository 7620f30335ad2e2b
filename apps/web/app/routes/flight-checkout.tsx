import type { Route } from './+types/flight-checkout';
import { webRuntime } from '../runtime.ts';
import { readAccountSession } from '../features/account/session.server.ts';
import { confirmTravellers, loadCheckout } from '../features/checkout/checkout.server.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout({ request, api: context.get(webRuntime).api, session: readAccountSession(context) });
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmTravellers({ request, api: context.get(webRuntime).api, session: readAccountSession(context) });
}

export const handle = { pageId: 'flight_checkout_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/flight/checkout`: verify the chosen flights, then the travellers' details (spec §1 "Detail info"). */
export default function FlightCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} actionData={actionData} />;
}
