import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { createMember, signInThroughPage } from './account-helpers.ts';
import { bookUntilPayment, guestContact, payOnSandboxCard } from './booking-helpers.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

const PASSWORD = 'Inle-Lake-Boats-26';

async function signedInMember(page: Page) {
  const { email } = await createMember({ prefix: 'wallet', password: PASSWORD, firstName: 'Su', lastName: 'Myat' });
  await page.goto('/sign-in?redirect=%2Faccount%2Fmy-wallet&routeType=account&userType=allUserType&userId=');
  await signInThroughPage(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/my-wallet$/);
}

async function topUpByCard(page: Page, amount: string) {
  await page.goto('/account/wallet-topup');
  await page.getByLabel('Amount (MMK)').fill(amount);
  await page.getByRole('radio', { name: /Visa \/ Mastercard/ }).check();
  await page.getByRole('button', { name: 'Continue to pay' }).click();
  await payOnSandboxCard(page, 'SU MYAT');
  await page.waitForURL(/\/account\/wallet-topup\/thankyou\?topupId=TOP/);
}

test('a guest opening the wallet is asked to sign in and comes back to it', async ({ page }) => {
  await page.goto('/account/my-wallet');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount%2Fmy-wallet/);
});

test('a member tops up by sandbox card and sees the balance and the history', async ({ page, expectAccessible }) => {
  await signedInMember(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('MMK 0');
  await expect(page.getByText(/No movements yet/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Top up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Top up my wallet' })).toBeVisible();
  await expectAccessible(page);
  // Out of the limits: refused on the page, nothing started.
  await page.getByLabel('Amount (MMK)').fill('500');
  await page.getByRole('radio', { name: /Visa \/ Mastercard/ }).check();
  await page.getByRole('button', { name: 'Continue to pay' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter an amount from MMK 1,000 to MMK 1,000,000.');
  await expect(page).toHaveURL(/\/account\/wallet-topup$/);

  await topUpByCard(page, '25000');
  await expect(page.getByRole('status')).toHaveText('Your wallet was topped up with MMK 25,000.');
  await expect(page.getByTestId('wallet-balance')).toHaveText('MMK 25,000');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to my wallet' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('MMK 25,000');
  const latest = page.getByRole('main');
  await expect(latest.getByText('+MMK 25,000').locator('visible=true')).toHaveCount(1);

  await page.getByRole('link', { name: 'See all movements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet history' })).toBeVisible();
  await expect(page.getByText('Top-up', { exact: true }).locator('visible=true')).toHaveCount(1);
  await expectAccessible(page);

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^wallet-history-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await csv.path())!, 'utf8');
  expect(text.startsWith('\uFEFFDate (Yangon),Kind,Reference,Amount (MMK),Balance after (MMK),Currency\r\n')).toBe(true);
  expect(text).toMatch(/,Top-up,TOP[0-9A-F]{24},\+25000,25000,MMK\r\n/);
});

test('a member pays a flight from the wallet, or is told the balance is not enough', async ({ page }) => {
  test.setTimeout(scaledWait(120_000));
  await signedInMember(page);
  await topUpByCard(page, '1000');

  const orderId = await bookUntilPayment(page, { lang: 'en', adult: 1, child: 0 }, guestContact('wallet'));
  const wallet = page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.wallet}"]`);
  await expect(page.getByText('Wallet balance: MMK 1,000')).toBeVisible();
  await wallet.check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  const modal = page.getByRole('dialog', { name: 'Not enough wallet balance' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Choose another method' }).first().click();
  await expect(modal).toBeHidden();

  // Top up enough in another tab of the same session, then pay from the wallet.
  const other = await page.context().newPage();
  await topUpByCard(other, '1000000');
  await other.close();
  await page.reload();
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.wallet}"]`).check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
  await page.goto('/account/wallet-history');
  await expect(page.getByText(orderId).locator('visible=true')).toHaveCount(1);
  await expect(page.getByText('Payment', { exact: true }).locator('visible=true')).toHaveCount(1);
});

test('the wallet speaks Myanmar and fits a phone', { tag: '@phone' }, async ({ page, expectAccessible }) => {
  await signedInMember(page);
  await chooseLanguage(page, 'Myanmar');
  await expect(page.getByRole('heading', { level: 1, name: 'ကျွန်ုပ်၏ ပိုက်ဆံအိတ်' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('၀ ကျပ်');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'ငွေဖြည့်ရန်' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ပိုက်ဆံအိတ်ထဲ ငွေဖြည့်ရန်' })).toBeVisible();
  await expect(page.getByLabel('ပမာဏ (ကျပ်)')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectAccessible(page);
});
