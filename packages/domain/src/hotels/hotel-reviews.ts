/**
 * Guest reviews of a hotel, from verified stays only (issue 19): one per stay, written by the guest who
 * booked it after check-out. A review is published when written and can be hidden by an employee,
 * for instance after guests reported it.
 */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Scores out of 10, as Booking.com and Agoda give them. */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 10;

/** Why a reader reports a review. */
export const REVIEW_REPORT_REASONS = ['offensive', 'not_about_stay', 'personal_data', 'spam'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
