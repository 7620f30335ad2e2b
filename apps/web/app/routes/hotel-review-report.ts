import { redirect } from 'react-router';
import type { Route } from './+types/hotel-review-report';
import { webRuntime } from '../runtime.ts';
import { reportReview } from '../features/hotel-reviews/report.server.ts';

/** Nothing to show here: the report form is on the hotel page. */
export function loader() {
  return redirect('/hotel');
}

/** `/hotel/review/report`: a reader's report of a review, back to the hotel page (decision 031). */
export function action({ request, context }: Route.ActionArgs) {
  return reportReview({ request, context, api: context.get(webRuntime).api });
}
