import { yangonDate } from '@thwa/domain/dates';
import { REVIEW_INVITE_BATCH, invitationWindow } from '@thwa/domain/hotels/hotel-reviews';
import { reviewInvitationEmail } from '../../notifications/mail-templates.ts';
import type { Mailer } from '../../notifications/mailer.ts';
import { formatLocalDateTime, type SupportDetails } from '../../tickets/ticket-labels.ts';
import { reviewKey } from './review-key.ts';
import type { ReviewsRepository } from './reviews.repository.ts';

/** The invitation's message key: one invitation per order, whatever runs the job. */
export const reviewInviteKey = (orderId: string) => `review-invite:${orderId}`;

export interface InviteReviewersOptions {
  repository: Pick<ReviewsRepository, 'staysToInvite'>;
  mailer: Mailer;
  linkSecret: string;
  /** Where links in e-mails point, without a trailing slash. */
  publicUrl: string;
  support: SupportDetails;
  now: () => Date;
  batch?: number;
}

/** The review form's address for an order, opened by its review key. */
export function reviewUrl(publicUrl: string, linkSecret: string, orderId: string): string {
  return `${publicUrl}/hotel/review?${new URLSearchParams({ orderId, key: reviewKey(linkSecret, orderId) }).toString()}`;
}

/**
 * The `review-invitations` job (decision 031): e-mails 'How was your stay at {hotel}?' to the contact of
 * each stay that ended (check-out before today in Yangon, at most REVIEW_WINDOW_DAYS ago) in an order
 * still completed, in the order's language, at most `batch` a run. The mail's unique key makes each
 * invitation once-only, across runs, retries and nodes. Answers how many went.
 */
export function createInviteReviewers({ repository, mailer, linkSecret, publicUrl, support, now, batch = REVIEW_INVITE_BATCH }: InviteReviewersOptions) {
  return async function inviteReviewers(): Promise<number> {
    const { from, to } = invitationWindow(yangonDate(now()));
    const stays = await repository.staysToInvite(from, to, batch);
    let sent = 0;
    for (const stay of stays) {
      const language = stay.language === 'mm' ? 'mm' : 'en';
      const { request, selection } = stay.trip;
      const content = reviewInvitationEmail(
        { orderId: stay.orderId, contact: { name: stay.contactName, email: stay.email, phone: '' } },
        language,
        { hotel: selection.hotelName, checkIn: formatLocalDateTime(request.checkIn, language), checkOut: formatLocalDateTime(request.checkOut, language) },
        reviewUrl(publicUrl, linkSecret, stay.orderId),
        support,
      );
      const result = await mailer.send({ messageKey: reviewInviteKey(stay.orderId), to: stay.email, ...content }, async () => Buffer.alloc(0));
      if (result !== 'duplicate') sent += 1;
    }
    return sent;
  };
}

export type InviteReviewers = ReturnType<typeof createInviteReviewers>;
