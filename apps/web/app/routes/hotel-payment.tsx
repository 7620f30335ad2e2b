import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/hotel-payment';
import { webRuntime } from '../runtime.ts';
import { loadPayment, payForOrder } from '../features/payment/payment.server.ts';
import { PaymentPage } from '../features/payment/payment-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';
import { readAccountSession } from '../features/account/session.server.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPayment({ request, api: context.get(webRuntime).api, session: readAccountSession(context) });
}

export function action({ request, context }: Route.ActionArgs) {
  return payForOrder({ request, api: context.get(webRuntime).api, session: readAccountSession(context) });
}

/**
 * After Pay the page shows the action's answer (a QR, or why it failed); asking all-checkout again
 * would only cost a round trip and a new idempotency key.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;
}

export const handle = { pageId: 'payment_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/hotel/payment?orderId=`: pay for a hotel stay, the same way as any order (spec §2, §3 payment selection). */
export default function HotelPayment({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentPage data={loaderData} actionData={actionData} />;
}
