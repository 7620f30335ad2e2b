import { flightDefaultDepartureDate, flightDefaultReturnDate } from '@thwa/domain/dates';
import { chooseLanguage, expect, test } from './fixtures.ts';

test.describe('flight search form', () => {
  test('starts from Yangon, round trip, one adult, with the default dates', async ({ page, expectAccessible }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Search flights' });
    await expect(form.getByRole('button', { name: /^From/ })).toContainText('RGN');
    await expect(form.getByRole('button', { name: /Trip type/ })).toContainText('Round trip');
    const departure = flightDefaultDepartureDate(new Date(), 'international');
    await expect(form.getByLabel('Departure')).toHaveValue(departure);
    await expect(form.getByLabel('Return')).toHaveValue(flightDefaultReturnDate(departure));
    await expect(form.getByRole('button', { name: /Travellers/ })).toContainText('1 traveller(s), Economy');
    await expectAccessible(page);
  });

  test('Continue without a destination, or with the same airport, shows the spec messages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^To/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await expect(drawer.getByRole('alert')).toHaveText('Destination city is required!');

    await drawer.getByRole('combobox', { name: 'Going to' }).fill('Yangon');
    await drawer.getByRole('option', { name: /RGN/ }).click();
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await expect(drawer.getByRole('alert')).toHaveText('Origin and Destination must not be same.');
  });

  test('autocomplete waits for 3 characters, finds by city, and a domestic route departs on the domestic default', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^To/ }).click();
    const drawer = page.getByRole('dialog');
    const going = drawer.getByRole('combobox', { name: 'Going to' });
    await going.fill('Ma');
    await page.waitForTimeout(700);
    await expect(drawer.getByRole('option')).toHaveCount(0);
    await going.fill('Mandalay');
    await drawer.getByRole('option', { name: /MDL/ }).click();
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: /^To/ })).toContainText('MDL');
    await expect(page.getByLabel('Departure')).toHaveValue(flightDefaultDepartureDate(new Date(), 'domestic'));
  });

  test('tapping To opens the drawer at the destination with the cursor there, and From at the departure', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^To/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'Going to' })).toBeVisible();
    const going = drawer.getByRole('combobox', { name: 'Going to' });
    await expect(going).toBeFocused();
    // Typed straight away, without tapping the field: it goes where the drawer was opened.
    await page.keyboard.type('Mandalay');
    await expect(going).toHaveValue('Mandalay');
    await expect(drawer.getByRole('combobox', { name: 'Leaving from' })).toHaveValue('');
    await drawer.getByRole('option', { name: /MDL/ }).click();
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: /^From/ }).click();
    await expect(drawer.getByRole('heading', { name: 'Leaving from' })).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Leaving from' })).toBeFocused();
    await page.keyboard.press('Escape');
    // Again at To after a From: the cursor follows each opening, not the last one.
    await page.getByRole('button', { name: /^To/ }).click();
    await expect(drawer.getByRole('combobox', { name: 'Going to' })).toBeFocused();
  });

  test('an unknown place says so', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^To/ }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Going to' }).fill('Qqqqzz');
    await expect(page.getByRole('dialog').getByText('Airport or city not found.', { exact: false })).toBeVisible();
  });

  test('travellers: no more infants than adults, at most 9 seats', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Travellers/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'More Infants' }).click();
    await expect(drawer.getByRole('button', { name: 'More Infants' })).toBeDisabled();
    for (let i = 0; i < 8; i += 1) await drawer.getByRole('button', { name: 'More Adults' }).click();
    await expect(drawer.getByRole('button', { name: 'More Adults' })).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'More Children' })).toBeDisabled();
    await drawer.getByRole('button', { name: 'Business' }).click();
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: /Travellers/ })).toContainText('10 traveller(s), Business');
  });

  test('searching RGN to MDL one way opens the departure listing with the search in the URL, and remembers it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Trip type/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'One way' }).click();
    await page.getByRole('button', { name: /^To/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'Going to' }).fill('MDL');
    await drawer.getByRole('option', { name: /MDL/ }).click();
    await drawer.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Search flights' }).click();
    await expect(page).toHaveURL(/\/flight\/depart\/search\?/);
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toEqual({
      tripType: '1',
      origin: 'RGN',
      destination: 'MDL',
      departureDate: flightDefaultDepartureDate(new Date(), 'domestic'),
      currency: 'MMK',
      language: 'en',
      adult: '1',
      child: '0',
      infant: '0',
      class: 'economy',
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: /^From/ }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Recent searches' })).toBeVisible();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Leaving from' }).focus();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Going to' }).focus();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Continue your search' })).toBeVisible();
  });

  test('in Myanmar, a Myanmar city name finds its airport', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'Myanmar');
    await page.getByRole('button', { name: /^သို့/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'သွားမည့်နေရာ' }).fill('မန္တလေး');
    await drawer.getByRole('option', { name: /MDL/ }).click();
    await drawer.getByRole('button', { name: 'ဆက်လုပ်ရန်' }).click();
    await expect(page.getByRole('button', { name: /^သို့/ })).toContainText('MDL');
  });
});

