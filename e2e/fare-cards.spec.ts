import { addDays, yangonDate } from '@thwa/domain/dates';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 11, "fare cards a customer can trust": the cabin searched for is the cabin listed, every card
 * names its cabin, baggage, refund and change rules and the party's total, the date strip counts what
 * the list shows, and a flight only our team books says so before Select.
 */

const today = yangonDate(new Date());
/** An amount in kyat as the English pages write it. */
const MMK = String.raw`(?:MMK [\d,]+|[\d,]+ MMK)`;
/** A day a week or more ahead on the given ISO weekday (1 Monday … 7 Sunday). */
function nextWeekday(isoWeekday: number): string {
  for (let offset = 7; ; offset += 1) {
    const date = addDays(today, offset);
    const day = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    if (day === isoWeekday) return date;
  }
}
const departureDate = addDays(today, 9);
/** Yangon-Bangkok: our inventory and both partners sell it, full-service and low-cost. */
const search = (extra: string) => `/flight/depart/search?tripType=1&origin=RGN&destination=BKK&departureDate=${departureDate}&${extra}`;

function cards(page: Page) {
  return page.getByRole('main').getByRole('list', { name: 'Departing flights' }).getByRole('article');
}

/** Waits until the list shows what its filters and sort say. */
async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ flights?$/);
}

test.describe('fare cards', () => {
  test('economy search shows only economy, each card with its baggage, refund and change rules and the party total', async ({ page, expectAccessible }) => {
    await page.goto(search('adult=2&child=1&infant=0&class=economy'));
    await expect(cards(page).first()).toBeVisible();
    await settled(page);
    const all = await cards(page).all();
    expect(all.length).toBeGreaterThan(1);
    for (const card of all) {
      const conditions = card.getByRole('list', { name: 'What this fare includes' });
      await expect(conditions.getByRole('listitem').first()).toHaveText('Cabin: Economy');
      await expect(conditions).toContainText(/(\d+ kg checked bag|No checked bag)/);
      await expect(conditions).toContainText(/\d+ kg cabin bag/);
      await expect(conditions).toContainText(/Refundable|Non-refundable/);
      await expect(conditions).toContainText(/Changes allowed|No changes/);
      await expect(card).not.toContainText('Business');
      await expect(card.getByText('per adult')).toBeVisible();
      await expect(card.getByTestId('party-total')).toHaveText(new RegExp(`^Total for everyone: ${MMK} for 2 adults, 1 child$`));
    }
    // A flight is listed once: the same flight numbers never appear on two cards.
    const numbers = await Promise.all(all.map((card) => card.locator('h3 + p').textContent()));
    expect(new Set(numbers).size).toBe(numbers.length);
    // The class filter starts at economy (spec §3), not "Any class": with one cabin listed it is not even offered.
    await expect(page.getByRole('radio', { name: 'Any class' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('business search shows only business', async ({ page }) => {
    await page.goto(search('adult=1&child=0&infant=0&class=business'));
    await expect(cards(page).first()).toBeVisible();
    await settled(page);
    const all = await cards(page).all();
    expect(all.length).toBeGreaterThan(0);
    for (const card of all) {
      await expect(card.getByRole('list', { name: 'What this fare includes' }).getByRole('listitem').first()).toHaveText('Cabin: Business');
      await expect(card).not.toContainText('Economy');
      // One adult: the price per adult is the total.
      await expect(card.getByTestId('party-total')).toHaveCount(0);
    }
  });

  test('the date strip counts and prices what the list it leads to shows', async ({ page }) => {
    await page.goto(search('adult=1&child=0&infant=0&class=economy'));
    const strip = page.getByRole('navigation', { name: 'Other dates' });
    const chosen = strip.locator('[aria-current="date"]');
    await expect(chosen).toBeVisible();
    await settled(page);
    const listed = await cards(page).count();
    await expect(chosen).toContainText(`${listed} flight${listed === 1 ? '' : 's'}`);
    // Cheapest first: the first card's price per adult is the day's lowest fare in the strip.
    const cheapest = (await cards(page).first().getByText(new RegExp(`^${MMK}$`)).first().textContent())!;
    await expect(chosen).toContainText(cheapest);

    // The next day: its strip figures are the figures of its list.
    const nextDay = addDays(departureDate, 1);
    const next = strip.locator(`a[href*="departureDate=${nextDay}"]`);
    await expect(next).toHaveText(/\d+ flights?|No flights/);
    // The day's count is its last line ("7 flights"), written right after its price.
    const expectedCount = /^(\d+) flights?$/.exec(((await next.locator('span').last().textContent()) ?? '').trim())?.[1] ?? '0';
    await next.click();
    await expect(page).toHaveURL(new RegExp(`departureDate=${nextDay}`));
    await expect(page.getByRole('navigation', { name: 'Other dates' }).locator('[aria-current="date"]')).toContainText(nextDay.slice(8).replace(/^0/, ''));
    if (expectedCount === '0') {
      await expect(page.getByRole('heading', { name: /^No flights on/ })).toBeVisible();
    } else {
      await settled(page);
      await expect(cards(page)).toHaveCount(Number(expectedCount));
    }
  });

  test('a flight only our team books says so on its card, before Select', async ({ page }) => {
    // Mandalay-Putao is flown only by flights sold offline: on Fridays UB115, and 7Y231 via Myitkyina.
    await page.goto(`/flight/depart/search?tripType=1&origin=MDL&destination=PBU&departureDate=${nextWeekday(5)}&adult=1&child=0&infant=0`);
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) {
      // A waitlisted fare is requested from our team too, and its own badge says it.
      const badge = card.getByText(/^(Request only|Waitlist)$/);
      await expect(badge).toBeVisible();
      const select = card.getByRole('link', { name: /^Select/ });
      expect(await badge.evaluate((node, link) => Boolean(node.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING), await select.elementHandle())).toBe(true);
    }
  });

  test('in Myanmar, the fare rules and the party total are written in Myanmar with Myanmar digits', async ({ page }) => {
    await page.goto(search('adult=2&child=0&infant=0&class=economy&language=mm'));
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toBeVisible();
    await expect(card).toContainText(/လက်ဆွဲအိတ် [၀-၉]+ ကီလို/);
    await expect(card.getByTestId('party-total')).toHaveText(/^အားလုံးအတွက် စုစုပေါင်း: လူကြီး ၂ ဦးအတွက် [၀-၉,]+ ကျပ်$/);
  });
});
