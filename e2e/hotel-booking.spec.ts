import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { hotelCatalogue, type Hotel, type HotelRate, type HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import { roomNight } from '@thwa/db/hotels/hotel-calendar';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { HOTEL_THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { hotelCheckoutEn } from '../apps/web/app/i18n/hotel-checkout.en.ts';
import { hotelCheckoutMy } from '../apps/web/app/i18n/hotel-checkout.my.ts';
import { lastCodeSentTo } from './account-helpers.ts';
import { guestContact, messages, payOnSandboxCard, uniqueMobile, type JourneyLanguage } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * A hotel stay from the room a guest chose to its cancellation: the checkout (guests, arrival, request,
 * contact), card payment, the hotel's confirmation and voucher, track booking, and a cancellation that
 * refunds what the rate allows. The listing and detail that lead to the room have their own journey
 * (hotel-listing.spec.ts), which ends where this one starts. The whole way in one go, from the search to
 * a member's stay in My trips and its refund to the wallet, is hotel-journey.spec.ts.
 */

const CONFIRM_TIMEOUT_MS = scaledWait(25_000);

function hotelMessages(lang: JourneyLanguage) {
  return { ...messages(lang), ...(lang === 'mm' ? hotelCheckoutMy : hotelCheckoutEn) };
}

let picked = 0;

/**
 * The link a room page's Book button makes: a room that sleeps two and sells a room on each night, on a
 * refundable rate when asked. Each test takes a different hotel, so parallel tests never compete.
 */
function roomLink(options: { days: number; nights: number; refundable: boolean }): { href: string; hotel: Hotel; room: HotelRoomType; rate: HotelRate } {
  const checkIn = addDays(yangonDate(new Date()), options.days);
  const skip = picked++ * 7;
  let seen = 0;
  for (const hotel of hotelCatalogue()) {
    for (const room of hotel.rooms) {
      const rate = room.rates.find((one) => one.cancellation.refundable === options.refundable && !one.services.includes('Extra bed'));
      const free = Array.from({ length: options.nights }, (_, night) => roomNight(hotel, room, addDays(checkIn, night)).available);
      if (!rate || room.maxAdults < 2 || free.some((rooms) => rooms < 2) || seen++ < skip) continue;
      const query = new URLSearchParams({
        hotelId: hotel.id,
        roomTypeId: room.id,
        rateId: rate.id,
        checkin: checkIn,
        checkout: addDays(checkIn, options.nights),
        rooms: '1',
        adult: '2',
        child: '0',
        nationality: 'local',
        back: `/hotel/detail?hotelId=${hotel.id}`,
      });
      return { href: `/hotel/checkout?${query.toString()}`, hotel, room, rate };
    }
  }
  throw new Error('no room to book');
}

/** The guest step; a hotel abroad asks the name as in the passport (issue 19). */
async function fillGuestStep(page: Page, lang: JourneyLanguage, email: string, abroad = false) {
  const m = hotelMessages(lang);
  await page.getByLabel(m[abroad ? 'hotelCheckout.guests.passportFirstName' : 'hotelCheckout.guests.firstName'], { exact: true }).fill('Su Su');
  await page.getByLabel(m[abroad ? 'hotelCheckout.guests.passportLastName' : 'hotelCheckout.guests.lastName'], { exact: true }).fill('Hlaing');
  await page.getByLabel(m['hotelCheckout.arrival'], { exact: true }).selectOption('16-18');
  await page.getByLabel(m['hotelCheckout.request'], { exact: true }).fill('A quiet room, please');
  await page.getByLabel(m['checkout.contact.name'], { exact: true }).fill('Su Su Hlaing');
  await page.getByLabel(m['checkout.contact.email'], { exact: true }).fill(email);
  await page.getByLabel(m['checkout.contact.phoneNumber'], { exact: true }).fill(uniqueMobile());
  await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
  await page.waitForURL(/\/hotel\/payment\?orderId=TW\d{10}/);
  return new URL(page.url()).searchParams.get('orderId')!;
}

async function payByCard(page: Page, lang: JourneyLanguage) {
  const m = hotelMessages(lang);
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
  await payOnSandboxCard(page, 'SU SU HLAING');
}

test.describe('hotel booking', () => {
  test.setTimeout(scaledWait(120_000));

  test('a guest books a stay, gets the voucher, finds it in track booking and cancels it for a full refund', async ({ page, expectAccessible }) => {
    const m = hotelMessages('en');
    const { href, hotel, room } = roomLink({ days: 30, nights: 2, refundable: true });
    const contact = guestContact('hotel');
    await page.goto(href);
    await page.waitForURL(/\/hotel\/checkout\?checkoutId=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['hotelCheckout.title']);
    await expect(page.getByRole('heading', { name: hotel.nameEn })).toBeVisible();
    await expect(page.getByText(`1 × ${room.nameEn}`)).toBeVisible();
    await expect(page.getByText(/^Free cancellation until /)).toBeVisible();
    await expectAccessible(page);

    // Nothing typed: every field says what is missing, and nothing is booked.
    await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Please correct the \d+ highlighted field/ })).toBeVisible();
    await expect(page).toHaveURL(/\/hotel\/checkout\?checkoutId=/);

    const orderId = await fillGuestStep(page, 'en', contact.email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['payment.title']);
    await expect(page.getByRole('heading', { name: hotel.nameEn })).toBeVisible();
    await expectAccessible(page);
    await payByCard(page, 'en');

    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL_THANK_YOU_TEXTS.en.completed!.title, { timeout: CONFIRM_TIMEOUT_MS });
    await expect(page.getByText(/^Room 1 · Voucher TW\d{10}-1$/)).toBeVisible();
    await expect(page.getByText('16:00 – 18:00')).toBeVisible();
    await expectAccessible(page);

    // The voucher, rendered by the worker once the hotel confirmed: a real PDF named after the order.
    await expect(page.getByRole('link', { name: m['hotelCheckout.voucher.download'] })).toBeVisible({ timeout: CONFIRM_TIMEOUT_MS });
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: m['hotelCheckout.voucher.download'] }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${orderId}`));
    expect((await readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Track booking finds the stay by its id and e-mail, and cancels it after the guest confirms with
    // the code mailed to the booking's contact (issue 19).
    await page.goto('/track-booking');
    await page.getByLabel('Booking ID').fill(orderId);
    await page.getByLabel('Email').fill(contact.email);
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByRole('heading', { name: `Booking ${orderId}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: hotel.nameEn })).toBeVisible();
    await expect(page.getByText(/^If you cancel now, MMK [\d,]+ is refunded\.$/)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel(m['hotelCheckout.cancel.confirm']).check();
    await page.getByRole('button', { name: m['hotelCheckout.cancel.submit'] }).click();
    const code = page.getByLabel(m['track.cancelCode.label']);
    await expect(code).toBeFocused();
    await expect(page.getByText(/^We sent a 6-digit code to g\*+@example\.com\. Enter it to cancel this booking\./)).toBeVisible();
    await expectAccessible(page);
    const sent = await lastCodeSentTo(page, contact.email);
    // A wrong code is refused on the field, which keeps the focus; the booking stands.
    await code.fill(String((Number(sent) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: m['track.cancelCode.submit'] }).click();
    await expect(page.getByText('The code is not correct or has expired. Please check it or ask for a new one.')).toBeVisible();
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await code.fill(sent);
    await page.getByRole('button', { name: m['track.cancelCode.submit'] }).click();
    // The status goes on to say where the refund is (its refund and refund status follow the sentence).
    await expect(page.getByRole('status').filter({ hasText: /^You cancelled this booking\. MMK [\d,]+ is being refunded the way you paid\./ })).toBeVisible();
    await expect(page.getByRole('button', { name: m['hotelCheckout.cancel.submit'] })).toHaveCount(0);
  });

  test('a hotel in Bangkok, sold by the sandbox bed bank, is booked through the same listing, checkout and payment, and the bed bank confirms it', async ({ page, expectAccessible }, testInfo) => {
    const m = hotelMessages('en');
    // Each project books nights of its own: the bed bank may have one room of a type left.
    const checkIn = addDays(yangonDate(new Date()), testInfo.project.name === 'phone' ? 60 : 63);
    const search = new URLSearchParams({
      term: 'bangkok',
      listingSearchTerm: 'Bangkok',
      itemId: '101',
      name: 'Bangkok',
      scope: 'city',
      city: 'bangkok',
      country: 'Thailand',
      region: 'international',
      checkin: checkIn,
      checkout: addDays(checkIn, 2),
      rooms: '1',
      adult: '2',
      child: '0',
      nationality: 'local',
      currency: 'MMK',
      language: 'en',
    });
    await page.goto(`/hotel/listing?${search.toString()}`);
    const card = page.getByRole('main').getByRole('list', { name: 'Hotels with rooms for your stay' }).locator(':scope > li').first();
    const hotelName = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('link', { name: `See rooms at ${hotelName}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotelName);
    const room = page.getByRole('main').getByRole('article').first();
    const roomName = (await room.getByRole('heading', { level: 3 }).innerText()).trim();
    await room.getByRole('link', { name: `Room details: ${roomName}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomName);
    await page.getByRole('region', { name: 'Rates' }).getByRole('link', { name: /^Book / }).first().click();

    await page.waitForURL(/\/hotel\/checkout\?checkoutId=/);
    await expect(page.getByRole('heading', { name: hotelName })).toBeVisible();
    await expect(page.getByText(`1 × ${roomName}`)).toBeVisible();
    const orderId = await fillGuestStep(page, 'en', guestContact('hotel').email, true);
    await payByCard(page, 'en');

    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL_THANK_YOU_TEXTS.en.completed!.title, { timeout: CONFIRM_TIMEOUT_MS });
    // The bed bank's own confirmation number, and our voucher for the room.
    await expect(page.getByText(m['hotelCheckout.confirmation']).locator('..').getByText(/^BB\d{8}$/)).toBeVisible();
    await expect(page.getByText(/^Room 1 · Voucher TW\d{10}-1$/)).toBeVisible();
    await expectAccessible(page);
  });

  // Tagged @phone: only the phone project runs it (playwright.config.ts), as it is about 390 px.
  test('in Myanmar on a phone, a non-refundable stay is booked, and cancelling it says nothing comes back', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    const m = hotelMessages('mm');
    const { href, hotel } = roomLink({ days: 40, nights: 1, refundable: false });
    const contact = guestContact('hotel-mm');
    await page.goto(`${href}&language=mm`);
    await page.waitForURL(/\/hotel\/checkout\?checkoutId=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['hotelCheckout.title']);
    await expect(page.getByRole('heading', { name: hotel.nameMy })).toBeVisible();
    await expect(page.getByText(m['hotelCheckout.policy.nonRefundable'])).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const orderId = await fillGuestStep(page, 'mm', contact.email);
    await payByCard(page, 'mm');
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL_THANK_YOU_TEXTS.mm.completed!.title, { timeout: CONFIRM_TIMEOUT_MS });
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The thank-you page cancels too; without the box ticked the browser asks for it first.
    await expect(page.getByText(m['hotelCheckout.cancel.noRefund'])).toBeVisible();
    await page.getByLabel(m['hotelCheckout.cancel.confirm']).check();
    await page.getByRole('button', { name: m['hotelCheckout.cancel.submit'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL_THANK_YOU_TEXTS.mm.guest_cancelled!.title);
    await expect(page.getByRole('status').filter({ hasText: m['hotelCheckout.cancelled.nothing'] })).toBeVisible();
  });
  test('a payment page whose booking is not there offers its own product again: hotels from /hotel/payment, flights from /flight/payment', async ({ page, expectAccessible }) => {
    for (const lang of ['en', 'mm'] as const) {
      const words = hotelMessages(lang);
      await page.goto(`/hotel/payment?orderId=TW0000000001&language=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: words['payment.unavailable.title'] })).toBeVisible();
      await expect(page.getByRole('link', { name: words['hotelCheckout.searchAgain'] })).toHaveAttribute('href', '/hotel');
      await expect(page.getByRole('link', { name: words['payment.searchAgain'] })).toHaveCount(0);
      await expectAccessible(page);
      await page.goto(`/flight/payment?orderId=TW0000000001&language=${lang}`);
      await expect(page.getByRole('link', { name: words['payment.searchAgain'] })).toHaveAttribute('href', '/flight');
      await expect(page.getByRole('link', { name: words['hotelCheckout.searchAgain'] })).toHaveCount(0);
    }
  });
});
