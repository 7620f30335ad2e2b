import type { Database } from '@thwa/db/connection';
import type { Mailer } from '../../notifications/mailer.ts';
import type { SupportDetails } from '../../tickets/ticket-labels.ts';
import { createInviteReviewers } from './invite-reviewers.ts';
import { createListHotelReviews } from './list-hotel-reviews.ts';
import { createReportReview } from './report-review.ts';
import { createReviewForm } from './review-form.ts';
import { createReviewSummaries } from './review-summaries.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { createSubmitReview } from './submit-review.ts';

/** Every use case of guest reviews, wired once (app.ts): the routes take them, the worker the invitations. */
export function createHotelReviews(options: {
  db: Database;
  linkSecret: string;
  now: () => Date;
  hotelSlugOf: (hotelId: string) => string | undefined;
  log?: { error(details: object, message: string): void };
}) {
  const { db, linkSecret, now, hotelSlugOf, log } = options;
  const repository = createReviewsRepository(db);
  const summaries = createReviewSummaries({ repository, ...(log ? { log } : {}) });
  return {
    summaries,
    form: createReviewForm({ repository, linkSecret, now, hotelSlugOf }),
    submit: createSubmitReview({ repository, summaries, linkSecret, now }),
    list: createListHotelReviews({ repository }),
    report: createReportReview({ repository, linkSecret, now }),
    /** The invitation job's use case, given the mailer and where links point. */
    invitations: (mail: { mailer: Mailer; publicUrl: string; support: SupportDetails }) => createInviteReviewers({ repository, linkSecret, now, ...mail }),
  };
}

export type HotelReviews = ReturnType<typeof createHotelReviews>;
