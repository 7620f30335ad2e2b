import type { Route } from './+types/flight-contact-info';
import { checkoutStepRequest } from '../features/checkout/checkout-request.server.ts';
import { loadContactInfo, storeContact } from '../features/checkout/checkout.server.ts';
import { ContactPage } from '../features/checkout/contact-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadContactInfo(checkoutStepRequest(request, context));
}

export function action({ request, context }: Route.ActionArgs) {
  return storeContact(checkoutStepRequest(request, context));
}

export const handle = { pageId: 'flight_checkout_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/flight/contact-info`: who to send the ticket to (spec §1 "Contact info"), online or offline. */
export default function FlightContactInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} actionData={actionData} />;
}
