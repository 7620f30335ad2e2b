import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { fillTravellers, fitsTheScreen, messages, searchAndSelectFlights, travellersFor, type Journey, type JourneyLanguage } from './booking-helpers.ts';
import { expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';
import { MINI_APP_REFUSED_TEXT } from '../apps/web/app/features/mini-app/mini-app-refused.ts';

/**
 * Issue 22 item 5 (decision 041): a customer of a partner wallet app (the sandbox plays KBZPay) opens us
 * as a mini-app, books a flight and pays inside the app; a forged or replayed token opens nothing.
 * One-way flights 62 and 63 days ahead: days no other spec books (they use 5-34, 41-42, 47, 52-57).
 */
const IN_ENGLISH: Journey = { lang: 'en', adult: 1, child: 0, departInDays: 62, returnInDays: null };
const IN_MYANMAR: Journey = { lang: 'mm', adult: 1, child: 0, departInDays: 63, returnInDays: null };

const ISSUE_TIMEOUT_MS = scaledWait(25_000);

const APP = {
  en: { open: 'Open Thwa as Aye Aye Mon', pay: 'Confirm and pay', paid: 'Paid in the wallet app', back: 'Back to Thwa', method: 'Pay in the wallet app' },
  mm: { open: 'Aye Aye Mon အဖြစ် Thwa ကို ဖွင့်မည်', pay: 'အတည်ပြုပြီး ပေးချေမည်', paid: 'ပိုက်ဆံအိတ် အက်ပ်တွင် ပေးချေပြီးပါပြီ', back: 'Thwa သို့ ပြန်သွားမည်', method: 'ပိုက်ဆံအိတ် အက်ပ်တွင် ပေးချေရန်' },
} as const;

/** The wallet app's home: the first test customer opens us, with a referral code. Ends on our page, inside the mini-app. */
async function openMiniApp(page: Page, lang: JourneyLanguage, referralCode: string) {
  await page.goto(`/sandbox/wallet-app${lang === 'mm' ? '?lang=mm' : ''}`);
  await page.locator('#referral-0').fill(referralCode);
  await page.getByRole('button', { name: APP[lang].open }).click();
  // The token is exchanged by our server and the link's parameters are gone from the address.
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('kbzpay_token'));
  // No link to download our app inside another app.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: lang === 'mm' ? /အက်ပ်/ : 'Download app' })).toHaveCount(0);
}

/** Books a one-way flight: the contact form comes filled with the partner's name and phone; only the e-mail is typed. */
async function bookInMiniApp(page: Page, journey: Journey): Promise<string> {
  const m = messages(journey.lang);
  const { departureDate } = await searchAndSelectFlights(page, journey);
  await fillTravellers(page, journey.lang, travellersFor(journey, departureDate));
  await page.waitForURL(/\/flight\/contact-info/);
  await expect(page.getByLabel(m['checkout.contact.name'])).toHaveValue('Aye Aye Mon');
  await expect(page.getByLabel(m['checkout.contact.phoneNumber'])).toHaveValue('09420000001');
  await fitsTheScreen(page);
  await page.getByLabel(m['checkout.contact.email']).fill(`mini.app.${journey.lang}.${Date.now()}@example.com`);
  await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
  await page.waitForURL(/\/flight\/payment\?orderId=TW\d{10}/);
  return new URL(page.url()).searchParams.get('orderId')!;
}

/** Pays with the partner wallet: the app's pay screen, the PIN, the app's return screen, back to our thank-you page. */
async function payInApp(page: Page, lang: JourneyLanguage, orderId: string) {
  const m = messages(lang);
  await expect(page.getByRole('timer')).toHaveText(new RegExp(m['payment.timer'].replace('{time}', '\\S+')));
  const method = page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.partnerWallet}"]`);
  await expect(page.getByText(APP[lang].method, { exact: true })).toBeVisible();
  await method.check();
  await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
  await page.waitForURL(/\/sandbox\/wallet-app\/pay\//);
  await fitsTheScreen(page);
  await page.locator('#pin').fill('123456');
  await page.getByRole('button', { name: APP[lang].pay }).click();
  await page.waitForURL(/\/sandbox\/wallet-app\/returned\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(APP[lang].paid);
  await page.getByRole('link', { name: APP[lang].back }).click();
  await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS[lang].completed.title, { timeout: ISSUE_TIMEOUT_MS });
}

test.describe('partner-wallet mini-app', () => {
  test.setTimeout(scaledWait(120_000));

  test('a wallet customer opens us as a mini-app, books a flight and pays inside the app', async ({ page, expectAccessible }) => {
    await openMiniApp(page, 'en', 'E2E-REF');
    await expectAccessible(page);
    const orderId = await bookInMiniApp(page, IN_ENGLISH);
    await payInApp(page, 'en', orderId);
    await expectAccessible(page);
  });

  test('a forged token and a replayed one are refused, and open no session', async ({ page, expectAccessible }) => {
    const refused = MINI_APP_REFUSED_TEXT.en;
    await page.goto('/?client=kbzpay&kbzpay_token=forgedforgedforgedforged&customerName=Mallory&phoneNumber=9999999999&UserID=admin');
    await page.waitForURL(/\/mini-app\/refused/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(refused.title);
    await expect(page.getByText(MINI_APP_REFUSED_TEXT.mm.title)).toBeVisible();
    await expectAccessible(page);
    // No session: the app download link is back, and the payment page would not offer the wallet app.
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Download app' })).toBeVisible();

    // A genuine link works once; the same link again is refused.
    const opened = await page.request.post('/sandbox/wallet-app/open', { form: { customer: '1', referralCode: '' }, maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    const link = opened.headers().location!;
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('kbzpay_token'));
    await page.goto(link);
    await page.waitForURL(/\/mini-app\/refused/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(refused.title);
  });

  test('in Myanmar on a 390 px phone, the whole mini-app journey', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    await openMiniApp(page, 'mm', 'E2E-MM');
    const orderId = await bookInMiniApp(page, IN_MYANMAR);
    // The payment page, with the wallet app's method first.
    await fitsTheScreen(page);
    await payInApp(page, 'mm', orderId);
    await fitsTheScreen(page);
    await expectAccessible(page);
  });
});
