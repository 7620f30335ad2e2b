import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';
import { yangonHotelsQuery } from './hotel-helpers.ts';

/**
 * The hotel listing, a hotel's page and a room's page (spec §2 /hotel/listing, /hotel/detail,
 * /hotel/detail/room): the search of the address, the spec §3 filters, the spec §9 sorts, "show more"
 * appending the next page, and on to the checkout (hotel-booking.spec.ts goes on from there).
 */



/** The list of hotels; its own items are the cards. */
function cards(page: Page, name: string | RegExp = /^(Hotels with rooms for your stay|သင့်ခရီးအတွက် အခန်းရှိသော ဟိုတယ်များ)$/): Locator {
  return page.getByRole('main').getByRole('list', { name }).locator(':scope > li');
}

/** Each card's price per night, as shown (MMK, Latin digits). */
async function pricesPerNight(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => {
    const match = /MMK ([\d,]+)\s*a room per night/.exec(text);
    if (!match) throw new Error(`no price per night in: ${text}`);
    return Number(match[1]!.replaceAll(',', ''));
  });
}

/** The filters: a sidebar open on a desktop, folded on a phone until its summary is tapped. */
async function filters(page: Page, name = 'Filters'): Promise<Locator> {
  const panel = page.getByRole('complementary', { name });
  const details = panel.locator('details');
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await panel.locator('summary').click();
  await expect(panel.getByRole('button', { name: /^(Show hotels|ဟိုတယ်များ ပြရန်)$/ })).toBeVisible();
  return panel;
}

/** The list says what is in it once a change has been applied (nothing loading). */
async function settled(page: Page, pattern: RegExp) {
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(pattern);
}

function ascending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || values[index - 1]! <= value);
}

