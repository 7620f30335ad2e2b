import type { Page } from '@playwright/test';
import { hotelById } from '@thwa/db/hotels/hotel-catalogue';
import { destinationById } from '@thwa/db/hotels/destinations';
import { nearestFirst, roundDistance } from '@thwa/domain/hotels/hotel-location';
import { expect, test } from './fixtures.ts';
import { yangonHotelsQuery } from './hotel-helpers.ts';

/**
 * Where a hotel is (issue 19 item 3): its page's Location section draws a map of its landmarks,
 * airport and bus station and lists how far each is, and its card in the list names the nearest
 * landmark; in English and in Myanmar (Myanmar digits only), on a phone's 390 px and on a desktop.
 */

const HOTEL = hotelById('H1001')!;
const YANGON = destinationById(HOTEL.destinationId)!;

/** The hotel's nearest landmark and its distance as the page must write it in English. */
function nearestLine(): string {
  const nearest = nearestFirst(HOTEL, YANGON.landmarks, 1)[0]!;
  const { unit, value, decimals } = roundDistance(nearest.distanceMetres);
  return `${value.toFixed(decimals)} ${unit} from ${nearest.name.en}`;
}

async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
  const map = await page.getByTestId('hotel-map').boundingBox();
  expect(map && map.x >= 0 && map.x + map.width <= page.viewportSize()!.width).toBe(true);
}

test.describe('where a hotel is', () => {
  test('its page maps and lists its landmarks, airport and bus station, in English and in Myanmar', async ({ page, expectAccessible }) => {
    const response = await page.goto(`/hotel/detail?${yangonHotelsQuery('en', { checkinInDays: 15 })}&hotelId=${HOTEL.id}`);
    expect(response?.status()).toBe(200);
    const location = page.getByRole('region', { name: 'Location' });
    await expect(location).toContainText(HOTEL.addressEn);
    await expect(page.getByTestId('hotel-map')).toBeVisible();
    const lines = location.getByRole('list', { name: 'Distances from the hotel' }).getByRole('listitem');
    await expect(lines).toHaveCount(YANGON.landmarks.length + 2);
    await expect(lines.first()).toContainText(nearestLine());
    await expect(location).toContainText(/\d+ km from Yangon International Airport/);
    await expect(location).toContainText(/ k?m from Aung Mingalar Highway Bus Station/);
    await fitsTheScreen(page);
    await expectAccessible(page);

    await page.goto(`/hotel/detail?${yangonHotelsQuery('mm', { checkinInDays: 15 })}&hotelId=${HOTEL.id}`);
    const myanmar = page.getByRole('region', { name: 'တည်နေရာ' });
    await expect(myanmar).toContainText(HOTEL.addressMy);
    await expect(myanmar).toContainText(/ရန်ကုန်အပြည်ပြည်ဆိုင်ရာလေဆိပ်မှ [၀-၉]+ ကီလိုမီတာ/);
    await expect(myanmar.getByRole('list', { name: 'ဟိုတယ်မှ အကွာအဝေးများ' }).getByRole('listitem')).toHaveCount(YANGON.landmarks.length + 2);
    // Every digit of the section, the map's included, is a Myanmar digit.
    const text = await myanmar.evaluate((section) => section.textContent ?? '');
    expect(text).toMatch(/[၀-၉]/);
    expect(text).not.toMatch(/[0-9]/);
    await fitsTheScreen(page);
    await expectAccessible(page);
  });

  test('a card in the list names the nearest landmark and its distance', async ({ page }) => {
    await page.goto(`/hotel/listing?${yangonHotelsQuery('en', { checkinInDays: 15 })}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText(/\d(\.\d)? k?m from /);
    await page.goto(`/hotel/listing?${yangonHotelsQuery('mm', { checkinInDays: 15 })}`);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/မှ [၀-၉.]+ (ကီလို)?မီတာ/);
  });
});
