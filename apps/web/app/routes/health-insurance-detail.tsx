import type { Route } from './+types/health-insurance-detail';
import { webRuntime } from '../runtime.ts';
import { confirmHealthPlan, loadHealthDetail } from '../features/health-insurance/health-detail.server.ts';
import { HealthDetailPage } from '../features/health-insurance/detail-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHealthDetail({ request, api: context.get(webRuntime).api });
}

export function action({ request, context }: Route.ActionArgs) {
  return confirmHealthPlan({ request, api: context.get(webRuntime).api });
}

export const handle = { pageId: 'health_insurance_detail_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/health-insurance/detail?planId=&age=`: a plan's cover, exclusions and price, and the date of birth that buys it. */
export default function HealthInsuranceDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <HealthDetailPage data={loaderData} actionData={actionData} />;
}
