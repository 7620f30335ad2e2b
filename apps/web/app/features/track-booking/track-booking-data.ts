import type { OrderView } from '../thank-you/order-view.ts';

export interface TrackBookingValues {
  bookingId: string;
  email: string;
}

export type TrackFieldErrors = Partial<Record<keyof TrackBookingValues, string>>;

export type TrackBookingResult =
  | { kind: 'invalid'; values: TrackBookingValues; fieldErrors: TrackFieldErrors }
  /** One message for any wrong pair: it must not tell whether the id or the email was wrong. */
  | { kind: 'notFound'; values: TrackBookingValues; message: string }
  | { kind: 'failed'; values: TrackBookingValues; message: string }
  | { kind: 'found'; values: TrackBookingValues; order: OrderView; cancelCode?: CancelCodeStep };

/**
 * Track booking's cancellation asks for the code mailed to the booking's contact (issue 19): where it
 * went (masked), whether it was just sent again, and why the code typed was refused.
 */
export interface CancelCodeStep {
  sentTo: string;
  resent?: boolean;
  error?: string;
}
