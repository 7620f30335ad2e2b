import type { Route } from './+types/bus-checkout';
import { webRuntime } from '../runtime.ts';
import { readAccountSession } from '../features/account/session.server.ts';
import { loadBusCheckout, placeBusOrder } from '../features/bus-checkout/bus-checkout.server.ts';
import { BusCheckoutPage } from '../features/bus-checkout/checkout-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBusCheckout({ request, api: context.get(webRuntime).api, session: readAccountSession(context) });
}

export function action({ request, context }: Route.ActionArgs) {
  return placeBusOrder({ request, api: context.get(webRuntime).api, session: readAccountSession(context) });
}

export const handle = { pageId: 'bus_checkout_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/bus/checkout?checkoutId=`: the held seats' passengers and the contact, then payment (issue 21). */
export default function BusCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <BusCheckoutPage data={loaderData} actionData={actionData} />;
}
