import { chooseLanguage, expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

const CONTENT_PAGES = 13;

test.describe('the landing page', () => {
  test('is rendered on the server: complete without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Where would you like to go?' })).toBeVisible();
    // One tab per product sold today, each leading to its search.
    const tabs = page.getByRole('navigation', { name: 'What to book' }).getByRole('link');
    await expect(tabs).toHaveText(['Flights', 'Hotels', 'Bus', 'Travel insurance', 'Health insurance']);
    expect(await tabs.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/flight', '/hotel', '/bus', '/insurance', '/health-insurance']);
    await expect(page.getByRole('contentinfo').locator('a[href^="/content/"]')).toHaveCount(CONTENT_PAGES);
    await expect(page.getByRole('link', { name: /Call our call center/ })).toHaveAttribute('href', /^tel:\+95/);
    await context.close();
  });

  test('is the flight landing at /flight too, and pushes its page identifier', async ({ page, dataLayer, expectAccessible }) => {
    await page.goto('/flight');
    await expect(page.getByRole('navigation', { name: 'What to book' }).getByRole('link', { name: 'Flights' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'page_view', pageId: 'home_page', pagePath: '/flight' }));
    await expectAccessible(page);
  });
});

test.describe('language', () => {
  test('switching to Myanmar changes every visible string, and survives a reload', async ({ page, expectAccessible }) => {
    // What may stay in Latin letters: the brand, currency and airport codes, the support address and
    // the name of English itself.
    const latinLeftovers = async (where = page.locator('body')) =>
      (await where.innerText())
        .replace(/support@[\w.]+|Thwa|MMK|USD|English|\+95[\d ]+|\b[A-Z]{3}\b/g, '')
        .match(/[A-Za-z]{2,}/g);
    // The home blocks below the form, their feeds asked from the browser, have come in.
    const blocksShown = async () => {
      await page.locator('[data-home-blocks]').scrollIntoViewIfNeeded();
      await expect(page.locator('section[data-feed="banners"] [data-status]').first()).toHaveAttribute('data-status', 'success', { timeout: scaledWait(15_000) });
    };
    await page.goto('/');
    await blocksShown();
    await chooseLanguage(page, 'Myanmar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ဘယ်ကို သွားချင်ပါသလဲ။');
    // The blocks shown in English before the switch are asked again in Myanmar. (The search form keeps
    // what it holds, its default origin's English name too, until the page is loaded again.)
    await blocksShown();
    expect(await latinLeftovers(page.locator('[data-home-blocks]'))).toBeNull();

    // After a reload too: the feeds the browser kept from the English page are not the Myanmar ones.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await blocksShown();
    expect(await latinLeftovers()).toBeNull();
    await expectAccessible(page);

    await chooseLanguage(page, 'English');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where would you like to go?');
  });

  test('a link with ?language=MM opens in Myanmar and is remembered', async ({ page }) => {
    await page.goto('/content/faq?language=MM');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  });

  test('an unknown ?language falls back to English', async ({ page }) => {
    await page.goto('/?language=fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('currency', () => {
  test('switching to USD is kept across reloads and shows the current rate', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const scope = isMobile ? page.getByRole('dialog') : page.getByRole('banner');
    await scope.getByRole('button', { name: 'USD – US dollar' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'USD');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'USD');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('button', { name: 'USD – US dollar' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByText('1 USD = 2,100 MMK')).toBeVisible();
    await menu.getByRole('button', { name: 'MMK – Myanmar kyat' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-currency', 'MMK');
  });
});

test.describe('content pages', () => {
  test('the FAQ opens from the footer, in both languages', async ({ page, expectAccessible, dataLayer }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/content/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.locator('main a[href="/content/online-refund-policy"]')).toBeVisible();
    // The booking tracker is built: the FAQ links to it.
    await expect(page.locator('main a[href="/track-booking"]').first()).toBeVisible();
    await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ pageId: 'content_page', pagePath: '/content/faq' }));
    await expectAccessible(page);

    await chooseLanguage(page, 'Myanmar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Frequently asked questions');
    await expectAccessible(page);
  });

  test('the support contacts are filled in', async ({ page }) => {
    await page.goto('/content/contact-us');
    const main = page.getByRole('main');
    await expect(main).not.toContainText('{phone}');
    await expect(main).not.toContainText('{email}');
    await expect(main.locator('a[href^="mailto:support@"]').first()).toBeVisible();
  });

  test('testimonials push their own page identifier', async ({ page, dataLayer }) => {
    await page.goto('/content/testimonials');
    await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ pageId: 'testimonial_page' }));
  });

  test('moving to another page scrolls to the top', async ({ page }) => {
    await page.goto('/content/faq');
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL('/content/privacy-notice');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the back arrow returns to the page before', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL('/content/about-us');
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('no content page links to a page that does not exist', async ({ page, request }) => {
  // A crawl of 13 pages in two languages and every link they hold: more than the default 30 s on a busy machine.
  test.setTimeout(scaledWait(90_000));
  await page.goto('/');
  const pages = await page.getByRole('contentinfo').locator('a[href^="/content/"]').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!),
  );
  const targets = new Set<string>();
  for (const path of pages) {
    for (const language of ['en', 'mm']) {
      await page.goto(`${path}?language=${language}`);
      const hrefs = await page.getByRole('main').locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      hrefs.forEach((href) => targets.add(href));
    }
  }
  expect(targets.size).toBeGreaterThan(3);
  for (const href of targets) expect((await request.get(href)).status(), href).toBe(200);
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the spec text', async ({ page, expectAccessible }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
    await expect(page.getByText("We're Sorry, the page you requested could not be found. Please go back to home page.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown content page answers 404 too', async ({ page }) => {
    const response = await page.goto('/content/not-a-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
  });
});

test.describe('menu drawer', () => {
  test('opens, lists the products and help pages, and closes with Escape', async ({ page, expectAccessible }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Flights' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
