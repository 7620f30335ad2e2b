import type { Database } from '@thwa/db/connection';
import { sql, type Transaction } from '@thwa/db/sql';
import type { OpsHotelPhoto, ReportedReview } from '@thwa/domain/contracts/operations-inventory';
import type { HotelPhotoKind } from '@thwa/domain/hotels/hotel-photos';
import type { ReviewReportReason, ReviewStatus } from '@thwa/domain/hotels/hotel-reviews';

type PhotoRow = { position: number; image_id: string; kind: HotelPhotoKind; room_code: string | null; caption_en: string; caption_my: string; width: number; height: number };

const photoOf = (row: PhotoRow): OpsHotelPhoto => ({
  position: Number(row.position),
  imageId: row.image_id,
  kind: row.kind,
  roomCode: row.room_code,
  captionEn: row.caption_en,
  captionMy: row.caption_my,
  width: Number(row.width),
  height: Number(row.height),
});

/**
 * The console's hotel content (issue 20 item 4): a hotel's descriptions and pictures, and the reviews
 * readers reported. Every change first locks the hotel's row (or the review's), so two employees'
 * changes to one hotel's pictures take turns and positions are never given twice.
 */
export function createHotelContentRepository(db: Database) {
  const photosOf = async (on: Database, hotelId: string): Promise<OpsHotelPhoto[]> => {
    const rows = await on.execute<PhotoRow>(sql`
      select p.position, p.image_id, p.kind, p.room_code, p.caption_en, p.caption_my, i.width, i.height
      from hotel_photos p join images i on i.image_id = p.image_id
      where p.hotel_id = ${hotelId} order by p.position
    `);
    return rows.rows.map(photoOf);
  };

  return {
    async descriptions(hotelId: string): Promise<{ descriptionEn: string; descriptionMy: string } | undefined> {
      const rows = await db.execute<{ description_en: string; description_my: string }>(sql`select description_en, description_my from hotels where hotel_id = ${hotelId}`);
      const row = rows.rows[0];
      return row && { descriptionEn: row.description_en, descriptionMy: row.description_my };
    },

    photos: (hotelId: string) => photosOf(db, hotelId),

    /** The hotel's row locked, with its descriptions: undefined when the database has no such hotel. */
    async lockHotel({ tx }: Transaction, hotelId: string): Promise<{ descriptionEn: string; descriptionMy: string } | undefined> {
      const rows = await tx.execute<{ description_en: string; description_my: string }>(sql`select description_en, description_my from hotels where hotel_id = ${hotelId} for update`);
      const row = rows.rows[0];
      return row && { descriptionEn: row.description_en, descriptionMy: row.description_my };
    },

    lockedPhotos: ({ tx }: Transaction, hotelId: string) => photosOf(tx, hotelId),

    async setDescriptions({ tx }: Transaction, hotelId: string, text: { descriptionEn: string; descriptionMy: string }): Promise<void> {
      await tx.execute(sql`update hotels set description_en = ${text.descriptionEn}, description_my = ${text.descriptionMy} where hotel_id = ${hotelId}`);
    },

    async addPhoto({ tx }: Transaction, hotelId: string, photo: { imageId: string; kind: HotelPhotoKind; captionEn: string; captionMy: string }): Promise<void> {
      await tx.execute(sql`
        insert into hotel_photos (hotel_id, position, room_code, kind, image_id, caption_en, caption_my)
        values (${hotelId}, (select coalesce(max(position) + 1, 0) from hotel_photos where hotel_id = ${hotelId}), null, ${photo.kind}, ${photo.imageId}, ${photo.captionEn}, ${photo.captionMy})
      `);
    },

    /**
     * Puts the hotel's pictures in `imageIds`' order (positions 0, 1, …, as the seed numbers them), dropping those not named. The
     * rows move out of the way first (below zero) because the primary key is (hotel, position).
     */
    async arrange({ tx }: Transaction, hotelId: string, imageIds: readonly string[]): Promise<void> {
      await tx.execute(sql`delete from hotel_photos where hotel_id = ${hotelId} and not (image_id = any(${sql.param(imageIds)}::text[]))`);
      await tx.execute(sql`update hotel_photos set position = -position - 1 where hotel_id = ${hotelId}`);
      await tx.execute(sql`
        update hotel_photos p set position = o.ord - 1
        from unnest(${sql.param(imageIds)}::text[]) with ordinality as o(image_id, ord)
        where p.hotel_id = ${hotelId} and p.image_id = o.image_id
      `);
    },

    /** Reviews with reports nobody dismissed yet, most reported first. */
    async reported(limit: number): Promise<Array<Omit<ReportedReview, 'hotelName'>>> {
      const rows = await db.execute<{
        review_id: string;
        hotel_id: string;
        order_id: string;
        score: number;
        body: string;
        language: 'en' | 'my';
        reviewer_name: string;
        status: ReviewStatus;
        created_at: Date | string;
        reports: number;
        reasons: ReviewReportReason[];
      }>(sql`
        select r.review_id, r.hotel_id, r.order_id, r.score, r.body, r.language, r.reviewer_name, r.status, r.created_at,
          count(*)::int as reports, array_agg(distinct p.reason) as reasons
        from hotel_review_reports p join hotel_reviews r on r.review_id = p.review_id
        where p.dismissed_at is null
        group by r.review_id
        order by reports desc, max(p.created_at) desc, r.review_id
        limit ${limit}
      `);
      return rows.rows.map((row) => ({
        reviewId: row.review_id,
        hotelId: row.hotel_id,
        orderId: row.order_id,
        score: Number(row.score),
        body: row.body,
        language: row.language,
        reviewerName: row.reviewer_name,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
        reports: Number(row.reports),
        reasons: row.reasons,
      }));
    },

    /** The review's row locked, with its reports not yet dismissed. */
    async lockReview({ tx }: Transaction, reviewId: string): Promise<{ hotelId: string; status: ReviewStatus; openReports: number } | undefined> {
      const rows = await tx.execute<{ hotel_id: string; status: ReviewStatus }>(sql`select hotel_id, status from hotel_reviews where review_id = ${reviewId} for update`);
      const row = rows.rows[0];
      if (!row) return undefined;
      const open = await tx.execute<{ n: number }>(sql`select count(*)::int as n from hotel_review_reports where review_id = ${reviewId} and dismissed_at is null`);
      return { hotelId: row.hotel_id, status: row.status, openReports: Number(open.rows[0]?.n ?? 0) };
    },

    async setReviewStatus({ tx }: Transaction, reviewId: string, status: ReviewStatus, by: string | null, at: Date | null): Promise<void> {
      await tx.execute(sql`update hotel_reviews set status = ${status}, hidden_by = ${by}, hidden_at = ${at ? at.toISOString() : null}::timestamptz where review_id = ${reviewId}`);
    },

    /** Dismisses the review's open reports; they stay, for the record. */
    async dismissReports({ tx }: Transaction, reviewId: string, at: Date): Promise<void> {
      await tx.execute(sql`update hotel_review_reports set dismissed_at = ${at.toISOString()}::timestamptz where review_id = ${reviewId} and dismissed_at is null`);
    },
  };
}

export type HotelContentRepository = ReturnType<typeof createHotelContentRepository>;
