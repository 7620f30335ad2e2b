import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { yangonHotelsQuery } from './hotel-helpers.ts';

/**
 * Every hotel's and room's own pictures (issue 19): the listing's cards and a hotel's gallery show
 * pictures that really load, in a modern format from our own image pipeline, with their captions as
 * their names, lazily below the fold, in English and in Myanmar, on a phone as on a desktop.
 */



function cards(page: Page): Locator {
  return page.getByRole('main').getByRole('list', { name: /^(Hotels with rooms for your stay|သင့်ခရီးအတွက် အခန်းရှိသော ဟိုတယ်များ)$/ }).locator(':scope > li');
}

/** Waits until the image has arrived and decoded (its natural width is known), and answers where from. */
async function loaded(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => element.currentSrc);
}

/** Every picture of the page keeps its box before it loads: nothing moves as pictures arrive. */
async function expectBoxesReserved(page: Page) {
  const missing = await page
    .getByRole('main')
    .locator('img')
    .evaluateAll((images: HTMLImageElement[]) => images.filter((image) => !image.getAttribute('width') || !image.getAttribute('height')).map((image) => image.outerHTML));
  expect(missing).toEqual([]);
}

test.describe('hotel pictures', () => {
  test('the listing and a hotel show their own pictures, which load', async ({ page, expectAccessible }) => {
    await page.goto(`/hotel/listing?${yangonHotelsQuery('en', { checkinInDays: 20 })}`);
    const first = cards(page).first().locator('picture img');
    // A card's thumbnail is never the largest paint (the summary's text is): even the first waits for
    // layout and does not compete with the font, and it loads then.
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('fetchpriority', 'low');
    await expect(first).toHaveAttribute('alt', /^The front of /);
    expect(await loaded(first)).toMatch(/\/media\/[0-9a-f]{40}\/(320|480|800|1200)\.avif$/);
    // Further down they wait until they near the screen, and load then.
    const fifth = cards(page).nth(4).locator('picture img');
    await expect(fifth).toHaveAttribute('loading', 'lazy');
    await loaded(fifth);
    // Each hotel has its own.
    const sources = await cards(page).locator('picture img').evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.getAttribute('src')));
    expect(new Set(sources).size).toBe(sources.length);
    await expectBoxesReserved(page);
    // Checked from the top: axe counts a control half under the sticky header as too small to tap.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);

    // A picture is served as it is stored: never compressed again, kept a year.
    const answer = await page.request.get((await first.getAttribute('src'))!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/jpeg');
    expect(answer.headers()['content-encoding']).toBeUndefined();
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    await cards(page).first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/hotel\/detail\?/);
    const gallery = page.getByRole('region', { name: /^Pictures of / });
    const big = gallery.getByRole('figure').locator('img');
    await expect(big).toHaveAttribute('fetchpriority', 'high');
    await expect(big).toHaveAttribute('alt', /^The front of /);
    await loaded(big);
    await expect(gallery.getByRole('figure')).toContainText(/1 of \d+/);
    // The view, chosen from the strip of pictures, shows big with its caption.
    await gallery.getByRole('button', { name: /^Show picture 2 of \d+: View over Yangon$/ }).click();
    await expect(big).toHaveAttribute('alt', 'View over Yangon');
    await loaded(big);
    await expect(gallery.getByRole('figure')).toContainText('View over Yangon');
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('button', { name: /^Show picture 3 of / })).toHaveAttribute('aria-pressed', 'true');
    // Each room type offered shows its own room.
    const roomPicture = page.getByRole('article').filter({ has: page.locator('picture') }).first().locator('picture img');
    await loaded(roomPicture);
    await expectBoxesReserved(page);
    // Checked from the top: axe counts a control half under the sticky header as too small to tap.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
  });

  // Tagged @phone: the phone project only (playwright.config.ts), as it is about 390 px.
  test('in Myanmar on a phone, the pictures load and are named in Myanmar', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    await page.goto(`/hotel/listing?${yangonHotelsQuery('mm', { checkinInDays: 20 })}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    const first = cards(page).first().locator('picture img');
    await expect(first).toHaveAttribute('alt', /၏ မျက်နှာစာ$/);
    await loaded(first);
    // A thumbnail beside the hotel's name, on a phone too.
    const [picture, name] = [await first.boundingBox(), await cards(page).first().getByRole('heading', { level: 3 }).boundingBox()];
    expect(picture!.x + picture!.width).toBeLessThanOrEqual(name!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await cards(page).first().getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/hotel\/detail\?/);
    const gallery = page.getByRole('region', { name: /၏ ဓာတ်ပုံများ$/ });
    await loaded(gallery.getByRole('figure').locator('img'));
    await expect(gallery.getByRole('figure')).toContainText(/[၀-၉]+ ပုံအနက် ၁/);
    const strip = gallery.getByRole('list');
    await loaded(strip.getByRole('listitem').first().locator('img'));
    await gallery.getByRole('button', { name: 'နောက် ဓာတ်ပုံ' }).click();
    await expect(gallery.getByRole('figure').locator('img')).toHaveAttribute('alt', /ရှုခင်း$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
  });
});
