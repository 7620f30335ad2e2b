import type { Locator, Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { HOTEL_THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { localDigits } from '@thwa/domain/date-format';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { en, type MessageKey } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { translate } from '../apps/web/app/i18n/translate.ts';
import { hydrated, payOnSandboxCard, uniqueMobile, type JourneyLanguage } from './booking-helpers.ts';
import { uniqueEmail } from './account-helpers.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Issue 19, a stay abroad: the listing's filters speak of a city's areas, not Myanmar's townships;
 * the checkout asks each room's guest by the name in the passport, in Latin letters (a Myanmar-script
 * name is refused in the browser as the guest leaves the field, and by the server), and a long special
 * request stays readable at 390 px on the checkout and, once booked, on the thank-you page, which also
 * gives the children's ages. In English on both screens and in Myanmar.
 */

/** The hotel's confirmation is the worker's: allow it this long. */
const WORKER_TIMEOUT_MS = scaledWait(25_000);
/** One long word (a pasted link, a booking reference) and long Myanmar text: both must wrap at 390 px. */
const LONG_REQUEST =
  'Please give us a quiet room on a high floor, far from the lift, with a baby cot for our younger child; we arrive late from Yangon on flight UB 017. ' +
  'Reference:ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz ' +
  'ကျွန်ုပ်တို့သည် ညဘက်နောက်ကျမှ ရောက်ရှိမည်ဖြစ်သောကြောင့် အခန်းကို ထိန်းထားပေးပါရန် မေတ္တာရပ်ခံအပ်ပါသည်။';
const CHILD_AGES = [4, 9];

function words(lang: JourneyLanguage) {
  return (key: MessageKey, values?: Record<string, string | number>) => translate(lang === 'mm' ? my : en, key, values);
}

/** The text box or block is as wide as its contents: nothing of it is cut off or pushed sideways. */
async function expectFullyShown(page: Page, block: Locator) {
  const sizes = await block.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, right: element.getBoundingClientRect().right }));
  expect(sizes.scroll, 'the request shows all of its text across').toBeLessThanOrEqual(sizes.client);
  expect(sizes.right, 'the request ends within the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page does not scroll sideways').toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * A search in Bangkok, where the sandbox bed bank sells: two adults and two children in one room,
 * `inDays` from today (each journey books nights of its own: the bed bank may have one room of a type left).
 */
function abroadSearch(inDays: number): string {
  const checkin = addDays(yangonDate(new Date()), inDays);
  return new URLSearchParams({
    term: 'bangkok',
    listingSearchTerm: 'Bangkok',
    itemId: '101',
    name: 'Bangkok',
    scope: 'city',
    city: 'bangkok',
    country: 'Thailand',
    region: 'international',
    checkin,
    checkout: addDays(checkin, 2),
    rooms: '1',
    adult: '2',
    child: String(CHILD_AGES.length),
    child_ages: CHILD_AGES.join(','),
  }).toString();
}

