import { randomBytes, randomInt } from 'node:crypto';
import { destinationBySlug } from '@thwa/db/hotels/destinations';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { hotelsInDestination } from '@thwa/db/hotels/hotel-catalogue';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { withDatabase } from './account-helpers.ts';
import { fitsTheScreen } from './booking-helpers.ts';
import { createEmployee, openConsoleAt } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The console's inventory and hotel content (issue 20 item 4): an inventory employee lowers a room
 * type's allotment, or sets its price for a night, and the hotel's page follows at once; a content employee uploads a picture (a bad
 * file refused clearly) and hides a reported review; the pages in Myanmar on a tablet. Each test takes
 * a hotel, a night and a review of its own, so the desktop and phone runs never meet.
 */

/** A Yangon room type sleeping two whose calendar sells at least 6 rooms (more than the page's "only N left") on a night of its own. */
function roomToLower() {
  const yangon = destinationBySlug('yangon')!;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const night = addDays(yangonDate(new Date()), randomInt(120, 330));
    const hotels = hotelsInDestination(yangon.id);
    const hotel = hotels[randomInt(0, hotels.length)]!;
    const room = hotel.rooms.find((one) => one.maxAdults >= 2 && one.rates.length > 0 && roomNight(hotel, one, night).available >= 6);
    if (room) return { hotel, room, night };
  }
  throw new Error('no Yangon room with six rooms free found');
}

/** The hotel page's address for one night, two adults, one room (as the search form writes it). */
function hotelPage(hotelId: string, night: string): string {
  const query = new URLSearchParams({ term: 'yangon', listingSearchTerm: 'Yangon', itemId: '1', name: 'Yangon', scope: 'city', city: 'yangon', country: 'Myanmar', region: 'local', checkin: night, checkout: addDays(night, 1), rooms: '1', adult: '2', child: '0', child_ages: '', nationality: 'local', currency: 'MMK', language: 'en' });
  return `/hotel/detail?${query.toString()}&hotelId=${hotelId}`;
}

/** A published review of a hotel with one reader's report, on an order of its own; its text is unique. */
async function reportedReview(hotelId: string): Promise<string> {
  // An order as the site makes them (the console lists it among the newest, and reads it as one).
  const orderId = `TW${randomInt(1_000_000_000, 9_999_999_999)}`;
  const body = `The staff shouted at us ${randomBytes(4).toString('hex')}`;
  await withDatabase(async (client) => {
    await client.query(
      `insert into orders (order_id, product_type, flow, status, payment_status, language, access_key_hash, contact_email, contact, travellers, breakdown, amount)
       values ($1, 1, 'online', 'completed', 'paid', 'en', $2, 'reviewer@example.com', $3::jsonb, '[]'::jsonb, '{}'::jsonb, 0)`,
      [orderId, randomBytes(32).toString('hex'), JSON.stringify({ contactName: 'Aye Chan', email: 'reviewer@example.com', phoneCode: '95', phoneNumber: '9420012345' })],
    );
    const review = await client.query<{ review_id: string }>(
      `insert into hotel_reviews (order_id, hotel_id, score, body, language, reviewer_name, stayed_from) values ($1, $2, 2, $3, 'en', 'Aye C.', current_date - 10) returning review_id`,
      [orderId, hotelId, body],
    );
    await client.query(`insert into hotel_review_reports (review_id, reporter_key, reason) values ($1, $2, 'offensive')`, [review.rows[0]!.review_id, `e2e-${randomBytes(8).toString('hex')}`]);
  });
  return body;
}

/** A small SVG picture no run has uploaded before (its bytes differ, so its content hash does). */
function uniqueSvg(): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#2a6f97"/><!-- ${randomBytes(8).toString('hex')} --></svg>`);
}

