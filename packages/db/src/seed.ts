import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection.ts';
import { contentPages, countries, exchangeRates } from './schema.ts';
import { parseContentFile } from './content-file.ts';
import { generateFlights, seedFlightNetwork } from './seed-flights.ts';

const contentFolder = fileURLToPath(new URL('../seed/content', import.meta.url));

/**
 * The Central Bank of Myanmar reference rate at the time of writing. It only seeds an empty table:
 * once an operator publishes a rate, seeding never overrides it.
 */
export const SEED_USD_TO_MMK = 2100;

/**
 * Brings an empty or existing database up to the demo data the product starts with. Safe to run on
 * every start: it only inserts what is missing and never overwrites rows an operator has edited.
 */
export async function seedDatabase(db: Database, now: Date = new Date()): Promise<void> {
  await seedCountries(db);
  await seedExchangeRates(db);
  await seedContentPages(db);
  await seedFlightNetwork(db);
  await generateFlights(db, now);
}

async function seedCountries(db: Database) {
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const myanmar = new Intl.DisplayNames(['my'], { type: 'region' });
  const rows = getCountries().map((code) => ({
    code,
    nameEn: english.of(code) ?? code,
    nameMy: myanmar.of(code) ?? english.of(code) ?? code,
    phoneCode: getCountryCallingCode(code),
  }));
  await db.insert(countries).values(rows).onConflictDoNothing();
}

async function seedExchangeRates(db: Database) {
  const existing = await db.select({ id: exchangeRates.id }).from(exchangeRates).limit(1);
  if (existing.length > 0) return;
  const source = 'seed: Central Bank of Myanmar reference rate';
  await db.insert(exchangeRates).values([
    { originCurrency: 'USD', convertCurrency: 'MMK', rate: String(SEED_USD_TO_MMK), source },
    { originCurrency: 'MMK', convertCurrency: 'USD', rate: (1 / SEED_USD_TO_MMK).toFixed(10), source },
  ]);
}

async function seedContentPages(db: Database) {
  const files = (await readdir(contentFolder)).filter((name) => name.endsWith('.md')).sort();
  const rows = await Promise.all(
    files.map(async (name) => parseContentFile(name, await readFile(`${contentFolder}/${name}`, 'utf8'))),
  );
  if (rows.length > 0) await db.insert(contentPages).values(rows).onConflictDoNothing();
}
