import type { Route } from './+types/insurance-checkout';
import { checkoutStepRequest } from '../features/checkout/checkout-request.server.ts';
import { loadInsuranceCheckout, placeInsuranceOrder } from '../features/insurance/insurance-checkout.server.ts';
import { InsuranceCheckoutPage } from '../features/insurance/checkout-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInsuranceCheckout(checkoutStepRequest(request, context));
}

export function action({ request, context }: Route.ActionArgs) {
  return placeInsuranceOrder(checkoutStepRequest(request, context));
}

export const handle = { pageId: 'insurance_checkout_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/insurance/checkout`: the contact, the policy holder and each insured person (spec §3 insurer customer). */
export default function InsuranceCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <InsuranceCheckoutPage data={loaderData} actionData={actionData} />;
}
