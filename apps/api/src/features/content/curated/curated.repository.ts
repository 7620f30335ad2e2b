import type { Database } from '@thwa/db/connection';
import { homeBanners, homeRecommended, images } from '@thwa/db/schema';
import { and, asc, desc, eq, gt, inArray, lte, sql, type Transaction } from '@thwa/db/sql';
import type { BannerLanding } from '@thwa/domain/home/curated';

export type BannerRow = typeof homeBanners.$inferSelect & { width: number; height: number };
export type RecommendedRow = typeof homeRecommended.$inferSelect & { width: number | null; height: number | null };
export type BannerValues = Omit<typeof homeBanners.$inferInsert, 'id' | 'position' | 'updatedAt' | 'seedKey'>;
export type RecommendedValues = Omit<typeof homeRecommended.$inferInsert, 'id' | 'position' | 'updatedAt' | 'seedKey' | 'product'>;
export type CuratedTable = 'banners' | 'recommended';

const on = (db: Database, transaction?: Transaction) => transaction?.tx ?? db;

const bannerColumns = {
  id: homeBanners.id,
  landing: homeBanners.landing,
  titleEn: homeBanners.titleEn,
  titleMy: homeBanners.titleMy,
  textEn: homeBanners.textEn,
  textMy: homeBanners.textMy,
  link: homeBanners.link,
  imageId: homeBanners.imageId,
  position: homeBanners.position,
  startsAt: homeBanners.startsAt,
  endsAt: homeBanners.endsAt,
  updatedAt: homeBanners.updatedAt,
  updatedBy: homeBanners.updatedBy,
  seedKey: homeBanners.seedKey,
  width: images.width,
  height: images.height,
};

const recommendedColumns = {
  id: homeRecommended.id,
  product: homeRecommended.product,
  hotelId: homeRecommended.hotelId,
  blurbEn: homeRecommended.blurbEn,
  blurbMy: homeRecommended.blurbMy,
  imageId: homeRecommended.imageId,
  position: homeRecommended.position,
  startsAt: homeRecommended.startsAt,
  endsAt: homeRecommended.endsAt,
  updatedAt: homeRecommended.updatedAt,
  updatedBy: homeRecommended.updatedBy,
  seedKey: homeRecommended.seedKey,
  width: images.width,
  height: images.height,
};

/**
 * The SQL of the home page's curated items (decision 040). Console writes take the rows they change
 * under `for update` in the caller's transaction, so the audit entry's "before" is what the change
 * replaced; a new item goes last among the items not over.
 */