test.describe('hotel listing', () => {
  test('filters by stars, sorts by price, shows more, opens a hotel and a room, and books', async ({ page, expectAccessible }) => {
    // Six pages and five accessibility scans: 45 s on CI's busy cores, so its budget scales like its waits.
    test.setTimeout(scaledWait(60_000));
    const response = await page.goto(`/hotel/listing?${yangonHotelsQuery()}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels in Yangon');
    await expect(page).toHaveTitle('Hotels in Yangon · Thwa');
    await expect(page.getByRole('main')).toContainText('2 nights');
    await expect(page.getByRole('link', { name: 'Change search' })).toHaveAttribute('href', /^\/hotel\?term=yangon&.*checkin=/);
    await settled(page, /^\d+ hotels · Showing 20 of \d+$/);
    await expect(cards(page)).toHaveCount(20);
    await expectAccessible(page);

    // Stars: 3 and 4 (enough hotels for a second page). Each choice applies by itself after the pause.
    let panel = await filters(page);
    const stars = panel.getByRole('group', { name: 'Star rating' });
    // Each value says how many hotels of the search have it.
    const counts = await Promise.all(['4-star', '3-star'].map(async (label) => Number(/(\d+) hotels?/.exec(await stars.locator('label', { hasText: label }).innerText())?.[1])));
    await stars.getByRole('checkbox', { name: /^4-star/ }).check();
    await expect(page).toHaveURL(/starRating=4/);
    panel = await filters(page);
    await panel.getByRole('group', { name: 'Star rating' }).getByRole('checkbox', { name: /^3-star/ }).check();
    await expect(page).toHaveURL(/starRating=4&starRating=3|starRating=3&starRating=4/);
    // The list answers the second choice once it has loaded (the status says "Updating…" until then):
    // exactly the hotels the two stars counted.
    const total = counts[0]! + counts[1]!;
    await settled(page, new RegExp(`^${total} hotels`));
    expect(total).toBeGreaterThan(20);
    for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/\b[34]-star\b/);

    // Sort: lowest price first, from the first page again.
    await page.getByRole('group', { name: 'Sort by' }).getByRole('link', { name: 'Lowest price' }).click();
    await expect(page).toHaveURL(/sort=price&order=asc/);
    await expect(page.getByRole('group', { name: 'Sort by' }).getByRole('link', { name: 'Lowest price' })).toHaveAttribute('aria-current', 'true');
    await settled(page, new RegExp(`^${total} hotels · Showing 20 of ${total}$`));
    const firstPage = await pricesPerNight(page);
    expect(firstPage).toHaveLength(20);
    expect(ascending(firstPage)).toBe(true);

    // Show more: the next page is appended, still in order, and the reader is taken to where it starts.
    await page.getByRole('link', { name: 'Show more hotels' }).click();
    await expect(page).toHaveURL(/page=2#hotel-21$/);
    await expect(cards(page)).toHaveCount(total);
    const both = await pricesPerNight(page);
    expect(both.slice(0, 20)).toEqual(firstPage);
    expect(ascending(both)).toBe(true);
    await expect(cards(page).nth(20).getByRole('heading', { level: 3 }).getByRole('link')).toBeFocused();
    await expect(page.getByRole('link', { name: 'Show more hotels' })).toHaveCount(0);

    // A hotel's page, with the same search.
    const first = cards(page).first();
    const hotelName = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
    await first.getByRole('link', { name: `See rooms at ${hotelName}` }).click();
    await expect(page).toHaveURL(/\/hotel\/detail\?term=yangon&.*checkin=.*&hotelId=H\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotelName);
    await expect(page).toHaveTitle(`${hotelName} · Thwa`);
    for (const heading of ['Rooms for your stay', 'About the hotel', 'Policies', 'Good to know']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText(/Sleeps \d adults?/);
    await expect(page.getByRole('main')).toContainText(/Check-in\s*From \d\d:\d\d/);
    await expect(page.getByRole('link', { name: /^Book / }).first()).toHaveAttribute('href', /^\/hotel\/checkout\?hotelId=H\d+&roomTypeId=.+&listedTotal=\d+&back=%2Fhotel%2Fdetail%3F/);
    await expectAccessible(page);

    // A room's page: its rates in full; Book goes to the checkout, which prices the stay again.
    const details = page.getByRole('link', { name: /^Room details: / }).first();
    const roomName = ((await details.getAttribute('aria-label')) ?? '').replace(/^Room details: /, '');
    await details.click();
    await expect(page).toHaveURL(/\/hotel\/detail\/room\?.*&hotelId=H\d+&roomTypeId=H\d+-R\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomName);
    await expect(page.getByRole('heading', { level: 2, name: 'Rates' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /^Book / }).first().click();
    await page.waitForURL(/\/hotel\/checkout\?checkoutId=/);
    await expect(page.getByRole('main')).toContainText(hotelName);
  });

  test('says when no hotel matches the filters, and clears them', async ({ page, expectAccessible }) => {
    // No five-star hotel in Yangon costs under MMK 50,000 a night.
    await page.goto(`/hotel/listing?${yangonHotelsQuery()}&starRating=5&priceRanges=0-49999`);
    await expect(page.getByRole('heading', { level: 2, name: 'No hotel matches your filters' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first().click();
    await expect(page).not.toHaveURL(/starRating/);
    await settled(page, /^\d+ hotels · Showing 20 of \d+$/);
  });

  test('abroad: Bangkok, sold by the bed bank, is chosen in the drawer, listed and opened like a city of ours', async ({ page, expectAccessible }) => {
    await page.goto('/hotel');
    await page.getByRole('button', { name: /^Destination/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Where are you staying?' });
    await drawer.getByRole('combobox', { name: 'City, township or hotel' }).fill('Bangkok');
    await drawer.getByRole('option', { name: /^Bangkok City.*Thailand/ }).click();
    await page.getByRole('form', { name: 'Search hotels' }).getByRole('button', { name: 'Search hotels' }).click();
    await expect(page).toHaveURL(/region=international/);
    await settled(page, /^\d+ hotels · Showing \d+ of \d+$/);
    const first = cards(page).first();
    await expect(first).toContainText(/Sukhumvit|Silom|Pathum Wan|Riverside|Khao San/);
    await expectAccessible(page);
    const name = (await first.getByRole('heading').first().innerText()).trim();
    await first.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(/\/hotel\/detail/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('works without JavaScript: filters, sort and show more are plain forms and links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(`/hotel/listing?${yangonHotelsQuery()}`))?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(20);

    await page.getByRole('link', { name: 'Show more hotels' }).click();
    await expect(page).toHaveURL(/page=2#hotel-21$/);
    await expect(cards(page)).toHaveCount(40);

    const panel = await filters(page);
    await panel.getByRole('group', { name: 'Star rating' }).getByRole('checkbox', { name: /^5-star/ }).check();
    await panel.getByRole('button', { name: 'Show hotels' }).click();
    await expect(page).toHaveURL(/starRating=5/);
    // A new filter lists from the first page.
    await expect(page).not.toHaveURL(/page=2/);
    const fiveStars = await cards(page).allInnerTexts();
    expect(fiveStars.length).toBeGreaterThan(0);
    for (const text of fiveStars) expect(text).toMatch(/\b5-star\b/);

    await page.getByRole('group', { name: 'Sort by' }).getByRole('link', { name: 'Lowest price' }).click();
    await expect(page).toHaveURL(/starRating=5&sort=price&order=asc/);
    expect(ascending(await pricesPerNight(page))).toBe(true);

    await cards(page).first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/hotel\/detail\?/);
    await expect(page.getByRole('link', { name: /^Book / }).first()).toHaveAttribute('href', /^\/hotel\/checkout\?/);
    await context.close();
  });

  // Tagged @phone: only the phone project runs it (playwright.config.ts), as it is about 390 px.
  test('in Myanmar on a phone, the listing and a hotel read in Myanmar', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    await page.goto(`/hotel/listing?${yangonHotelsQuery('mm')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ရန်ကုန် ရှိ ဟိုတယ်များ');
    await expect(page.getByRole('main')).toContainText('၂ ည');
    const first = cards(page).first();
    await expect(first).toContainText('ကျပ်');
    await expect(first).toContainText(/[၀-၉]/);
    await expect(first.getByRole('link', { name: /အခန်းများ ကြည့်ရန်$/ })).toBeVisible();
    // Folded on a phone until asked for.
    await expect(page.getByRole('complementary', { name: 'စစ်ထုတ်ချက်များ' }).getByRole('button', { name: 'ဟိုတယ်များ ပြရန်' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    const panel = await filters(page, 'စစ်ထုတ်ချက်များ');
    await expect(panel.getByRole('group', { name: 'ကြယ်အဆင့်' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('group', { name: 'စီစဉ်ပုံ' }).getByRole('link', { name: 'ဈေးအနည်းဆုံး' }).click();
    await expect(page).toHaveURL(/sort=price&order=asc/);

    await cards(page).first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/hotel\/detail\?/);
    await expect(page.getByRole('heading', { level: 2, name: 'သင့်ခရီးအတွက် အခန်းများ' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'စည်းမျဉ်းများ' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^ဘိုကင်တင်ရန် / }).first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(/လူကြီး [၀-၉]+ ဦး အိပ်နိုင်သည်/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
