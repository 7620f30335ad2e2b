import type { Route } from './+types/health-insurance-checkout';
import { checkoutStepRequest } from '../features/checkout/checkout-request.server.ts';
import { loadHealthCheckout, placeHealthOrder } from '../features/health-insurance/health-checkout.server.ts';
import { HealthCheckoutPage } from '../features/health-insurance/checkout-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHealthCheckout(checkoutStepRequest(request, context));
}

export function action({ request, context }: Route.ActionArgs) {
  return placeHealthOrder(checkoutStepRequest(request, context));
}

export const handle = { pageId: 'health_insurance_checkout_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/health-insurance/checkout`: the insured person, the beneficiary of the death benefit and the contact (spec §3 insurer customer). */
export default function HealthInsuranceCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <HealthCheckoutPage data={loaderData} actionData={actionData} />;
}
