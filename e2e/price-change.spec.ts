import { readFileSync } from 'node:fs';
import pg from 'pg';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { bookableSelect } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';

/** The e2e server's database (e2e/server.ts writes where it is). */
function databaseUrl(): string {
  return readFileSync('.data/e2e/database-url', 'utf8').trim();
}

test('an airline moves the fare after the search: the price-change modal, then on with the new price', async ({ page, expectAccessible }, testInfo) => {
  // Each project moves a fare on its own day, so the two never undo each other's change; both beyond
  // the days the booking journeys fly (5 to 38 days ahead, booking-helpers.ts), whose checkouts would
  // otherwise meet this moved fare's price-change modal.
  const departureDate = addDays(yangonDate(new Date()), testInfo.project.name === 'phone' ? 41 : 42);
  await page.goto(`/flight/depart/search?tripType=1&origin=RGN&destination=MDL&departureDate=${departureDate}&adult=1&child=0&infant=0`);
  const select = bookableSelect(page, 'Select', 'outward');
  const offerId = new URL((await select.getAttribute('href'))!, 'http://localhost').searchParams.get('outward')!;
  // 'S1-Y-UB101.20261201.RGNMDL': the flight number and the local date of its first leg.
  const [, flightNumber, compactDate] = /^S1-[YC]-([A-Z0-9]+)\.(\d{8})\./.exec(offerId)!;
  const date = `${compactDate!.slice(0, 4)}-${compactDate!.slice(4, 6)}-${compactDate!.slice(6)}`;

  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const moved = await client.query(
      `update flights set discount_pct = case when discount_pct >= 20 then 0 else 30 end
       where flight_number = $1 and service_date between $2::date - 1 and $2::date`,
      [flightNumber, date],
    );
    expect(moved.rowCount).toBeGreaterThan(0);
  } finally {
    await client.end();
  }

  await select.click();
  const modal = page.getByRole('dialog', { name: 'Flight prices change frequently' });
  await expect(modal).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('link', { name: 'Continue' }).click();
  await expect(modal).toBeHidden();
  await expect(page.locator('section[data-traveller]')).toHaveCount(1);
});
