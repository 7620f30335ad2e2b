import type { Route } from './+types/hotel-checkout';
import { webRuntime } from '../runtime.ts';
import { readAccountSession } from '../features/account/session.server.ts';
import { loadHotelCheckout, placeHotelOrder } from '../features/hotel-checkout/hotel-checkout.server.ts';
import { HotelCheckoutPage } from '../features/hotel-checkout/hotel-checkout-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHotelCheckout({ request, api: context.get(webRuntime).api, session: readAccountSession(context) });
}

export function action({ request, context }: Route.ActionArgs) {
  return placeHotelOrder({ request, api: context.get(webRuntime).api, session: readAccountSession(context) });
}

export const handle = { pageId: 'hotel_checkout_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/hotel/checkout`: the guest of each room, arrival time, special request and contact (spec §2, §3). */
export default function HotelCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <HotelCheckoutPage data={loaderData} actionData={actionData} />;
}
