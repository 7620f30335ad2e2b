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

/** A review's text: optional (a score alone is a review), at most this long. */
export const REVIEW_BODY_MAX = 2000;
/** A guest may review for this many days after check-out; the invitation goes within the same window. */
export const REVIEW_WINDOW_DAYS = 60;
/** Reviews per page of a hotel's list, and the most a caller may ask for. */
export const REVIEWS_PER_PAGE = 10;
export const REVIEWS_PER_PAGE_MAX = 50;
/** Invitations one run of the job sends at most; the next run takes the rest. */
export const REVIEW_INVITE_BATCH = 50;

/**
 * A review key opens one order's review form (issue 19): `rev_` and the api's signature of the order id
 * under the link secret with its own purpose, so a payment key (`pay_`, decision 029) never opens a
 * review form and a review key never pays or shows an order.
 */
export const REVIEW_KEY_PREFIX = 'rev_';
const REVIEW_KEY = /^rev_[A-Za-z0-9_-]{43}$/;

export function isReviewKey(key: string): boolean {
  return REVIEW_KEY.test(key);
}

/** The words of a score, as Booking.com and Agoda band them. */
export const SCORE_WORDS = ['superb', 'very_good', 'good', 'pleasant', 'fair'] as const;
export type ScoreWord = (typeof SCORE_WORDS)[number];

export function scoreWord(score: number): ScoreWord {
  if (score >= 9) return 'superb';
  if (score >= 8) return 'very_good';
  if (score >= 7) return 'good';
  if (score >= 6) return 'pleasant';
  return 'fair';
}

export const SCORE_WORD_LABELS: Readonly<Record<'en' | 'mm', Readonly<Record<ScoreWord, string>>>> = {
  en: { superb: 'Superb', very_good: 'Very good', good: 'Good', pleasant: 'Pleasant', fair: 'Fair' },
  mm: { superb: 'အလွန်ကောင်းမွန်', very_good: 'အတော်ကောင်း', good: 'ကောင်း', pleasant: 'သင့်တင့်', fair: 'အသင့်အတင့်' },
};

/** The average of `count` scores adding up to `sum`, to one decimal (8.55 → 8.6); null without any. */
export function averageScore(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10 + 1e-9) / 10;
}

/** How a review is signed: the lead guest's first name and the initial of the last ('Aye C.'). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/).filter(Boolean);
  const last = lastName.trim();
  const initial = last ? `${Array.from(last)[0]!.toUpperCase()}.` : '';
  const name = first.length > 0 ? first.join(' ') : '';
  return [name, initial].filter(Boolean).join(' ') || 'Guest';
}

/** Why a stay may or may not be reviewed now. */
export type ReviewOpenness = 'open' | 'not_yet' | 'closed' | 'not_stayed';

/**
 * Whether the stay of an order may be reviewed on `today` (a Yangon date): its hotel item was
 * confirmed and the order not cancelled ('not_stayed' otherwise), its check-out day is past
 * ('not_yet' on or before it), and at most REVIEW_WINDOW_DAYS ago ('closed' after).
 */
export function reviewOpenness(stay: { orderStatus: string; itemStatus: string; checkOut: string }, today: string): ReviewOpenness {
  if (stay.orderStatus !== 'completed' || stay.itemStatus !== 'completed') return 'not_stayed';
  if (stay.checkOut >= today) return 'not_yet';
  if (daysAfter(stay.checkOut, today) > REVIEW_WINDOW_DAYS) return 'closed';
  return 'open';
}

/** Whole days from one ISO date to a later one. */
function daysAfter(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The check-out days whose stays are invited on `today`: from REVIEW_WINDOW_DAYS ago to yesterday. */
export function invitationWindow(today: string): { from: string; to: string } {
  const day = Date.parse(`${today}T00:00:00Z`);
  const iso = (offset: number) => new Date(day + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: iso(-REVIEW_WINDOW_DAYS), to: iso(-1) };
}

/** A review's text as stored: trimmed, runs of blank lines kept to one. */
export function cleanReviewBody(body: string): string {
  return body.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}
