import type { Route } from './+types/bus-checkout';
import { checkoutStepRequest } from '../features/checkout/checkout-request.server.ts';
import { loadBusCheckout, placeBusOrder } from '../features/bus-checkout/bus-checkout.server.ts';
import { BusCheckoutPage } from '../features/bus-checkout/checkout-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBusCheckout(checkoutStepRequest(request, context));
}

export function action({ request, context }: Route.ActionArgs) {
  return placeBusOrder(checkoutStepRequest(request, context));
}

export const handle = { pageId: 'bus_checkout_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/bus/checkout?checkoutId=`: the held seats' passengers and the contact, then payment (issue 21). */
export default function BusCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <BusCheckoutPage data={loaderData} actionData={actionData} />;
}
