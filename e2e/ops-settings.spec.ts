import { randomBytes } from 'node:crypto';
import { toMyanmarDigits } from '@thwa/domain/money';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { fitsTheScreen, hydrated } from './booking-helpers.ts';
import { createEmployee, openConsoleAt, type Messages } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The console's business settings (issue 20 item 4): a finance employee publishes an exchange rate and
 * creates a promotion (English); a content employee edits a page in Myanmar on a tablet with the preview
 * of both languages side by side, and the public page shows it. Each project uses data of its own.
 */

const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** A `datetime-local` value `days` ahead, in Yangon time (UTC+06:30). */
function yangonInput(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 390 * 60_000).toISOString().slice(0, 16);
}

test.describe('business settings', () => {
  test('a finance employee publishes a USD rate and creates a promotion', async ({ page, expectAccessible }) => {
    const employee = await createEmployee(['finance']);
    await openConsoleAt(page, en as Messages, employee.email, '/ops/rates');
    await expect(page.getByRole('heading', { level: 1, name: en['ops.rates.title'] })).toBeVisible();
    await hydrated(page);
    const current = page.getByTestId('rate-USD_MMK');
    const before = (await current.textContent())!;
    const form = page.getByRole('form', { name: en['ops.rates.form.title'] });

    // The other direction's number is refused beside its field, and nothing is published.
    await form.getByLabel(en['ops.rates.form.rate']).fill('0.00022');
    await form.getByRole('button', { name: en['ops.rates.form.submit'] }).click();
    await expect(form.getByLabel(en['ops.rates.form.rate'])).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(en['ops.rates.form.rate'])).toBeFocused();

    // A rate for later: scheduled, while the one in force stays (prices elsewhere in the suite use it).
    const later = 4000 + Number.parseInt(unique(), 16) % 900;
    await form.getByLabel(en['ops.rates.form.rate']).fill(String(later));
    await form.getByLabel(en['ops.rates.form.effectiveAt']).fill(yangonInput(60));
    await form.getByRole('button', { name: en['ops.rates.form.submit'] }).click();
    await expect(page).toHaveURL(/\/ops\/rates\?published=USD_MMK$/);
    await expect(page.getByText(en['ops.rates.published'])).toBeVisible();
    const history = page.getByRole('region', { name: en['ops.rates.history'] });
    const scheduled = history.getByRole('row').filter({ hasText: employee.userId }).filter({ hasText: String(later) });
    await expect(scheduled).toContainText(en['ops.rates.state.scheduled']);
    await expect(current).toHaveText(before);

    // The rate in force published again from now: a new row of its own, in force, by this employee.
    const inForce = before.match(/= ([\d,.]+) MMK/)![1]!.replaceAll(',', '');
    await form.getByLabel(en['ops.rates.form.rate']).fill(inForce);
    await form.getByRole('button', { name: en['ops.rates.form.submit'] }).click();
    await expect(history.getByRole('row').filter({ hasText: employee.userId }).filter({ hasText: en['ops.rates.state.current'] })).toHaveCount(1);
    await fitsTheScreen(page);
    await expectAccessible(page);

    // A promotion: 12% off flights, at most 20,000 MMK, for 30 days.
    await page.goto('/ops/promotions');
    await hydrated(page);
    const code = `E2E${unique()}`;
    const promotion = page.getByRole('form', { name: en['ops.promotions.new'] });
    await promotion.getByLabel(en['ops.promotions.field.code']).fill(code.toLowerCase());
    await promotion.getByRole('radio', { name: en['ops.promotions.kind.percent'] }).check();
    await promotion.getByLabel(en['ops.promotions.field.value'], { exact: true }).fill('12');
    await promotion.getByLabel(en['ops.promotions.field.minAmount']).fill('100,000');
    await promotion.getByLabel(en['ops.promotions.field.maxDiscount']).fill('20000');
    await promotion.getByLabel(en['ops.promotions.field.validFrom']).fill(yangonInput(0));
    await promotion.getByLabel(en['ops.promotions.field.validTo']).fill(yangonInput(30));
    await promotion.getByLabel(en['ops.promotions.field.perCustomerLimit']).fill('1');
    await promotion.getByRole('checkbox', { name: en['ops.promotions.product.2'], exact: true }).check();
    await promotion.getByLabel(en['ops.promotions.field.descriptionEn']).fill('12% off flights');
    await promotion.getByLabel(en['ops.promotions.field.descriptionMy']).fill('လေယာဉ်လက်မှတ် ၁၂% လျှော့');
    await promotion.getByRole('button', { name: en['ops.promotions.create'] }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/promotions\\?created=${code}$`));
    await expect(page.getByText(en['ops.promotions.created'].replace('{code}', code))).toBeVisible();
    const card = page.locator(`li[data-code="${code}"]`);
    await expect(card).toContainText('12% off, at most 20,000 MMK');
    await expect(card).toContainText(en['ops.promotions.state.running']);
    await expect(card).toContainText('Flight');
    await fitsTheScreen(page);
    await expectAccessible(page);

    await card.getByRole('button', { name: en['ops.promotions.end'] }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/promotions\\?ended=${code}$`));
    await expect(page.locator(`li[data-code="${code}"]`)).toContainText(en['ops.promotions.state.ended']);
  });

  test('a content employee edits a page in Myanmar on a tablet with both previews side by side, and the site shows it', { tag: '@tablet' }, async ({ page, expectAccessible }) => {
    const slug = 'our-awards';
    await page.setViewportSize({ width: 768, height: 1024 });
    const employee = await createEmployee(['content']);
    const m = my as Messages;
    await openConsoleAt(page, m, employee.email, '/ops/content', 'Myanmar');
    await expect(page.getByRole('heading', { level: 1, name: m['ops.content.title'] })).toBeVisible();
    await page.getByRole('link', { name: slug, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/content\\?page=${slug}$`));
    await hydrated(page);

    const english = page.getByTestId('preview-en');
    const myanmar = page.getByTestId('preview-mm');
    await expect(english).toBeVisible();
    await expect(myanmar).toBeVisible();
    // Side by side: the same row, English on the left.
    const [left, right] = [(await english.boundingBox())!, (await myanmar.boundingBox())!];
    expect(left.x + left.width).toBeLessThanOrEqual(right.x);
    expect(Math.abs(left.y - right.y)).toBeLessThan(left.height);

    // Written as a Myanmar employee writes it, in Myanmar digits: the site's page keeps it until the next
    // run, and every page read in Myanmar is checked for Latin digits.
    const marker = `စမ်းသပ်${toMyanmarDigits(String(Number.parseInt(unique(), 16)))}`;
    const body = page.getByLabel(`${m['ops.content.field.body']} (${m['ops.content.lang.mm']})`);
    await body.fill(`## ကျွန်ုပ်တို့၏ ဆုများ\n\n**${marker}** <script>window.injected = true</script><img src=x onerror="window.injected = true">`);
    // The live preview renders the Markdown as the site will, without the HTML.
    await expect(myanmar.locator('strong', { hasText: marker })).toBeVisible();
    await expect(myanmar.locator('strong')).toHaveCount(1);
    await expect(myanmar.locator('h2')).toHaveText('ကျွန်ုပ်တို့၏ ဆုများ');
    await expect(myanmar.locator('script, img')).toHaveCount(0);
    await fitsTheScreen(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: m['ops.content.save'] }).click();
    await expect(page).toHaveURL(new RegExp(`/ops/content\\?page=${slug}&saved=1$`));
    await expect(page.getByText(m['ops.content.saved'])).toBeVisible();

    await page.goto(`/content/${slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await expect(page.locator('main strong', { hasText: marker })).toBeVisible();
    await expect(page.locator('main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { injected?: boolean }).injected)).toBeUndefined();
  });
});
