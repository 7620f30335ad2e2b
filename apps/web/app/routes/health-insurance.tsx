import type { Route } from './+types/health-insurance';
import { webRuntime } from '../runtime.ts';
import { loadHealthLanding } from '../features/health-insurance/health-landing.server.ts';
import { HealthLandingPage } from '../features/health-insurance/landing-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHealthLanding({ request, api: context.get(webRuntime).api });
}

export const handle = { pageId: 'health_insurance_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/health-insurance`: the plan for the insured person's age, and every plan to compare (spec §3 product type 13). */
export default function HealthInsurance({ loaderData }: Route.ComponentProps) {
  return <HealthLandingPage data={loaderData} />;
}
