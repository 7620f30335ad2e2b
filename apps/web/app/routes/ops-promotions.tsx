import type { Route } from './+types/ops-promotions';
import { loadConsolePromotions, postPromotion } from '../features/operations/settings/promotions.server.ts';
import { ConsolePromotionsPage } from '../features/operations/settings/promotions-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsolePromotions({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return postPromotion({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/promotions`: promotion codes, created, edited and ended (permission promotions.edit). */
export default function OpsPromotions({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsolePromotionsPage data={loaderData} action={actionData} />;
}
