import { addDays, yangonDate } from '@thwa/domain/dates';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const today = yangonDate(new Date());
const departureDate = addDays(today, 3);
const returnDate = addDays(today, 6);
const ROUND_TRIP = `tripType=2&origin=RGN&destination=MDL&departureDate=${departureDate}&returnDate=${returnDate}&adult=1&child=0&infant=0`;
const ONE_WAY = `tripType=1&origin=RGN&destination=MDL&departureDate=${departureDate}&adult=1&child=0&infant=0`;

/** The list of flights; its own items (`:scope > li`) are the cards, which hold lists of their own (the fare's conditions). */
function results(page: Page, name: string | RegExp = /Departing flights|Return flights|အသွား ခရီးစဉ်များ|အပြန် ခရီးစဉ်များ/) {
  return page.getByRole('main').getByRole('list', { name });
}

/** Waits until the list shows what its filters and sort say (the 500 ms wait is over). */
async function settled(page: Page, pattern: RegExp = /^\d+ flights?$/) {
  await expect(page.getByRole('main').getByRole('status')).toHaveText(pattern);
}

async function airlinesListed(page: Page): Promise<string[]> {
  return results(page).getByRole('heading', { level: 3 }).allTextContents();
}

/** Minutes of a duration as shown: "1 hr 5 mins", "2 hrs", "45 mins". */
function minutes(text: string): number {
  const hours = /(\d+) hrs?/.exec(text);
  const mins = /(\d+) mins?/.exec(text);
  return Number(hours?.[1] ?? 0) * 60 + Number(mins?.[1] ?? 0);
}

/** The filters: a drawer behind the Filter button on phones, a sidebar on desktops. */
async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filter/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeFilters(page: Page, isMobile: boolean) {
  if (!isMobile) return;
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: /^Show \d+ flights?$/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  // Focus goes back to the button that opened the drawer.
  await expect(page.getByRole('button', { name: /^Filter/ })).toBeFocused();
}

