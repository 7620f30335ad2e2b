import type { Page } from '@playwright/test';
import { hotelDefaultDates } from '@thwa/domain/dates';
import { HOTEL_SEARCH_PARAMS } from '@thwa/domain/hotels/hotel-search-query';
import { chooseLanguage, expect, test } from './fixtures.ts';

/** The listing's address as a list of [name, value], in the order it was written. */
function listingParams(page: Page): Array<[string, string]> {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/hotel/listing');
  return [...url.searchParams.entries()];
}

/** Opens the destination drawer (a button once the page is hydrated), types and picks a place. */
async function chooseDestination(page: Page, typed: string, option: RegExp) {
  await page.getByRole('button', { name: /^Destination/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Where are you staying?' });
  await drawer.getByRole('combobox', { name: 'City, township or hotel' }).fill(typed);
  await drawer.getByRole('option', { name: option }).first().click();
  await expect(drawer).toBeHidden();
}

test.describe('the hotel landing (/hotel)', () => {
  test('searching Bagan for 2 rooms with a child of 7 opens the listing with the spec §2 parameters', async ({ page, expectAccessible, dataLayer }) => {
    // The default stay as the server computes it (Yangon time); read before the page so both agree.
    const stay = hotelDefaultDates(new Date());
    await page.goto('/hotel');
    await expect(page.getByRole('heading', { level: 1, name: 'Where would you like to stay?' })).toBeVisible();
    await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'page_view', pageId: 'hotel_landing_page', pagePath: '/hotel' }));
    await expect(page.getByRole('navigation', { name: 'What to book' }).getByRole('link', { name: 'Hotels' })).toHaveAttribute('aria-current', 'page');
    const form = page.getByRole('form', { name: 'Search hotels' });
    await expect(form.getByLabel('Check-in')).toHaveValue(stay.checkIn);
    await expect(form.getByLabel('Check-out')).toHaveValue(stay.checkOut);
    await expect(form.getByRole('button', { name: /Rooms and guests/ })).toContainText('1 room(s), 2 adult(s), 0 child(ren)');
    await expect(form.getByRole('radio', { name: 'Myanmar citizens' })).toBeChecked();
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Destination/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Where are you staying?' });
    await drawer.getByRole('combobox', { name: 'City, township or hotel' }).fill('Bagan');
    await expect(drawer.getByRole('option', { name: /^Bagan/ }).first()).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('option', { name: /^Bagan City/ }).click();
    await expect(form.getByRole('button', { name: /^Destination/ })).toContainText('Bagan');

    await form.getByRole('button', { name: /Rooms and guests/ }).click();
    const guests = page.getByRole('dialog', { name: 'Rooms and guests' });
    await guests.getByRole('button', { name: 'More Rooms' }).click();
    await guests.getByRole('button', { name: 'More Children' }).click();
    await guests.getByRole('combobox', { name: 'Age of child 1' }).selectOption('7');
    await expectAccessible(page);
    await guests.getByRole('button', { name: 'Done' }).click();
    await expect(form.getByRole('button', { name: /Rooms and guests/ })).toContainText('2 room(s), 2 adult(s), 1 child(ren)');

    await form.getByRole('button', { name: 'Search hotels' }).click();
    await page.waitForURL(/\/hotel\/listing\?/);
    const params = listingParams(page);
    expect(params.map(([name]) => name)).toEqual([...HOTEL_SEARCH_PARAMS]);
    const values = Object.fromEntries(params);
    expect(values.itemId).toMatch(/^\d+$/);
    expect(values).toEqual({
      term: 'bagan',
      listingSearchTerm: 'Bagan',
      itemId: values.itemId,
      name: 'Bagan',
      scope: 'city',
      city: 'bagan',
      country: 'Myanmar',
      region: 'local',
      checkin: stay.checkIn,
      checkout: stay.checkOut,
      rooms: '2',
      adult: '2',
      child: '1',
      child_ages: '7',
      nationality: 'local',
      currency: 'MMK',
      language: 'en',
    });
  });

  test('the Hotels tab of the flight landing leads here', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'What to book' }).getByRole('link', { name: 'Hotels' }).click();
    await expect(page).toHaveURL(/\/hotel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Where would you like to stay?' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'What to book' }).getByRole('link', { name: 'Flights' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('without a destination the form says so, in the page, and stays', async ({ page }) => {
    await page.goto('/hotel');
    // Hydrated: the destination is the drawer's button, not the plain field.
    await expect(page.getByRole('button', { name: /^Destination/ })).toBeVisible();
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a city, township or hotel to stay in.');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/hotel');
  });

  test('remembers the last 3 places searched on this device, newest first', async ({ page }) => {
    for (const [typed, option] of [
      ['Yangon', /^Yangon City/],
      ['Bagan', /^Bagan City/],
      ['Mandalay', /^Mandalay City/],
      ['Kalaw', /^Kalaw City/],
    ] as const) {
      await page.goto('/hotel');
      await chooseDestination(page, typed, option);
      await page.getByRole('button', { name: 'Search hotels' }).click();
      await page.waitForURL(/\/hotel\/listing\?/);
    }
    await page.goto('/hotel');
    await page.getByRole('button', { name: /^Destination/ }).click();
    const recent = page.getByRole('dialog').getByRole('region', { name: 'Recent searches' });
    await expect(recent.getByRole('button')).toHaveText([/^Kalaw/, /^Mandalay/, /^Bagan/]);
    await recent.getByRole('button', { name: /^Mandalay/ }).click();
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await page.waitForURL(/\/hotel\/listing\?/);
    expect(Object.fromEntries(listingParams(page))).toMatchObject({ term: 'mandalay', listingSearchTerm: 'Mandalay', name: 'Mandalay', scope: 'city' });
  });

  test('in Myanmar on a phone, a Myanmar city name is suggested', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    await page.goto('/hotel');
    await chooseLanguage(page, 'Myanmar');
    await expect(page.getByRole('heading', { level: 1, name: 'ဘယ်မှာ တည်းခိုချင်ပါသလဲ။' })).toBeVisible();
    await page.getByRole('button', { name: /^တည်းခိုမည့်နေရာ/ }).click();
    const drawer = page.getByRole('dialog', { name: 'ဘယ်မှာ တည်းခိုမလဲ။' });
    await drawer.getByRole('combobox', { name: 'မြို့၊ မြို့နယ် သို့မဟုတ် ဟိုတယ်' }).fill('ပုဂံ');
    await expect(drawer.getByRole('option', { name: /^ပုဂံ မြို့/ })).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('option', { name: /^ပုဂံ မြို့/ }).click();
    await page.getByRole('button', { name: 'ဟိုတယ်ရှာရန်', exact: true }).click();
    await page.waitForURL(/\/hotel\/listing\?/);
    expect(Object.fromEntries(listingParams(page))).toMatchObject({ term: 'bagan', name: 'ပုဂံ', country: 'မြန်မာ', language: 'mm' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('works without JavaScript: a typed place and the default stay reach the listing; nothing typed is refused', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const stay = hotelDefaultDates(new Date());
    expect((await page.goto('/hotel'))?.status()).toBe(200);

    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a city, township or hotel to stay in.');
    expect(new URL(page.url()).pathname).toBe('/hotel');

    await page.getByRole('textbox', { name: 'Destination' }).fill('Atlantis');
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not find “Atlantis”. Try a city, township or hotel in Myanmar.');
    await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveValue('Atlantis');

    await page.getByRole('textbox', { name: 'Destination' }).fill('Yangon');
    await page.getByRole('button', { name: 'Search hotels' }).click();
    await page.waitForURL(/\/hotel\/listing\?/);
    const params = listingParams(page);
    expect(params.map(([name]) => name)).toEqual([...HOTEL_SEARCH_PARAMS]);
    expect(Object.fromEntries(params)).toMatchObject({
      term: 'yangon',
      listingSearchTerm: 'Yangon',
      name: 'Yangon',
      scope: 'city',
      city: 'yangon',
      region: 'local',
      checkin: stay.checkIn,
      checkout: stay.checkOut,
      rooms: '1',
      adult: '2',
      child: '0',
      child_ages: '',
      nationality: 'local',
    });
    await context.close();
  });
});
