import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
  index,
} from 'drizzle-orm/pg-core';

/** Countries with their international calling code, for phone pickers and nationality lists. */
export const countries = pgTable(
  'countries',
  {
    code: varchar('code', { length: 2 }).primaryKey(),
    nameEn: text('name_en').notNull(),
    nameMy: text('name_my').notNull(),
    phoneCode: varchar('phone_code', { length: 4 }).notNull(),
  },
  (t) => [check('countries_code_upper', sql`${t.code} ~ '^[A-Z]{2}$'`)],
);

/**
 * Exchange rates as published over time. The newest row per pair is the current rate; older rows stay
 * so that an order can always be explained by the rate that was in force when it was priced.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    originCurrency: varchar('origin_currency', { length: 3 }).notNull(),
    convertCurrency: varchar('convert_currency', { length: 3 }).notNull(),
    /** Units of convertCurrency for one unit of originCurrency. */
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    source: text('source').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exchange_rates_pair_effective').on(t.originCurrency, t.convertCurrency, t.effectiveAt),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
  ],
);

/** Editable static pages under /content/{slug}, one row per language. Bodies are Markdown. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: varchar('slug', { length: 80 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.slug, t.lang] }),
    check('content_pages_lang', sql`${t.lang} in ('en', 'mm')`),
  ],
);
