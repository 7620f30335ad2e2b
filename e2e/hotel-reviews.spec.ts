import type { Page } from '@playwright/test';
import { destinationById } from '@thwa/db/hotels/destinations';
import { hotelCatalogue, type Hotel } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { HOTEL_THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { hotelCheckoutEn } from '../apps/web/app/i18n/hotel-checkout.en.ts';
import { hotelListingEn } from '../apps/web/app/i18n/hotel-listing.en.ts';
import { hotelListingMy } from '../apps/web/app/i18n/hotel-listing.my.ts';
import { withDatabase } from './account-helpers.ts';
import { fitsTheScreen, guestContact, messages, payOnSandboxCard, uniqueMobile, type JourneyLanguage } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Guest reviews from verified stays (issue 19 item 3, decision 031): a guest books a stay, the stay
 * ends (its dates moved into the past behind the product's back), the invitation job runs and mails
 * 'How was your stay at …?', the guest opens its link from the mailbox, scores and reviews the stay,
 * and the review shows on the hotel page (where a reader reports it) and its score on the listing,
 * sorted by guest rating. The phone project (390 px) does it in Myanmar, the desktop one in English.
 */

const CONFIRM_TIMEOUT_MS = scaledWait(25_000);

/** A room sleeping two with a room free on each night, a hotel of its own for each project. */
function roomToBook(project: string): { href: string; hotel: Hotel; checkIn: string } {
  const checkIn = addDays(yangonDate(new Date()), project === 'phone' ? 44 : 47);
  let skip = project === 'phone' ? 40 : 55;
  for (const hotel of hotelCatalogue()) {
    const room = hotel.rooms.find((one) => one.maxAdults >= 2 && [0, 1].every((night) => roomNight(hotel, one, addDays(checkIn, night)).available >= 2));
    const rate = room?.rates.find((one) => !one.services.includes('Extra bed'));
    if (!room || !rate || skip-- > 0) continue;
    const query = new URLSearchParams({
      hotelId: hotel.id,
      roomTypeId: room.id,
      rateId: rate.id,
      checkin: checkIn,
      checkout: addDays(checkIn, 2),
      rooms: '1',
      adult: '2',
      child: '0',
      nationality: 'local',
      back: `/hotel/detail?hotelId=${hotel.id}`,
    });
    return { href: `/hotel/checkout?${query.toString()}`, hotel, checkIn };
  }
  throw new Error('no room to book');
}

/** Books the stay in English and pays by card; answers the order id once the hotel confirmed it. */
async function bookStay(page: Page, href: string, email: string): Promise<string> {
  const m = { ...messages('en'), ...hotelCheckoutEn };
  await page.goto(href);
  await page.waitForURL(/\/hotel\/checkout\?checkoutId=/);
  await page.getByLabel(m['hotelCheckout.guests.firstName'], { exact: true }).fill('Su Su');
  await page.getByLabel(m['hotelCheckout.guests.lastName'], { exact: true }).fill('Hlaing');
  await page.getByLabel(m['checkout.contact.name'], { exact: true }).fill('Su Su Hlaing');
  await page.getByLabel(m['checkout.contact.email'], { exact: true }).fill(email);
  await page.getByLabel(m['checkout.contact.phoneNumber'], { exact: true }).fill(uniqueMobile());
  await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
  await page.waitForURL(/\/hotel\/payment\?orderId=TW\d{10}/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
  await payOnSandboxCard(page, 'SU SU HLAING');
  await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL_THANK_YOU_TEXTS.en.completed!.title, { timeout: CONFIRM_TIMEOUT_MS });
  return orderId;
}

/** The review link of the invitation mailed to `address`, read on the development mailbox page. */
async function invitationLink(page: Page, address: string, subject: RegExp): Promise<string> {
  const mailbox = await page.context().newPage();
  let link: string | undefined;
  try {
    await expect
      .poll(
        async () => {
          await mailbox.goto('/dev/mailbox', { waitUntil: 'domcontentloaded' });
          const row = mailbox.getByRole('row').filter({ has: mailbox.getByRole('cell', { name: address, exact: true }) }).filter({ hasText: subject }).first();
          if (!(await row.count())) return undefined;
          await mailbox.goto((await row.getByRole('link').getAttribute('href'))!, { waitUntil: 'domcontentloaded' });
          link = /https?:\/\/\S+\/hotel\/review\?\S+/.exec((await mailbox.locator('pre').textContent()) ?? '')?.[0];
          return link;
        },
        { timeout: scaledWait(30_000) },
      )
      .toMatch(/\/hotel\/review\?orderId=TW\d{10}&key=rev_/);
  } finally {
    await mailbox.close();
  }
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test.describe('guest reviews from verified stays', () => {
  test.setTimeout(scaledWait(150_000));

  test('a guest whose stay ended reviews it from the invitation, and the review shows on the hotel page and the listing', async ({ page, browser, expectAccessible }, testInfo) => {
    const lang: JourneyLanguage = testInfo.project.name === 'phone' ? 'mm' : 'en';
    const w = lang === 'mm' ? hotelListingMy : hotelListingEn;
    const { href, hotel } = roomToBook(testInfo.project.name);
    const contact = guestContact('review');
    const orderId = await bookStay(page, href, contact.email);

    // The stay ends: its dates move into the past (and, on the phone, the booking was made in Myanmar),
    // then the invitation job runs now instead of at its next quarter hour.
    const today = yangonDate(new Date());
    await withDatabase(async (client) => {
      await client.query(
        `update order_items set trip = jsonb_set(jsonb_set(trip, '{request,checkIn}', to_jsonb($2::text)), '{request,checkOut}', to_jsonb($3::text)) where order_id = $1 and product_type = 1`,
        [orderId, addDays(today, -3), addDays(today, -1)],
      );
      await client.query(`update orders set language = $2 where order_id = $1`, [orderId, lang]);
      await client.query(`insert into pgboss.job (name, data, retry_limit) values ('review-invitations', '{}', 0)`);
    });

    const subject = lang === 'mm' ? /တည်းခိုရသည်မှာ မည်သို့ရှိပါသနည်း/ : new RegExp(`How was your stay at ${hotel.nameEn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?`);
    const link = await invitationLink(page, contact.email, subject);
    const reviewPage = lang === 'mm' ? `${link}&language=mm` : link;
    // The form works before (or without) the page's JavaScript: a plain post, refused on the score.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const plain = await noScript.newPage();
    await plain.goto(new URL(reviewPage, page.url()).toString());
    await plain.getByRole('button', { name: w['hotelListing.review.submit'] }).click();
    await expect(plain.getByText(w['hotelListing.review.scoreRequired'])).toBeVisible();
    await noScript.close();

    await page.goto(reviewPage);
    // The stay is named as it was booked (in English here).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w['hotelListing.review.title'].replace('{hotel}', hotel.nameEn));
    await expectAccessible(page);
    await fitsTheScreen(page);

    // Publishing without a score is refused on the score, and what was typed stays.
    const text = lang === 'mm' ? 'အခန်းတိတ်ဆိတ်ပြီး ဝန်ထမ်းများ ဖော်ရွေပါသည်။' : 'Quiet room, friendly staff, a good breakfast.';
    await page.getByLabel(w['hotelListing.review.bodyLabel']).fill(text);
    await page.getByRole('button', { name: w['hotelListing.review.submit'] }).click();
    await expect(page.getByText(w['hotelListing.review.scoreRequired'])).toBeVisible();
    await expect(page.getByLabel(w['hotelListing.review.bodyLabel'])).toHaveValue(text);
    await expectAccessible(page);

    const scores = page.getByRole('group', { name: w['hotelListing.review.scoreLegend'] });
    await scores.getByRole('radio', { name: lang === 'mm' ? /^၉ · / : /^9 · / }).check();
    await page.getByRole('button', { name: w['hotelListing.review.submit'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w['hotelListing.review.thanks.title']);
    await expectAccessible(page);

    // Opening the link again says it is reviewed (one review per stay), and leads to the hotel.
    await page.goto(reviewPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w['hotelListing.review.reviewed.title']);
    await page.getByRole('link', { name: w['hotelListing.review.seeHotel'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'mm' ? hotel.nameMy : hotel.nameEn);
    const reviews = page.getByRole('region', { name: w['hotelListing.reviews.title'] });
    const score = lang === 'mm' ? '၉.၀' : '9.0';
    await expect(reviews).toContainText(score);
    await expect(reviews.getByRole('listitem').filter({ hasText: 'Su Su H.' })).toContainText(text);
    await expectAccessible(page);
    await fitsTheScreen(page);

    // A reader reports it: the hotel page comes back and says so.
    const review = reviews.getByRole('listitem').filter({ hasText: 'Su Su H.' });
    await review.locator('summary').click();
    await review.getByLabel(w['hotelListing.reviews.reason']).selectOption('spam');
    await review.getByRole('button', { name: w['hotelListing.reviews.sendReport'] }).click();
    await expect(page.getByRole('status').filter({ hasText: w['hotelListing.reviews.reported'] })).toBeVisible();
    await expectAccessible(page);

    // The listing of the hotel's city, sorted by guest rating: the hotel's card carries its score.
    const city = destinationById(hotel.destinationId)!;
    const checkin = addDays(today, 20);
    const search = new URLSearchParams({
      term: city.slug,
      listingSearchTerm: city.nameEn,
      itemId: String(city.id),
      name: city.nameEn,
      scope: 'city',
      city: city.slug,
      region: 'local',
      checkin,
      checkout: addDays(checkin, 1),
      rooms: '1',
      adult: '2',
      child: '0',
      nationality: 'local',
      currency: 'MMK',
      language: lang,
      sort: 'guest_rating',
      order: 'desc',
    });
    await page.goto(`/hotel/listing?${search.toString()}`);
    const cards = page.getByRole('main').getByRole('list', { name: w['hotelListing.results.heading'] }).locator(':scope > li');
    const card = cards.filter({ hasText: lang === 'mm' ? hotel.nameMy : hotel.nameEn });
    await expect(card).toContainText(score);
    await expect(page.getByRole('link', { name: w['hotelListing.sort.guestRating'] })).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page);
  });
});
