import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { SEED_CAMPAIGN_PROMO, SEED_CAMPAIGN_SLUG } from '@thwa/db/seed-campaigns';
import { bookUntilPayment, fitsTheScreen, guestContact, hydrated, messages, payOnSandboxCard } from './booking-helpers.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Issue 22 item 3 (decision 042): a deals campaign page shows its code and its routes' lowest fares,
 * each one click from its departure listing; a visitor who opened it and then books a flight finds
 * the code applied at payment without typing it, and pays the lower price. In English on a desktop;
 * the page in Myanmar at 390 px.
 */
const PATH = `/campaign/${SEED_CAMPAIGN_SLUG}`;
/** A day of its own, outside the 5-34 days the other journeys book (booking-helpers.ts Journey). */
const ONE_WAY = { adult: 1, child: 0, lang: 'en', departInDays: 47, returnInDays: null } as const;

test.describe('a deals campaign', () => {
  test.setTimeout(scaledWait(150_000));

  test('in English on a desktop: the fares and the code, a fare to its listing, and the code applied at payment', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the booking is the desktop one; the phone reads the page in Myanmar');
    const m = messages('en');
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golden Land fares');
    await hydrated(page);
    await expect(page.getByRole('region', { name: /Your code/ })).toContainText(SEED_CAMPAIGN_PROMO);
    const fares = page.getByRole('region', { name: 'Lowest fares' }).getByRole('listitem');
    expect(await fares.count()).toBeGreaterThan(2);
    await expectAccessible(page);

    // A fare's link: the departure listing of its date, which sells its flight.
    const first = fares.first();
    const route = (await first.getAttribute('data-route'))!;
    const flightNumber = (await first.getAttribute('data-flight'))!;
    await first.getByRole('link').click();
    await page.waitForURL(/\/flight\/depart\/search\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ tripType: '1', origin: route.slice(0, 3), destination: route.slice(4), adult: '1', class: 'economy' });
    await expect(page.locator('main')).toContainText(flightNumber, { timeout: scaledWait(15_000) });

    // A booking afterwards: the code is applied at payment without being typed.
    await bookUntilPayment(page, ONE_WAY, guestContact('campaign'));
    await expect(page.getByRole('status').filter({ hasText: m['payment.promo.applied'].replace('{code}', SEED_CAMPAIGN_PROMO) })).toBeVisible();
    await expect(page.getByLabel(m['payment.promo.label'])).toHaveValue(SEED_CAMPAIGN_PROMO);
    await expectAccessible(page);
    await expect(page.getByRole('timer')).toBeVisible();
    await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
    await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
    await payOnSandboxCard(page);
    await page.waitForURL(/\/checkout\/thank-you\?orderId=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title, { timeout: scaledWait(25_000) });
  });

  test('in Myanmar at 390 px: the page, its code and its fares, nothing overflowing', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    await page.goto('/');
    await chooseLanguage(page, 'Myanmar');
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ရွှေပြည်တော် လေယာဉ်ခများ');
    await hydrated(page);
    await fitsTheScreen(page);
    await expect(page.getByRole('region', { name: /သင့်ကုဒ်/ })).toContainText(SEED_CAMPAIGN_PROMO);
    const fare = page.getByRole('region', { name: 'အနိမ့်ဆုံး လေယာဉ်ခများ' }).getByRole('listitem').first();
    await expect(fare.getByRole('link', { name: /လေယာဉ်များ ကြည့်ရန်/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('a campaign that does not exist is the 404 page', async ({ page }) => {
    const response = await page.goto('/campaign/no-such-campaign');
    expect(response?.status()).toBe(404);
  });
});
