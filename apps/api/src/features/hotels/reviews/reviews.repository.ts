import type { Database } from '@thwa/db/connection';
import { sql } from '@thwa/db/sql';
import type { HotelTrip } from '@thwa/domain/hotels/hotel-trip';
import type { ReviewReportReason, ReviewStatus } from '@thwa/domain/hotels/hotel-reviews';

/** Spec §3 product type id of a hotel stay. */
const HOTEL = 1;

/** An order's hotel stay, as the review rules read it. */
export interface ReviewableStay {
  orderId: string;
  orderStatus: string;
  itemStatus: string;
  language: string;
  email: string;
  contactName: string;
  trip: HotelTrip;
}

export interface ReviewRow {
  reviewId: string;
  orderId: string;
  hotelId: string;
  score: number;
  body: string;
  language: string;
  reviewerName: string;
  stayedFrom: string;
  status: ReviewStatus;
  hiddenBy: string | null;
  hiddenAt: Date | null;
  createdAt: Date;
}

type RawReview = {
  review_id: string;
  order_id: string;
  hotel_id: string;
  score: number;
  body: string;
  language: string;
  reviewer_name: string;
  stayed_from: string | Date;
  status: ReviewStatus;
  hidden_by: string | null;
  hidden_at: Date | string | null;
  created_at: Date | string;
};

const isoDate = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
const instant = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function reviewOf(row: RawReview): ReviewRow {
  return {
    reviewId: row.review_id,
    orderId: row.order_id,
    hotelId: row.hotel_id,
    score: Number(row.score),
    body: row.body,
    language: row.language,
    reviewerName: row.reviewer_name,
    stayedFrom: isoDate(row.stayed_from),
    status: row.status,
    hiddenBy: row.hidden_by,
    hiddenAt: row.hidden_at === null ? null : instant(row.hidden_at),
    createdAt: instant(row.created_at),
  };
}

const REVIEW_COLUMNS = sql`r.review_id, r.order_id, r.hotel_id, r.score, r.body, r.language, r.reviewer_name, r.stayed_from::text as stayed_from, r.status, r.hidden_by, r.hidden_at, r.created_at`;

type RawStay = {
  order_id: string;
  order_status: string;
  item_status: string;
  language: string;
  contact_email: string;
  contact: { contactName?: string };
  trip: HotelTrip;
};

const stayOf = (row: RawStay): ReviewableStay => ({
  orderId: row.order_id,
  orderStatus: row.order_status,
  itemStatus: row.item_status,
  language: row.language,
  email: row.contact_email,
  contactName: row.contact?.contactName ?? '',
  trip: row.trip,
});

/** Guest reviews of hotels (decision 031): hotel_reviews, one per order, and hotel_review_reports. */
export function createReviewsRepository(db: Database) {
  return {
    /**
     * Stays to invite: hotel items confirmed in orders still completed, whose check-out day is from
     * `from` to `to` (Yangon dates), not invited yet (no mail under `review-invite:{orderId}`) and not
     * reviewed; at most `limit`, oldest check-out first.
     */
    async staysToInvite(from: string, to: string, limit: number): Promise<ReviewableStay[]> {
      const rows = await db.execute<RawStay>(sql`
        select o.order_id, o.status as order_status, i.status as item_status, o.language, o.contact_email, o.contact, i.trip
        from orders o join order_items i on i.order_id = o.order_id and i.product_type = ${HOTEL}
        where o.status = 'completed' and i.status = 'completed'
          and (i.trip->'request'->>'checkOut') between ${from} and ${to}
          and not exists (select 1 from mail_messages m where m.message_key = 'review-invite:' || o.order_id)
          and not exists (select 1 from hotel_reviews r where r.order_id = o.order_id)
        order by i.trip->'request'->>'checkOut', o.order_id
        limit ${limit}
      `);
      return rows.rows.map(stayOf);
    },

    /** An order's hotel stay (its first hotel item), or undefined when the order has none. */
    async stayOf(orderId: string): Promise<ReviewableStay | undefined> {
      const rows = await db.execute<RawStay>(sql`
        select o.order_id, o.status as order_status, i.status as item_status, o.language, o.contact_email, o.contact, i.trip
        from orders o join order_items i on i.order_id = o.order_id and i.product_type = ${HOTEL}
        where o.order_id = ${orderId}
        order by i.item_no
        limit 1
      `);
      const row = rows.rows[0];
      return row && stayOf(row);
    },

    async reviewOfOrder(orderId: string): Promise<ReviewRow | undefined> {
      const rows = await db.execute<RawReview>(sql`select ${REVIEW_COLUMNS} from hotel_reviews r where r.order_id = ${orderId}`);
      const row = rows.rows[0];
      return row && reviewOf(row);
    },

    /** Writes the order's review once: answers it, or undefined when the order has one already (the unique order id). */
    async insertOnce(review: { orderId: string; hotelId: string; score: number; body: string; language: 'en' | 'my'; reviewerName: string; stayedFrom: string; createdAt: Date }): Promise<ReviewRow | undefined> {
      const rows = await db.execute<RawReview>(sql`
        insert into hotel_reviews as r (order_id, hotel_id, score, body, language, reviewer_name, stayed_from, created_at)
        values (${review.orderId}, ${review.hotelId}, ${review.score}, ${review.body}, ${review.language}, ${review.reviewerName}, ${review.stayedFrom}::date, ${review.createdAt.toISOString()}::timestamptz)
        on conflict (order_id) do nothing
        returning ${REVIEW_COLUMNS}
      `);
      const row = rows.rows[0];
      return row && reviewOf(row);
    },

    /** A hotel's published reviews, newest first, one page. */
    async published(hotelId: string, limit: number, offset: number): Promise<ReviewRow[]> {
      const rows = await db.execute<RawReview>(sql`
        select ${REVIEW_COLUMNS} from hotel_reviews r
        where r.hotel_id = ${hotelId} and r.status = 'published'
        order by r.created_at desc, r.review_id
        limit ${limit} offset ${offset}
      `);
      return rows.rows.map(reviewOf);
    },

    /** Published reviews per hotel: how many and their scores added up, in one grouped read. */
    async summaries(hotelIds?: readonly string[]): Promise<Map<string, { count: number; sum: number }>> {
      const only = hotelIds ? sql`and hotel_id in (${sql.join(hotelIds.map((id) => sql`${id}`), sql`, `)})` : sql``;
      if (hotelIds && hotelIds.length === 0) return new Map();
      const rows = await db.execute<{ hotel_id: string; count: number; sum: number }>(sql`
        select hotel_id, count(*)::int as count, sum(score)::int as sum
        from hotel_reviews where status = 'published' ${only}
        group by hotel_id
      `);
      return new Map(rows.rows.map((row) => [row.hotel_id, { count: Number(row.count), sum: Number(row.sum) }]));
    },

    async reviewById(reviewId: string): Promise<ReviewRow | undefined> {
      const rows = await db.execute<RawReview>(sql`select ${REVIEW_COLUMNS} from hotel_reviews r where r.review_id = ${reviewId}`);
      const row = rows.rows[0];
      return row && reviewOf(row);
    },

    /** A reader's report, once per reader and review: true when it is new. */
    async reportOnce(reviewId: string, reporterKey: string, reason: ReviewReportReason, at: Date): Promise<boolean> {
      const rows = await db.execute(sql`
        insert into hotel_review_reports (review_id, reporter_key, reason, created_at)
        values (${reviewId}, ${reporterKey}, ${reason}, ${at.toISOString()}::timestamptz)
        on conflict (review_id, reporter_key) do nothing
        returning review_id
      `);
      return rows.rows.length > 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