/** Follows the first link in the main content whose address starts with `prefix`. */
async function follow(page: Page, prefix: string) {
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no link to ${prefix} on ${page.url()}`);
  await page.goto(href);
}

for (const lang of ['en', 'mm'] as const) {
  test(`a stay abroad in ${lang === 'en' ? 'English' : 'Myanmar'}: areas, the name as in the passport, a long request readable`, async ({ page, expectAccessible }, testInfo) => {
    test.setTimeout(scaledWait(150_000));
    const t = words(lang);
    if (lang === 'mm') {
      await page.goto('/');
      await chooseLanguage(page, 'Myanmar');
      await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    }

    // The listing abroad: its place filter is the city's areas.
    await page.goto(`/hotel/listing?${abroadSearch(24 + (testInfo.project.name === 'phone' ? 0 : 4) + (lang === 'mm' ? 8 : 0))}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: t('hotelListing.results.heading') })).toBeVisible();
    const filters = page.getByRole('complementary', { name: t('hotelListing.filters.title') });
    await expect(filters).toBeVisible();
    // Folded on a phone, open on a desktop.
    if (!(await filters.locator('details').evaluate((details) => (details as HTMLDetailsElement).open))) await filters.locator('summary').click();
    await expect(filters.getByRole('group', { name: t('hotelListing.filters.areas') })).toBeVisible();
    await expect(filters.getByRole('group', { name: t('hotelListing.filters.townships') })).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(lang === 'mm' ? 'မြို့နယ်' : /township/i);

    // A hotel, a room, its checkout: each room's guest by the name in the passport.
    await follow(page, '/hotel/detail?');
    await follow(page, '/hotel/detail/room?');
    await follow(page, '/hotel/checkout?');
    await page.waitForURL(/\/hotel\/checkout\?checkoutId=/);
    await hydrated(page);
    await expect(page.getByText(t('hotelCheckout.guests.passportHint'), { exact: true })).toBeVisible();
    const firstName = page.getByLabel(t('hotelCheckout.guests.passportFirstName'), { exact: true });
    const lastName = page.getByLabel(t('hotelCheckout.guests.passportLastName'), { exact: true });
    await expect(firstName).toHaveAccessibleDescription(t('hotelCheckout.guests.passportHint'));
    await expect(page.getByText(t('hotelCheckout.childAges', { ages: CHILD_AGES.map((age) => localDigits(age, lang)).join(lang === 'mm' ? '၊ ' : ', ') }))).toBeVisible();

    // Written in Myanmar script: refused in the browser as the field is left, and gone once Latin.
    await firstName.fill('စုစု');
    await lastName.focus();
    await expect(page.getByText(t('hotelCheckout.errors.latin_only'), { exact: true })).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await firstName.fill('Su Su');
    await expect(page.getByText(t('hotelCheckout.errors.latin_only'), { exact: true })).toHaveCount(0);
    await lastName.fill('Hlaing');

    // A long request fits the box across, the box takes the form's width, and the page does not scroll sideways.
    const request = page.getByLabel(t('hotelCheckout.request'), { exact: true });
    await request.fill(LONG_REQUEST);
    await expectFullyShown(page, request);
    const form = await page.locator('form[aria-labelledby="guests-heading"]').boundingBox();
    const box = await request.boundingBox();
    expect(box!.width, 'the request box is as wide as the form allows').toBeGreaterThan(form!.width * 0.8);

    await page.getByLabel(t('checkout.contact.name'), { exact: true }).fill('Su Su Hlaing');
    await page.getByLabel(t('checkout.contact.email'), { exact: true }).fill(uniqueEmail(`abroad-${lang}`));
    await page.getByLabel(t('checkout.contact.phoneNumber'), { exact: true }).fill(uniqueMobile());
    await page.getByRole('button', { name: t('checkout.contact.submit') }).click();
    await page.waitForURL(/\/hotel\/payment\?orderId=TW\d{10}/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
    await page.getByRole('button', { name: new RegExp(`^${t('payment.pay')}`) }).click();
    await payOnSandboxCard(page, 'SU SU HLAING');

    // The thank-you page: the guest as in the passport, the children's ages, and all of the request.
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL_THANK_YOU_TEXTS[lang].completed!.title, { timeout: WORKER_TIMEOUT_MS });
    const main = page.getByRole('main');
    await expect(main.getByText('Su Su Hlaing', { exact: true }).first()).toBeVisible();
    await expect(main.getByText(t('hotelCheckout.childAges', { ages: CHILD_AGES.map((age) => localDigits(age, lang)).join(lang === 'mm' ? '၊ ' : ', ') }))).toBeVisible();
    const shownRequest = main.getByText(LONG_REQUEST, { exact: true });
    await expect(shownRequest).toBeVisible();
    await expectFullyShown(page, shownRequest);
    // Its last words are on the screen once scrolled to, not cut off at the right edge.
    await shownRequest.scrollIntoViewIfNeeded();
    const requestBox = (await shownRequest.boundingBox())!;
    expect(requestBox.x).toBeGreaterThanOrEqual(0);
    expect(requestBox.x + requestBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
}

test('a Myanmar-script name for a stay abroad is refused by the server too, naming the field', async ({ page }) => {
  // Straight to the api, as a hand-made request would: the checkout of a hotel abroad, then its guests.
  await page.goto(`/hotel/listing?${abroadSearch(45)}`);
  await follow(page, '/hotel/detail?');
  await follow(page, '/hotel/detail/room?');
  await follow(page, '/hotel/checkout?');
  await page.waitForURL(/\/hotel\/checkout\?checkoutId=/);
  const checkoutId = new URL(page.url()).searchParams.get('checkoutId')!;
  const answer = await page.request.post('/api/hotel/v2/order', {
    data: { checkoutId, adult: [{ firstName: 'Su Su', lastName: 'လှိုင်' }], additionalInfo: { estimatedCheckInTime: 'early' } },
  });
  expect(answer.status()).toBe(400);
  const body = (await answer.json()) as { code: number; field?: string; fieldErrors?: Record<string, string> };
  expect(body.code).toBe(400);
  expect(body.field).toBe('guests.0.lastName');
  expect(body.fieldErrors).toEqual({ 'guests.0.lastName': 'latin_only' });
});
