import type { Route } from './+types/bus-payment';
import { loadPaymentPage, payOnPaymentPage } from '../features/payment/payment-route.server.ts';
import { paymentShouldRevalidate } from '../features/payment/payment-revalidation.ts';
import { PaymentPage } from '../features/payment/payment-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader(args: Route.LoaderArgs) {
  return loadPaymentPage(args);
}

export function action(args: Route.ActionArgs) {
  return payOnPaymentPage(args);
}

export const shouldRevalidate = paymentShouldRevalidate;

export const handle = { pageId: 'payment_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/bus/payment?orderId=`: pay for bus tickets the way any order is paid (spec §2, §3 payment selection). */
export default function BusPayment({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentPage data={loaderData} actionData={actionData} />;
}