test.describe('inventory and hotel content in the console', () => {
  test('an inventory employee lowers a room type’s allotment and the hotel page offers only what is left', async ({ page, expectAccessible }) => {
    const { hotel, room, night } = roomToLower();
    // Before: more rooms free than the page ever counts out loud.
    await page.goto(hotelPage(hotel.id, night));
    const roomOnPage = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: room.nameEn, exact: true }) });
    await expect(roomOnPage).toBeVisible();
    await expect(roomOnPage).not.toContainText(/Only \d+ rooms? of this type left/);

    const employee = await createEmployee(['inventory']);
    const path = `/ops/inventory?hotel=${hotel.id}&from=${night}&to=${night}`;
    // The console's sign-in brings the employee back to a page without a query; the hotel and night come after.
    await openConsoleAt(page, en, employee.email, '/ops/inventory');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: en['ops.inventory.title'] })).toBeVisible();
    const card = page.locator(`[data-room-type="${room.id}"]`);
    await expect(card.locator(`tr[data-night="${night}"] [data-left]`)).toHaveText(String(roomNight(hotel, room, night).available));
    await expectAccessible(page);
    await fitsTheScreen(page);

    const form = card.getByRole('form', { name: en['ops.inventory.allotment.set'] });
    await form.getByLabel(en['ops.inventory.allotment.rooms']).fill('2');
    await form.getByRole('button', { name: en['ops.inventory.save'] }).click();
    await expect(page.getByRole('status').filter({ hasText: en['ops.inventory.saved.allotment'] })).toBeVisible();
    await expect(card.locator(`tr[data-night="${night}"] [data-left]`)).toHaveText('2');

    // The hotel's page follows at once: two rooms of this type left that night.
    await page.goto(hotelPage(hotel.id, night));
    await expect(roomOnPage).toContainText(en['hotelListing.room.roomsLeft.other'].replace('{count}', '2'));
  });

  test('an inventory employee sets a room’s price for a night, the hotel page sells at it, and it goes back to the hotel’s own', async ({ page, expectAccessible }) => {
    const { hotel, room, night } = roomToLower();
    const calendarPrice = roomNight(hotel, room, night).prices[0]!.local;
    const price = Math.ceil((calendarPrice * 1.5) / 500) * 500;
    const employee = await createEmployee(['inventory']);
    await openConsoleAt(page, en, employee.email, '/ops/inventory');
    await page.goto(`/ops/inventory?hotel=${hotel.id}&from=${night}&to=${night}`);
    const card = page.locator(`[data-room-type="${room.id}"]`);
    const rateCell = card.locator(`tr[data-night="${night}"] [data-rate]`);
    await expect(rateCell).toHaveText(calendarPrice.toLocaleString('en-US'));

    const form = card.getByRole('form', { name: en['ops.inventory.rate.set'] });
    // Off the hotels' 500 steps: refused beside the form, nothing changed.
    await form.getByLabel(en['ops.inventory.rate.label']).fill(String(price + 250));
    await form.getByRole('button', { name: en['ops.inventory.save'] }).click();
    await expect(form.getByRole('alert')).toHaveText(en['ops.inventory.rate.invalid']);
    await expect(rateCell).toHaveText(calendarPrice.toLocaleString('en-US'));

    await form.getByLabel(en['ops.inventory.rate.label']).fill(price.toLocaleString('en-US'));
    await form.getByRole('button', { name: en['ops.inventory.save'] }).click();
    await expect(page.getByRole('status').filter({ hasText: en['ops.inventory.saved.rate'] })).toBeVisible();
    await expect(rateCell).toHaveText(`${price.toLocaleString('en-US')}${en['ops.inventory.rate.adjusted']}`);
    await expectAccessible(page);
    await fitsTheScreen(page);

    // The hotel's page sells the room only at the price set that night.
    await page.goto(hotelPage(hotel.id, night));
    const roomOnPage = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: room.nameEn, exact: true }) });
    await expect(roomOnPage).toContainText(`MMK ${price.toLocaleString('en-US')}`);

    // Back to the hotel calendar's own price.
    await page.goto(`/ops/inventory?hotel=${hotel.id}&from=${night}&to=${night}`);
    await card.getByRole('form', { name: en['ops.inventory.rate.set'] }).getByRole('button', { name: en['ops.inventory.rate.calendar'] }).click();
    await expect(page.getByRole('status').filter({ hasText: en['ops.inventory.saved.rate'] })).toBeVisible();
    await expect(rateCell).toHaveText(calendarPrice.toLocaleString('en-US'));
  });

  test('a content employee uploads a photo, a wrong file is refused clearly, and a reported review is hidden', async ({ page, expectAccessible }) => {
    const { hotel } = roomToLower();
    const body = await reportedReview(hotel.id);
    const employee = await createEmployee(['content']);
    await openConsoleAt(page, en, employee.email, `/ops/hotels/${hotel.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hotel.nameEn })).toBeVisible();
    const photos = page.getByRole('region', { name: /^Photos \(\d+\)$/ });
    const before = await photos.getByRole('listitem').count();
    const upload = page.getByRole('form', { name: en['ops.hotels.upload.title'] });

    // Not a picture: refused with the reason, beside the form.
    await upload.getByLabel(en['ops.hotels.upload.file']).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are not pixels') });
    await upload.getByLabel(en['ops.hotels.upload.kind']).selectOption('lobby');
    await upload.getByLabel(en['ops.hotels.upload.captionEn']).fill('The lobby');
    await upload.getByLabel(en['ops.hotels.upload.captionMy']).fill('ဧည့်ခန်းမ');
    await upload.getByRole('button', { name: en['ops.hotels.upload.submit'] }).click();
    await expect(page.getByRole('alert')).toHaveText(en['ops.hotels.photo.rejected'].replace('{reason}', en['ops.hotels.photo.reason.not_an_image']));
    await expect(photos.getByRole('listitem')).toHaveCount(before);

    // A picture: stored through the pipeline, shown last in the gallery.
    const caption = `Lobby at dusk ${randomBytes(3).toString('hex')}`;
    await upload.getByLabel(en['ops.hotels.upload.file']).setInputFiles({ name: 'lobby.svg', mimeType: 'image/svg+xml', buffer: uniqueSvg() });
    await upload.getByLabel(en['ops.hotels.upload.kind']).selectOption('lobby');
    await upload.getByLabel(en['ops.hotels.upload.captionEn']).fill(caption);
    await upload.getByLabel(en['ops.hotels.upload.captionMy']).fill('ညနေခင်း ဧည့်ခန်းမ');
    await upload.getByRole('button', { name: en['ops.hotels.upload.submit'] }).click();
    await expect(page.getByRole('status').filter({ hasText: en['ops.hotels.saved.uploaded'] })).toBeVisible();
    await expect(photos.getByRole('listitem')).toHaveCount(before + 1);
    const added = photos.getByRole('listitem').last();
    await expect(added).toContainText(caption);
    await expect(added.getByRole('img', { name: caption })).toBeVisible();
    await expectAccessible(page);
    await fitsTheScreen(page);

    await page.goto('/ops/reviews');
    await expect(page.getByRole('heading', { level: 1, name: en['ops.reviews.title'] })).toBeVisible();
    const review = page.getByRole('listitem').filter({ hasText: body });
    await expect(review).toContainText(en['ops.reviews.reason.offensive']);
    await expectAccessible(page);
    await fitsTheScreen(page);
    await review.getByRole('button', { name: en['ops.reviews.hide'] }).click();
    await expect(page.getByRole('status').filter({ hasText: en['ops.reviews.done.hidden'] })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: body })).toHaveCount(0);
  });
});

test.describe('fares in the console', () => {
  test('an inventory employee refiles a cabin’s fare; a fare not in thousands is refused beside its form', async ({ page, expectAccessible }, testInfo) => {
    // A flight of its own per project (Yangon–Thandwe and back), on a route no other journey searches.
    const flightNumber = testInfo.project.name === 'phone' ? 'K7422' : 'K7423';
    const date = addDays(yangonDate(new Date()), randomInt(120, 330));
    const employee = await createEmployee(['inventory']);
    await openConsoleAt(page, en, employee.email, '/ops/inventory');
    await page.goto(`/ops/inventory?flight=${flightNumber}&from=${date}&to=${date}`);
    const economy = page.getByRole('list', { name: en['ops.inventory.fares'] }).locator('[data-fare="economy"]');
    const field = economy.getByLabel(en['ops.inventory.fare.label'].replace('{cabin}', en['ops.inventory.cabin.economy']));
    const current = Number(await field.inputValue());
    expect(current).toBeGreaterThan(0);
    await expectAccessible(page);
    await fitsTheScreen(page);

    await field.fill('120,500');
    await economy.getByRole('button', { name: en['ops.inventory.save'] }).click();
    await expect(economy.getByRole('alert')).toHaveText(en['ops.inventory.fare.invalid']);

    const next = current + 10_000;
    await economy.getByLabel(en['ops.inventory.fare.label'].replace('{cabin}', en['ops.inventory.cabin.economy'])).fill(next.toLocaleString('en-US'));
    await economy.getByRole('button', { name: en['ops.inventory.save'] }).click();
    await expect(page.getByRole('status').filter({ hasText: en['ops.inventory.saved.fare'] })).toBeVisible();
    await expect(economy).toContainText(`${next.toLocaleString('en-US')} base fare and tax`);
    await expect(economy.getByLabel(en['ops.inventory.fare.label'].replace('{cabin}', en['ops.inventory.cabin.economy']))).toHaveValue(String(next));
  });
});

test.describe('inventory and reviews in Myanmar on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('an employee reads a flight’s seats and a reported review in Myanmar, and nothing overflows', { tag: '@tablet' }, async ({ page, expectAccessible }) => {
    const { hotel } = roomToLower();
    const body = await reportedReview(hotel.id);
    const employee = await createEmployee(['inventory', 'content'], 'Aye');
    const date = addDays(yangonDate(new Date()), randomInt(120, 330));
    await openConsoleAt(page, my, employee.email, '/ops/inventory', 'Myanmar');
    await page.goto(`/ops/inventory?flight=UB101&from=${date}&to=${date}`);
    await expect(page.getByRole('heading', { level: 1, name: my['ops.inventory.title'] })).toBeVisible();
    const flightDate = page.locator(`[data-service-date="${date}"]`);
    await expect(flightDate.getByRole('columnheader', { name: my['ops.inventory.onSale'], exact: true })).toBeVisible();
    await expect(flightDate.getByRole('row').filter({ hasText: my['ops.inventory.cabin.economy'] }).first()).toBeVisible();
    await expectAccessible(page);
    await fitsTheScreen(page);

    await page.goto('/ops/reviews');
    await expect(page.getByRole('heading', { level: 1, name: my['ops.reviews.title'] })).toBeVisible();
    const review = page.getByRole('listitem').filter({ hasText: body });
    await expect(review).toContainText(my['ops.reviews.reason.offensive']);
    await review.getByRole('button', { name: my['ops.reviews.keep'] }).click();
    await expect(page.getByRole('status').filter({ hasText: my['ops.reviews.done.kept'] })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: body })).toHaveCount(0);
    await expectAccessible(page);
    await fitsTheScreen(page);
  });
});
