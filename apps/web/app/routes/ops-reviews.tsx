import type { Route } from './+types/ops-reviews';
import { loadConsoleReviews, moderateConsoleReview } from '../features/operations/hotel-content/reviews.server.ts';
import { ConsoleReviewsPage } from '../features/operations/hotel-content/reviews-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleReviews({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return moderateConsoleReview({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/reviews`: reported guest reviews, to hide or keep (hotels.content). */
export default function OpsReviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleReviewsPage data={loaderData} action={actionData} />;
}
