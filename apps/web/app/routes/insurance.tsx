import type { Route } from './+types/insurance';
import { webRuntime } from '../runtime.ts';
import { loadInsuranceQuote, quoteInsurance } from '../features/insurance/insurance-quote.server.ts';
import { QuotePage } from '../features/insurance/quote-page.tsx';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInsuranceQuote({ request, api: context.get(webRuntime).api });
}

export function action({ request, context }: Route.ActionArgs) {
  return quoteInsurance({ request, api: context.get(webRuntime).api });
}

export const handle = { pageId: 'insurance_quote_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => checkoutMeta(loaderData, matches);

/** `/insurance`: a travel cover's area, days and ages, and its quote (issue 18, spec §3 product type 11). */
export default function Insurance({ loaderData, actionData }: Route.ComponentProps) {
  return <QuotePage data={loaderData} actionData={actionData} />;
}
