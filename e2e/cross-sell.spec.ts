import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { formatCalendarDate } from '@thwa/domain/date-format';
import { addDays, yangonDate } from '@thwa/domain/dates';
import { bookUntilPayment, fitsTheScreen, guestContact, messages, payOnSandboxCard, type Journey, type JourneyLanguage } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Issue 22 item 4 (decision 037): after a flight is booked, the thank-you page offers a hotel at the
 * destination for the stay and insurance for the trip, each one click from its prefilled search.
 * Days of their own, past the 5 to 34 days the other journeys book and the 41 and 42 price-change.spec
 * moves, so their seats and fares are this spec's.
 */
const ROUND_TRIP: Journey = { lang: 'en', adult: 2, child: 0, departInDays: 52, returnInDays: 56 };
const ONE_WAY: Journey = { lang: 'mm', adult: 1, child: 0, departInDays: 55, returnInDays: null };

/** The ticket is issued by the worker after the payment; the offers come once the payment is in. */
const PAID_TIMEOUT_MS = scaledWait(25_000);

async function payByCard(page: Page, lang: JourneyLanguage) {
  const m = messages(lang);
  await expect(page.getByRole('timer')).toHaveText(new RegExp(m['payment.timer'].replace('{time}', '\\S+')));
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
  await payOnSandboxCard(page);
}

const inDays = (days: number) => addDays(yangonDate(new Date()), days);

test.describe('cross-sell after a booked flight', () => {
  test.setTimeout(scaledWait(120_000));

  test('a guest who booked a round trip to Mandalay is offered a hotel there for the stay, and finds it prefilled', async ({ page, expectAccessible }) => {
    const orderId = await bookUntilPayment(page, ROUND_TRIP, guestContact('cross-sell'));
    await payByCard(page, 'en');
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));

    const offers = page.getByRole('region', { name: 'Complete your trip' });
    await expect(offers).toBeVisible({ timeout: PAID_TIMEOUT_MS });
    const checkIn = inDays(52);
    const checkOut = inDays(56);
    const hotel = offers.locator('[data-offer="hotel"]');
    await expect(hotel.getByRole('heading', { level: 3 })).toHaveText('Need a hotel in Mandalay?');
    await expect(hotel).toContainText(`${formatCalendarDate(checkIn, 'en', { weekday: true })} to ${formatCalendarDate(checkOut, 'en', { weekday: true })} · 4 nights`);
    await expect(hotel).toContainText(/\d+ hotels · from MMK [\d,]+ a night/);
    await expect(offers.getByRole('link', { name: 'Get a quote' })).toHaveAttribute('href', new RegExp(`^/insurance\\?area=domestic&startDate=${checkIn}&endDate=${checkOut}&ages=`));
    await expectAccessible(page);

    await offers.getByRole('link', { name: 'See hotels in Mandalay' }).click();
    await page.waitForURL(/\/hotel\/listing\?/);
    const address = new URL(page.url()).searchParams;
    expect(Object.fromEntries(['term', 'scope', 'city', 'checkin', 'checkout', 'rooms', 'adult', 'child'].map((name) => [name, address.get(name)]))).toEqual({
      term: 'mandalay',
      scope: 'city',
      city: 'mandalay',
      checkin: checkIn,
      checkout: checkOut,
      rooms: '1',
      adult: '2',
      child: '0',
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mandalay');
    await expect(page.getByText(`${formatCalendarDate(checkIn, 'en', { weekday: true })} to ${formatCalendarDate(checkOut, 'en', { weekday: true })}`).first()).toBeVisible();
    // The listing shows Mandalay's hotels for those nights.
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('in Myanmar on a 390 px phone, a one-way flight offers two nights in Mandalay', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    const orderId = await bookUntilPayment(page, ONE_WAY, guestContact('cross-sell-mm'));
    await payByCard(page, 'mm');
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));

    const m = messages('mm');
    const offers = page.getByRole('region', { name: m['thankYou.crossSell.title'] });
    await expect(offers).toBeVisible({ timeout: PAID_TIMEOUT_MS });
    const checkIn = inDays(55);
    const checkOut = inDays(57);
    const hotel = offers.locator('[data-offer="hotel"]');
    await expect(hotel.getByRole('heading', { level: 3 })).toHaveText('မန္တလေး တွင် ဟိုတယ် လိုအပ်ပါသလား။');
    await expect(hotel).toContainText(`${formatCalendarDate(checkIn, 'mm', { weekday: true })} မှ ${formatCalendarDate(checkOut, 'mm', { weekday: true })} အထိ · ၂ ည`);
    await expectAccessible(page);
    await fitsTheScreen(page);

    await offers.getByRole('link', { name: 'မန္တလေး ရှိ ဟိုတယ်များ ကြည့်ရန်' }).click();
    await page.waitForURL(/\/hotel\/listing\?/);
    const address = new URL(page.url()).searchParams;
    expect([address.get('term'), address.get('checkin'), address.get('checkout'), address.get('language')]).toEqual(['mandalay', checkIn, checkOut, 'mm']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('မန္တလေး');
    await fitsTheScreen(page);
  });
});
