import type { Route } from './+types/hotel-checkout';
import { checkoutStepRequest } from '../features/checkout/checkout-request.server.ts';
import { loadHotelCheckout, placeHotelOrder } from '../features/hotel-checkout/hotel-checkout.server.ts';
import { HotelCheckoutPage } from '../features/hotel-checkout/hotel-checkout-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHotelCheckout(checkoutStepRequest(request, context));
}

export function action({ request, context }: Route.ActionArgs) {
  return placeHotelOrder(checkoutStepRequest(request, context));
}

export const handle = { pageId: 'hotel_checkout_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/hotel/checkout`: the guest of each room, arrival time, special request and contact (spec §2, §3). */
export default function HotelCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <HotelCheckoutPage data={loaderData} actionData={actionData} />;
}
