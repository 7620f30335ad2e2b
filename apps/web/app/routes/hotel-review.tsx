import type { Route } from './+types/hotel-review';
import { webRuntime } from '../runtime.ts';
import { loadReviewPage, submitReview } from '../features/hotel-reviews/review-page.server.ts';
import { ReviewPage } from '../features/hotel-reviews/review-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadReviewPage({ request, api: context.get(webRuntime).api });
}

export function action({ request, context }: Route.ActionArgs) {
  return submitReview({ request, api: context.get(webRuntime).api });
}

export const handle = { pageId: 'hotel_review_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/hotel/review`: a guest reviews their stay from the invitation e-mail's link (decision 031). */
export default function HotelReview({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewPage data={loaderData} result={actionData} />;
}
