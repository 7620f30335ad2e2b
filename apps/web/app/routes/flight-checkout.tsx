import type { Route } from './+types/flight-checkout';
import { checkoutStepRequest } from '../features/checkout/checkout-request.server.ts';
import { confirmTravellers, loadCheckout } from '../features/checkout/checkout.server.ts';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(checkoutStepRequest(request, context));
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmTravellers(checkoutStepRequest(request, context));
}

export const handle = { pageId: 'flight_checkout_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/flight/checkout`: verify the chosen flights, then the travellers' details (spec §1 "Detail info"). */
export default function FlightCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} actionData={actionData} />;
}
