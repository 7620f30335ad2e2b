import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection.ts';
import { PRODUCT_TYPE_IDS } from '@thwa/domain/constants';
import { contentPages, countries, exchangeRates, promotions } from './schema.ts';
import { parseContentFile } from './content-file.ts';
import { generateFlights, seedFlightNetwork } from './seed-flights.ts';
import { generateBusDepartures } from './seed-buses.ts';
import { seedHotels } from './seed-hotels.ts';
import { seedHotelPhotos } from './seed-hotel-photos.ts';
import { seedHomeContent } from './seed-home-content.ts';
import { seedCampaigns } from './seed-campaigns.ts';
import { seedInsurancePremiums } from './seed-insurance.ts';

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
  await seedPromotions(db);
  await seedCountries(db);
  await seedExchangeRates(db);
  await seedContentPages(db);
  await seedFlightNetwork(db);
  await putDaysOnSale(db, now);
  await seedHotels(db);
  await seedHotelPhotos(db);
  await seedHomeContent(db, now);
  await seedCampaigns(db, now);
  await seedInsurancePremiums(db);
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

/**
 * Promotions customers can enter as promo codes: a percentage with a cap for flights only, a fixed
 * amount off any product, one with few uses left and one that has ended, so every promotion rule can be
 * met on the payment page. Each has a per-customer limit (decision 027): a few bookings of each
 * customer for the standing offers, one for the first-bookings and festival codes.
 */
async function seedPromotions(db: Database) {
  await db
    .insert(promotions)
    .values([
      { code: 'THWA10', kind: 'percent', value: 10, minAmount: 100_000, maxDiscount: 50_000, validFrom: new Date('2026-01-01T00:00:00+06:30'), validTo: new Date('2028-01-01T00:00:00+06:30'), usageLimit: 10_000, perCustomerLimit: 3, productTypes: [PRODUCT_TYPE_IDS.flight], descriptionEn: '10% off flights of 100,000 MMK or more (up to 50,000 MMK)', descriptionMy: '၁၀၀,၀၀၀ ကျပ်နှင့်အထက် လေယာဉ်လက်မှတ်များ ၁၀% လျှော့ (အများဆုံး ၅၀,၀၀၀ ကျပ်)' },
      { code: 'WELCOME5000', kind: 'fixed', value: 5_000, minAmount: 50_000, maxDiscount: null, validFrom: new Date('2026-01-01T00:00:00+06:30'), validTo: new Date('2028-01-01T00:00:00+06:30'), usageLimit: null, perCustomerLimit: 3, productTypes: null, descriptionEn: '5,000 MMK off bookings of 50,000 MMK or more', descriptionMy: '၅၀,၀၀၀ ကျပ်နှင့်အထက် ဘိုကင်များ ၅,၀၀၀ ကျပ် လျှော့' },
      { code: 'FIRST100', kind: 'fixed', value: 10_000, minAmount: 0, maxDiscount: null, validFrom: new Date('2026-01-01T00:00:00+06:30'), validTo: new Date('2028-01-01T00:00:00+06:30'), usageLimit: 100, perCustomerLimit: 1, productTypes: null, descriptionEn: '10,000 MMK off for our first 100 bookings', descriptionMy: 'ပထမဆုံး ဘိုကင် ၁၀၀ အတွက် ၁၀,၀၀၀ ကျပ် လျှော့' },
      { code: 'THINGYAN2025', kind: 'percent', value: 15, minAmount: 0, maxDiscount: null, validFrom: new Date('2025-04-01T00:00:00+06:30'), validTo: new Date('2025-04-30T00:00:00+06:30'), usageLimit: null, perCustomerLimit: 1, productTypes: null, descriptionEn: 'Thingyan 2025: 15% off (ended)', descriptionMy: '၂၀၂၅ သင်္ကြန်: ၁၅% လျှော့ (ကုန်ဆုံးပြီး)' },
    ])
    .onConflictDoNothing();
}

/**
 * Puts every product's next days on sale (flights for a year, coaches for 90 days): the dated
 * departures not there yet, nothing else. The seed runs it at every start and the server every hour,
 * so each day newly in reach is on sale soon after Yangon's midnight.
 * @returns how many of each it added
 */
export async function putDaysOnSale(db: Database, now: Date = new Date()): Promise<{ flights: number; busDepartures: number }> {
  const flights = await generateFlights(db, now);
  const buses = await generateBusDepartures(db, now);
  return { flights: flights.flights, busDepartures: buses.departures };
}