/** The whole search journey of issue 3: drawer, listing, sort, both flights, checkout. */
const JOURNEY = {
  English: { to: /^To/, going: 'Going to', continue: 'Continue', search: 'Search flights', sortBy: 'Sort by', fastest: 'Fastest', select: /^Select/ },
  Myanmar: { to: /^သို့/, going: 'သွားမည့်နေရာ', continue: 'ဆက်လုပ်ရန်', search: 'လေယာဉ်ရှာရန်', sortBy: 'စီစဉ်ပုံ', fastest: 'အမြန်ဆုံး', select: /^ရွေးရန်/ },
} as const;

for (const language of ['English', 'Myanmar'] as const) {
  test(`${language}: search RGN to MDL round trip via the drawer, sort by fastest, pick both flights, reach the checkout`, async ({ page }) => {
    const words = JOURNEY[language];
    await page.goto('/');
    if (language === 'Myanmar') await chooseLanguage(page, 'Myanmar');
    await page.getByRole('button', { name: words.to }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: words.going }).fill('MDL');
    await drawer.getByRole('option', { name: /MDL/ }).click();
    await drawer.getByRole('button', { name: words.continue }).click();
    // Days ahead, not the default: from mid-afternoon in Yangon no domestic flight is left to sell today.
    const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    await page.locator('input[name="departureDate"]').fill(day(3));
    await page.locator('input[name="returnDate"]').fill(day(4));
    await page.getByRole('button', { name: words.search, exact: true }).click();

    await expect(page).toHaveURL(/\/flight\/depart\/search\?/);
    expect(new URL(page.url()).searchParams.get('departureDate')).toBe(day(3));
    expect(new URL(page.url()).searchParams.get('tripType')).toBe('2');
    const sort = page.getByRole('group', { name: words.sortBy });
    await sort.getByRole('button', { name: words.fastest }).click();
    await expect(sort.getByRole('button', { name: words.fastest })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('main').getByRole('link', { name: words.select }).first().click();

    await expect(page).toHaveURL(/\/flight\/return\/search\?/);
    // The return list's Select links carry both offers (wait for it to replace the departure list).
    const pick = page.getByRole('main').getByRole('link', { name: words.select }).and(page.locator('a[href*="return="]')).first();
    await expect(pick).toBeVisible();
    const checkout = new URL((await pick.getAttribute('href'))!, 'http://localhost').searchParams;
    expect([checkout.get('origin'), checkout.get('destination')]).toEqual(['RGN', 'MDL']);
    expect(checkout.get('cacheKey')).toBeTruthy();
    expect(checkout.get('outward')).toBeTruthy();
    expect(checkout.get('return')).toBeTruthy();
    expect(checkout.get('language')).toBe(language === 'Myanmar' ? 'mm' : 'en');
    await pick.click();
    await expect(page).toHaveURL(/\/flight\/checkout\?checkoutId=/);
  });
}