export function createCuratedRepository(db: Database) {
  const table = (which: CuratedTable) => (which === 'banners' ? homeBanners : homeRecommended);

  async function reload<T>(read: () => Promise<T | undefined>): Promise<T> {
    const row = await read();
    if (!row) throw new Error('curated row vanished in its own transaction');
    return row;
  }

  async function banner(id: number, transaction?: Transaction): Promise<BannerRow | undefined> {
    const [row] = await on(db, transaction).select(bannerColumns).from(homeBanners).innerJoin(images, eq(images.imageId, homeBanners.imageId)).where(eq(homeBanners.id, id)).limit(1);
    return row;
  }

  async function recommended(id: number, transaction?: Transaction): Promise<RecommendedRow | undefined> {
    const [row] = await on(db, transaction).select(recommendedColumns).from(homeRecommended).leftJoin(images, eq(images.imageId, homeRecommended.imageId)).where(eq(homeRecommended.id, id)).limit(1);
    return row;
  }

  /** The next position: after every item of the table (ties are broken by id, so a race costs nothing). */
  async function nextPosition(transaction: Transaction, which: CuratedTable): Promise<number> {
    const rows = await transaction.tx.execute<{ next: number }>(sql`select coalesce(max(position), 0) + 1 as next from ${table(which)}`);
    return Number(rows.rows[0]?.next ?? 1);
  }

  return {
    // ----------------------------------------------------------------------------------- public feeds

    /** Banners showing at `at` on these landings, in their order. */
    async bannersShowing(at: Date, landings: readonly BannerLanding[], limit: number): Promise<BannerRow[]> {
      return db
        .select(bannerColumns)
        .from(homeBanners)
        .innerJoin(images, eq(images.imageId, homeBanners.imageId))
        .where(and(gt(homeBanners.endsAt, at), lte(homeBanners.startsAt, at), inArray(homeBanners.landing, [...landings])))
        .orderBy(asc(homeBanners.position), asc(homeBanners.id))
        .limit(limit);
    },

    /** Recommended hotels showing at `at`, in their order (the uploaded picture's size when one). */
    async recommendedShowing(at: Date, limit: number): Promise<RecommendedRow[]> {
      return db
        .select(recommendedColumns)
        .from(homeRecommended)
        .leftJoin(images, eq(images.imageId, homeRecommended.imageId))
        .where(and(gt(homeRecommended.endsAt, at), lte(homeRecommended.startsAt, at)))
        .orderBy(asc(homeRecommended.position), asc(homeRecommended.id))
        .limit(limit);
    },

    // ------------------------------------------------------------------------------------ the console

    /** Every banner for the console: those not over first in their order, then those over, latest end first. */
    async listBanners(at: Date, limit: number): Promise<BannerRow[]> {
      return db
        .select(bannerColumns)
        .from(homeBanners)
        .innerJoin(images, eq(images.imageId, homeBanners.imageId))
        .orderBy(sql`(${homeBanners.endsAt} <= ${at})`, asc(homeBanners.position), desc(homeBanners.endsAt), asc(homeBanners.id))
        .limit(limit);
    },

    async listRecommended(at: Date, limit: number): Promise<RecommendedRow[]> {
      return db
        .select(recommendedColumns)
        .from(homeRecommended)
        .leftJoin(images, eq(images.imageId, homeRecommended.imageId))
        .orderBy(sql`(${homeRecommended.endsAt} <= ${at})`, asc(homeRecommended.position), desc(homeRecommended.endsAt), asc(homeRecommended.id))
        .limit(limit);
    },

    /** A stored picture's size; undefined when the pipeline never stored it. */
    async image(imageId: string): Promise<{ width: number; height: number } | undefined> {
      const [row] = await db.select({ width: images.width, height: images.height }).from(images).where(eq(images.imageId, imageId)).limit(1);
      return row;
    },

    async lockBanner(transaction: Transaction, id: number): Promise<BannerRow | undefined> {
      const [locked] = await transaction.tx.select({ id: homeBanners.id }).from(homeBanners).where(eq(homeBanners.id, id)).for('update').limit(1);
      return locked ? banner(id, transaction) : undefined;
    },

    async lockRecommended(transaction: Transaction, id: number): Promise<RecommendedRow | undefined> {
      const [locked] = await transaction.tx.select({ id: homeRecommended.id }).from(homeRecommended).where(eq(homeRecommended.id, id)).for('update').limit(1);
      return locked ? recommended(id, transaction) : undefined;
    },

    async insertBanner(transaction: Transaction, values: BannerValues): Promise<BannerRow> {
      const position = await nextPosition(transaction, 'banners');
      const [row] = await transaction.tx.insert(homeBanners).values({ ...values, position }).returning({ id: homeBanners.id });
      return reload(() => banner(row!.id, transaction));
    },

    async updateBanner(transaction: Transaction, id: number, values: Partial<BannerValues>): Promise<BannerRow> {
      await transaction.tx.update(homeBanners).set({ ...values, updatedAt: sql`now()` }).where(eq(homeBanners.id, id));
      return reload(() => banner(id, transaction));
    },

    async insertRecommended(transaction: Transaction, values: RecommendedValues): Promise<RecommendedRow> {
      const position = await nextPosition(transaction, 'recommended');
      const [row] = await transaction.tx.insert(homeRecommended).values({ ...values, position }).returning({ id: homeRecommended.id });
      return reload(() => recommended(row!.id, transaction));
    },

    async updateRecommended(transaction: Transaction, id: number, values: Partial<RecommendedValues>): Promise<RecommendedRow> {
      await transaction.tx.update(homeRecommended).set({ ...values, updatedAt: sql`now()` }).where(eq(homeRecommended.id, id));
      return reload(() => recommended(id, transaction));
    },

    /** The ids of a table's items not over at `at`, in their order, locked: what a move reorders. */
    async lockOrder(transaction: Transaction, which: CuratedTable, at: Date): Promise<number[]> {
      const t = table(which);
      const rows = await transaction.tx.select({ id: t.id }).from(t).where(gt(t.endsAt, at)).orderBy(asc(t.position), asc(t.id)).for('update');
      return rows.map((row) => row.id);
    },

    /** Numbers the items 1, 2, 3 … in this order, marking who moved them. */
    async setOrder(transaction: Transaction, which: CuratedTable, ids: readonly number[], employeeId: string): Promise<void> {
      const t = table(which);
      for (const [index, id] of ids.entries()) await transaction.tx.update(t).set({ position: index + 1, updatedAt: sql`now()`, updatedBy: employeeId }).where(eq(t.id, id));
    },
  };
}

export type CuratedRepository = ReturnType<typeof createCuratedRepository>;