test.describe('flight listing', () => {
  test('filters by airline and stops, and sorts by fastest', async ({ page, isMobile, dataLayer, expectAccessible }) => {
    const response = await page.goto(`/flight/depart/search?${ROUND_TRIP}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Yangon.*Mandalay/);
    await expect(page).toHaveTitle(/^Flights from Yangon to Mandalay, .* · Thwa$/);
    await expect(results(page, 'Departing flights').locator(':scope > li').first()).toBeVisible();
    await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ pageId: 'flight_departure_page' }));
    await expectAccessible(page);
    const everything = await results(page).locator(':scope > li').count();

    // Airlines: keep one.
    let filters = await openFilters(page, isMobile);
    const airlines = filters.getByRole('group', { name: 'Airlines' }).getByRole('checkbox');
    expect(await airlines.count()).toBeGreaterThan(1);
    const kept = (await airlines.first().evaluate((box) => box.closest('label')?.textContent ?? '')).trim();
    for (const box of (await airlines.all()).slice(1)) await box.uncheck();
    if (isMobile) await expectAccessible(page);
    await closeFilters(page, isMobile);
    await settled(page);
    const listed = await airlinesListed(page);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(everything);
    expect(new Set(listed)).toEqual(new Set([kept]));
    if (isMobile) await expect(page.getByRole('button', { name: 'Filter 1 active' })).toBeVisible();

    // Stops: non-stop only, after a reset.
    filters = await openFilters(page, isMobile);
    await filters.getByRole('button', { name: 'Reset filters' }).click();
    await filters.getByRole('group', { name: 'Stops' }).getByRole('radio', { name: 'Non-stop' }).check();
    await closeFilters(page, isMobile);
    await settled(page);
    const stops = await results(page).locator(':scope > li').allInnerTexts();
    expect(stops.length).toBeGreaterThan(0);
    expect(stops.length).toBeLessThan(everything);
    for (const card of stops) expect(card).toContain('Non-stop');

    // Unchecking every airline: the spec's "no results", and the way back.
    filters = await openFilters(page, isMobile);
    await filters.getByRole('button', { name: 'Reset filters' }).click();
    for (const box of await filters.getByRole('group', { name: 'Airlines' }).getByRole('checkbox').all()) await box.uncheck();
    await closeFilters(page, isMobile);
    await expect(page.getByRole('heading', { name: 'No flights match your filters' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Reset filters' }).last().click();
    await settled(page);
    await expect(results(page).locator(':scope > li')).toHaveCount(everything);

    // Sort by fastest, then durations rise. The 500 ms 'processing' status between is a transient state a
    // busy machine can render between two polls: flight-listing.test.tsx proves it with a controlled clock.
    const sort = page.getByRole('group', { name: 'Sort by' });
    await sort.getByRole('button', { name: 'Fastest' }).click();
    await expect(sort.getByRole('button', { name: 'Fastest' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sort.getByRole('button', { name: 'Cheapest' })).toHaveAttribute('aria-pressed', 'false');
    await settled(page);
    // The status reads 'N flights' before the sort is applied too: poll for the order itself.
    const durations = async () =>
      (await results(page).locator(':scope > li').allInnerTexts()).map((card) => minutes(/\d+ (?:hrs?|mins?)(?: \d+ mins?)?/.exec(card)?.[0] ?? ''));
    await expect.poll(async () => (await durations()).join(' ')).toBe([...(await durations())].sort((a, b) => a - b).join(' '));
    const sorted = await durations();
    expect(sorted.length).toBe(everything);
    expect(sorted.every((duration) => duration > 0)).toBe(true);
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
  });

  test('round trip: pick a departure, then a return, and reach the checkout', async ({ page, dataLayer, expectAccessible }) => {
    await page.goto(`/flight/depart/search?${ROUND_TRIP}`);
    const first = results(page, 'Departing flights').locator(':scope > li').first();
    const chosenAirline = await first.getByRole('heading', { level: 3 }).textContent();
    await first.getByRole('link', { name: /^Select/ }).click();

    // The return listing shows the chosen departure on top.
    await expect(page).toHaveURL(/\/flight\/return\/search\?/);
    const returnUrl = new URL(page.url());
    expect(returnUrl.searchParams.get('outward')).toBeTruthy();
    expect(returnUrl.searchParams.get('cacheKey')).toBeTruthy();
    expect(returnUrl.searchParams.get('returnDate')).toBe(returnDate);
    const departure = page.getByRole('region', { name: /^Your departure/ });
    await expect(departure.getByRole('heading', { level: 3 })).toHaveText(chosenAirline ?? '');
    await expect(departure.getByRole('link', { name: 'Change departure flight' })).toHaveAttribute('href', /^\/flight\/depart\/search\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Mandalay.*Yangon/);
    await expect(results(page, 'Return flights').locator(':scope > li').first()).toBeVisible();
    await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ pageId: 'flight_return_page' }));
    await expectAccessible(page);

    // Pick the return: on to the checkout, with the session and both offers (which it verifies, then
    // keeps as a checkout of its own).
    const pick = results(page, 'Return flights').getByRole('link', { name: /^Select/ }).first();
    const checkout = new URL((await pick.getAttribute('href'))!, 'http://localhost').searchParams;
    expect(checkout.get('cacheKey')).toBe(returnUrl.searchParams.get('cacheKey'));
    expect(checkout.get('outward')).toBe(returnUrl.searchParams.get('outward'));
    expect(checkout.get('return')).toBeTruthy();
    expect(checkout.get('origin')).toBe('RGN');
    expect(checkout.get('departureDate')).toBe(departureDate);
    expect(checkout.get('returnDate')).toBe(returnDate);
    await pick.click();
    await expect(page).toHaveURL(/\/flight\/checkout\?checkoutId=/);
  });

  test('one way: Select goes straight to the checkout', async ({ page }) => {
    await page.goto(`/flight/depart/search?${ONE_WAY}`);
    const pick = results(page).getByRole('link', { name: /^Select/ }).first();
    const checkout = new URL((await pick.getAttribute('href'))!, 'http://localhost').searchParams;
    expect(checkout.get('cacheKey')).toBeTruthy();
    expect(checkout.get('outward')).toBeTruthy();
    expect(checkout.has('return')).toBe(false);
    expect(checkout.get('tripType')).toBe('1');
    await pick.click();
    await expect(page).toHaveURL(/\/flight\/checkout\?checkoutId=/);
  });

  test('the date strip moves the same search to another day', async ({ page }) => {
    await page.goto(`/flight/depart/search?${ROUND_TRIP}`);
    const strip = page.getByRole('navigation', { name: 'Other dates' });
    await expect(strip.locator('[aria-current="date"]')).toBeVisible();
    const nextDay = addDays(departureDate, 1);
    await strip.locator(`a[href*="departureDate=${nextDay}"]`).click();
    await expect(page).toHaveURL(new RegExp(`departureDate=${nextDay}`));
    await expect(page.getByRole('navigation', { name: 'Other dates' }).locator('[aria-current="date"]')).toBeVisible();
    // Days before today cannot be searched.
    const yesterday = addDays(today, -1);
    await expect(page.getByRole('navigation', { name: 'Other dates' }).locator(`a[href*="departureDate=${yesterday}"]`)).toHaveCount(0);
  });

  test('is rendered on the server: the list and its links work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`/flight/depart/search?${ROUND_TRIP}`);
    expect(response?.status()).toBe(200);
    await expect(results(page).locator(':scope > li').first()).toBeVisible();
    await expect(results(page).getByRole('link', { name: /^Select/ }).first()).toHaveAttribute('href', /^\/flight\/return\/search\?outward=/);
    await context.close();
  });

  test('in Myanmar', async ({ page, isMobile, expectAccessible }) => {
    await page.goto(`/flight/depart/search?${ROUND_TRIP}&language=mm`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 2, name: 'အသွား ခရီးစဉ်များ' })).toBeVisible();
    const first = results(page).locator(':scope > li').first();
    await expect(first).toContainText('ကျပ်');
    await expect(first).toContainText(/[၀-၉]+:[၀-၉]+/);
    await expect(first).toContainText(/(နာရီ|မိနစ်)/);
    await expect(first.getByRole('link', { name: /^ရွေးရန်/ })).toBeVisible();
    await expectAccessible(page);

    const sort = page.getByRole('group', { name: 'စီစဉ်ပုံ' });
    await sort.getByRole('button', { name: 'အမြန်ဆုံး' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^ခရီးစဉ် [၀-၉]+ ခု$/);

    if (isMobile) {
      await page.getByRole('button', { name: /^စစ်ထုတ်ရန်/ }).click();
      await expect(page.getByRole('dialog', { name: 'စစ်ထုတ်ချက်များ' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: /^စစ်ထုတ်ရန်/ })).toBeFocused();
    }

    await results(page).getByRole('link', { name: /^ရွေးရန်/ }).first().click();
    await expect(page).toHaveURL(/\/flight\/return\/search\?.*language=mm/);
    await expect(page.getByRole('heading', { level: 2, name: 'အပြန် ခရီးစဉ်များ' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^သင်ရွေးထားသော အသွားခရီးစဉ်/ })).toBeVisible();
  });

  test('a link that cannot be searched says what is wrong, in either language', async ({ page, expectAccessible }) => {
    const bad = 'tripType=2&origin=RGN&destination=RGN&departureDate=2020-01-01&returnDate=2020-01-05&adult=1&child=0&infant=3';
    const response = await page.goto(`/flight/depart/search?${bad}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your flight search' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Origin and Destination must not be same.')).toBeVisible();
    await expect(main.getByText('The departure date has passed. Choose today or a later date.')).toBeVisible();
    await expect(main.getByText('Each infant sits on an adult’s lap, so there cannot be more infants than adults.')).toBeVisible();
    await expectAccessible(page);
    await main.getByRole('link', { name: 'Search again' }).click();
    await expect(page).toHaveURL('/flight');

    await page.goto(`/flight/depart/search?${bad}&language=mm`);
    await expect(page.getByRole('heading', { level: 1, name: 'သင့်လေယာဉ်ရှာဖွေမှုကို စစ်ဆေးပါ' })).toBeVisible();
    await expect(page.getByRole('main').getByText('ထွက်ခွာမည့်နေရာနှင့် ဆိုက်ရောက်မည့်နေရာ မတူရပါ။')).toBeVisible();
  });

  test('an airport the api does not know gives "airport or city not found"', async ({ page }) => {
    await page.goto(`/flight/depart/search?${ROUND_TRIP.replace('destination=MDL', 'destination=ZZZ')}`);
    await expect(page.getByRole('heading', { name: 'Airport or city not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Search again' })).toHaveAttribute('href', '/flight');
  });

  test('a return listing without a chosen departure starts at the departures', async ({ page }) => {
    await page.goto(`/flight/return/search?${ROUND_TRIP}`);
    await expect(page).toHaveURL(/\/flight\/depart\/search\?/);
    await expect(results(page, 'Departing flights')).toBeVisible();
  });

  test('a departure no longer in the search session is said so, with the way back', async ({ page }) => {
    const response = await page.goto(`/flight/return/search?${ROUND_TRIP}&outward=no-such-offer&cacheKey=old`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'Your departure flight is no longer available' })).toBeVisible();
    await page.getByRole('link', { name: 'Choose a departure flight' }).click();
    await expect(page).toHaveURL(/\/flight\/depart\/search\?/);
  });
});
