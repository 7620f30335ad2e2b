import type { Database } from '@thwa/db/connection';
import { contentPages, exchangeRates, promotions, siteAlerts } from '@thwa/db/schema';
import { and, desc, eq, gt, inArray, lte, or, sql, type Transaction } from '@thwa/db/sql';
import type { AlertScope } from '@thwa/domain/operations/business-settings';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type ContentPageRow = typeof contentPages.$inferSelect;
export type SiteAlertRow = typeof siteAlerts.$inferSelect;

export type PromotionValues = Omit<typeof promotions.$inferInsert, 'used' | 'active'>;
export type ContentPageValues = { title: string; description: string; bodyMarkdown: string };
export type SiteAlertValues = Omit<typeof siteAlerts.$inferInsert, 'id' | 'updatedAt'>;

const on = (db: Database, transaction?: Transaction) => transaction?.tx ?? db;

/**
 * The SQL of the console's business settings (issue 20 item 4). Writes take the row they change under
 * `for update` in the caller's transaction, so the audit entry's "before" is what the change replaced.
 */
export function createBusinessSettingsRepository(db: Database) {
  return {
    // ---------------------------------------------------------------------------------- exchange rates

    /** Both pairs' rows, newest effective time first. */
    async rateHistory(pairs: readonly { originCurrency: string; convertCurrency: string }[], limit: number): Promise<ExchangeRateRow[]> {
      return db
        .select()
        .from(exchangeRates)
        .where(or(...pairs.map((pair) => and(eq(exchangeRates.originCurrency, pair.originCurrency), eq(exchangeRates.convertCurrency, pair.convertCurrency)))))
        .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
        .limit(limit);
    },

    /** The pair's rate in force at `at`: the latest effective at or before it. */
    async rateInForce(originCurrency: string, convertCurrency: string, at: Date, transaction?: Transaction): Promise<ExchangeRateRow | undefined> {
      const [row] = await on(db, transaction)
        .select()
        .from(exchangeRates)
        .where(and(eq(exchangeRates.originCurrency, originCurrency), eq(exchangeRates.convertCurrency, convertCurrency), lte(exchangeRates.effectiveAt, at)))
        .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.id))
        .limit(1);
      return row;
    },

    /** A new row: rates are only ever added, so an order priced earlier is explained by the row it used. */
    async insertRate(transaction: Transaction, values: { originCurrency: string; convertCurrency: string; rate: string; source: string; effectiveAt: Date }): Promise<ExchangeRateRow> {
      const [row] = await transaction.tx.insert(exchangeRates).values(values).returning();
      return row!;
    },

    // -------------------------------------------------------------------------------------- promotions

    async listPromotions(limit: number): Promise<PromotionRow[]> {
      return db.select().from(promotions).orderBy(desc(promotions.validTo), promotions.code).limit(limit);
    },

    async lockPromotion(transaction: Transaction, code: string): Promise<PromotionRow | undefined> {
      const [row] = await transaction.tx.select().from(promotions).where(eq(promotions.code, code)).for('update').limit(1);
      return row;
    },

    /** The new promotion, or undefined when its code is taken (the primary key decides, race or not). */
    async insertPromotion(transaction: Transaction, values: PromotionValues): Promise<PromotionRow | undefined> {
      const [row] = await transaction.tx.insert(promotions).values(values).onConflictDoNothing({ target: promotions.code }).returning();
      return row;
    },

    /** Changes what an employee edits; `used` and its rows in promotion_uses are never touched. */
    async updatePromotion(transaction: Transaction, code: string, values: Omit<PromotionValues, 'code'>): Promise<PromotionRow> {
      const [row] = await transaction.tx.update(promotions).set(values).where(eq(promotions.code, code)).returning();
      return row!;
    },

    async endPromotion(transaction: Transaction, code: string): Promise<PromotionRow> {
      const [row] = await transaction.tx.update(promotions).set({ active: false }).where(eq(promotions.code, code)).returning();
      return row!;
    },

    // ----------------------------------------------------------------------------------- content pages

    async listPages(): Promise<Pick<ContentPageRow, 'slug' | 'lang' | 'title' | 'updatedAt'>[]> {
      return db.select({ slug: contentPages.slug, lang: contentPages.lang, title: contentPages.title, updatedAt: contentPages.updatedAt }).from(contentPages);
    },

    async pageVersions(slug: string, transaction?: Transaction): Promise<ContentPageRow[]> {
      const query = on(db, transaction).select().from(contentPages).where(eq(contentPages.slug, slug));
      return transaction ? query.for('update') : query;
    },

    /** Writes one language of a page; its updatedAt moves to the transaction's time. */
    async upsertPage(transaction: Transaction, slug: string, lang: 'en' | 'mm', values: ContentPageValues): Promise<ContentPageRow> {
      const [row] = await transaction.tx
        .insert(contentPages)
        .values({ slug, lang, ...values })
        .onConflictDoUpdate({ target: [contentPages.slug, contentPages.lang], set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },

    // ------------------------------------------------------------------------------------------ alerts

    async listAlerts(limit: number): Promise<SiteAlertRow[]> {
      return db.select().from(siteAlerts).orderBy(desc(siteAlerts.endsAt), desc(siteAlerts.id)).limit(limit);
    },

    /** The alerts showing at `at` on pages of these scopes, soonest to end first. */
    async alertsShowing(at: Date, scopes: readonly AlertScope[], limit: number): Promise<SiteAlertRow[]> {
      return db
        .select()
        .from(siteAlerts)
        .where(and(gt(siteAlerts.endsAt, at), lte(siteAlerts.startsAt, at), inArray(siteAlerts.scope, [...scopes])))
        .orderBy(siteAlerts.endsAt, siteAlerts.id)
        .limit(limit);
    },

    async lockAlert(transaction: Transaction, id: number): Promise<SiteAlertRow | undefined> {
      const [row] = await transaction.tx.select().from(siteAlerts).where(eq(siteAlerts.id, id)).for('update').limit(1);
      return row;
    },

    async insertAlert(transaction: Transaction, values: SiteAlertValues): Promise<SiteAlertRow> {
      const [row] = await transaction.tx.insert(siteAlerts).values(values).returning();
      return row!;
    },

    async updateAlert(transaction: Transaction, id: number, values: Partial<SiteAlertValues>): Promise<SiteAlertRow> {
      const [row] = await transaction.tx
        .update(siteAlerts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(siteAlerts.id, id))
        .returning();
      return row!;
    },
  };
}

export type BusinessSettingsRepository = ReturnType<typeof createBusinessSettingsRepository>;
