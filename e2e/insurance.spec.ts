import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { INSURANCE_THANK_YOU_WORDS } from '../apps/web/app/products/insurance/thank-you-words.ts';
import { ERROR_CATALOGUE } from '@thwa/domain/errors';
import { localDigits } from '@thwa/domain/date-format';
import { en, type MessageKey } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { translate } from '../apps/web/app/i18n/translate.ts';
import { fitsTheScreen, hydrated, guestContact, payOnSandboxCard, type JourneyLanguage } from './booking-helpers.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Issue 18's travel insurance as a guest buys it on its own: the quote at /insurance (area, days and
 * the ages of the family), the spec §8 missing-guardian modal when only the children are insured, the
 * quote with its total, the checkout (policy holder, one beneficiary per age, contact), a card payment
 * and the thank-you page with the policy issued and its certificate. In English on a desktop, and the
 * quote page with its refusal of a 70-year-old in Myanmar at 390 px. Every label is read from the catalogues.
 */

/** The policy and its certificates are the worker's: allow it this long. */
const WORKER_TIMEOUT_MS = scaledWait(25_000);

function words(lang: JourneyLanguage) {
  return (key: MessageKey, values?: Record<string, string | number>) => translate(lang === 'mm' ? my : en, key, values);
}

async function setAges(page: Page, t: ReturnType<typeof words>, lang: JourneyLanguage, ages: readonly number[]) {
  for (const [index, age] of ages.entries()) {
    await page.getByLabel(t('insurance.person.age', { n: localDigits(index + 1, lang) }), { exact: true }).fill(String(age));
  }
}

test.describe('travel insurance', () => {
  test.setTimeout(scaledWait(120_000));

  test('in English on a desktop, a guest insures a family abroad: children alone need a guardian, then the quote, the checkout, a card payment and the issued policy', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the English journey is the desktop one; the phone checks the quote in Myanmar');
    const t = words('en');
    const contact = guestContact('insurance');

    await page.goto('/insurance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('insurance.title'));
    await hydrated(page);
    await page.getByLabel(t('insurance.area.international')).check();

    // First the two children alone: one person more, the ages 8 and 5.
    const add = page.getByRole('button', { name: t('insurance.addPerson') });
    await expect(add).toBeVisible();
    await add.click();
    await setAges(page, t, 'en', [8, 5]);
    await page.getByRole('button', { name: t('insurance.getQuote') }).click();
    const modal = page.getByRole('dialog', { name: t('insurance.guardian.title') });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(t('insurance.guardian.body', { age: 18 }));
    await expectAccessible(page);
    await modal.getByRole('button', { name: t('insurance.guardian.back') }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(ERROR_CATALOGUE.MISSING_GUARDIAN.en)).toBeVisible();

    // Then the two adults with them.
    await add.click();
    await add.click();
    await setAges(page, t, 'en', [8, 5, 40, 38]);
    await page.getByRole('button', { name: t('insurance.getQuote') }).click();
    const total = page.getByTestId('cover-total');
    await expect(total).toHaveText(/^MMK \d[\d,]*$/);
    await expect(page.getByTestId('cover-days')).toHaveText('7');
    await expect(page.getByText('MMK 100,000,000')).toHaveCount(2);
    await expect(page.getByText('MMK 10,000,000')).toBeVisible();
    for (const [index, age] of [8, 5, 40, 38].entries()) await expect(page.getByText(t('insurance.premiums.person', { n: index + 1, age }), { exact: true })).toBeVisible();
    const quoted = (await total.textContent())!;
    await expectAccessible(page);
    await page.getByRole('button', { name: t('insurance.continue') }).click();

    // The checkout: the policy holder, each insured person by age, and the contact.
    await page.waitForURL(/\/insurance\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('insurance.checkout.title'));
    await expect(page.getByTestId('cover-total')).toHaveText(quoted);
    const holder = page.locator('#holder-firstName');
    await holder.fill('Aung');
    await page.locator('#holder-lastName').fill('Kyaw');
    const family = [
      ['Mya', 'Kyaw'],
      ['Hla', 'Kyaw'],
      ['Aung', 'Kyaw'],
      ['Su', 'Hlaing'],
    ] as const;
    for (const [index, [first, last]] of family.entries()) {
      const person = page.getByRole('group', { name: new RegExp(`^${t('insurance.beneficiary', { n: index + 1 })}`) });
      await expect(person).toContainText(t('insurance.beneficiary.age', { age: [8, 5, 40, 38][index]! }));
      await person.getByLabel(t('insurance.firstName'), { exact: true }).fill(first);
      await person.getByLabel(t('insurance.lastName'), { exact: true }).fill(last);
    }
    // Saved, then kept across a reload.
    await page.getByRole('button', { name: t('insurance.save') }).click();
    await expect(page.getByText(t('insurance.saved'))).toBeVisible();
    await page.reload();
    await expect(page.locator('#beneficiary-3-firstName')).toHaveValue('Su');
    await expect(holder).toHaveValue('Aung');
    await page.getByLabel(t('checkout.contact.name'), { exact: true }).fill(contact.name);
    await page.getByLabel(t('checkout.contact.email'), { exact: true }).fill(contact.email);
    await page.getByLabel(t('checkout.contact.phoneNumber'), { exact: true }).fill(contact.phoneNumber);
    await expectAccessible(page);
    await page.getByRole('button', { name: t('checkout.contact.submit') }).click();

    // The shared payment page, then the card on the sandbox gateway.
    await page.waitForURL(/\/insurance\/payment\?orderId=TW\d{10}/);
    const orderId = new URL(page.url()).searchParams.get('orderId')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('payment.title'));
    await expect(page.getByRole('main')).toContainText(quoted.replace('MMK ', ''));
    await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
    await page.getByRole('button', { name: new RegExp(`^${t('payment.pay')}`) }).click();
    await payOnSandboxCard(page, 'AUNG KYAW');

    // The thank-you page: the policy issued, its number and the certificate.
    await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    const completed = INSURANCE_THANK_YOU_WORDS.en.outcomes.completed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(completed.title, { timeout: WORKER_TIMEOUT_MS });
    const main = page.getByRole('main');
    await expect(main.getByText(orderId, { exact: true })).toBeVisible();
    await expect(main.getByTestId('policy-number')).not.toHaveText(t('insurance.policyPending'), { timeout: WORKER_TIMEOUT_MS });
    await expect(main.getByText('Su Hlaing', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: t('insurance.certificate.download') })).toBeVisible({ timeout: WORKER_TIMEOUT_MS });
    await expect(page.getByRole('link', { name: t('insurance.certificate.view') })).toBeVisible();
    await expectAccessible(page);
  });

  test('in Myanmar at 390 px, the quote page words everything in Myanmar and refuses a 70-year-old next to their age', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    const t = words('mm');
    await page.goto('/insurance');
    await chooseLanguage(page, 'Myanmar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('insurance.title'));
    await hydrated(page);
    await expect(page.getByLabel(t('insurance.area.international'))).toBeChecked();
    await fitsTheScreen(page);
    await expectAccessible(page);

    const add = page.getByRole('button', { name: t('insurance.addPerson') });
    await expect(add).toBeVisible();
    await add.click();
    await setAges(page, t, 'mm', [45, 70]);
    await page.getByRole('button', { name: t('insurance.getQuote') }).click();
    const age = page.getByLabel(t('insurance.person.age', { n: localDigits(2, 'mm') }), { exact: true });
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await age.getAttribute('id')}-error`)).toHaveText(ERROR_CATALOGUE.INSURANCE_AGE.mm);
    await fitsTheScreen(page);
    await expectAccessible(page);

    // One year younger, and the quote comes.
    await age.fill('69');
    await page.getByRole('button', { name: t('insurance.getQuote') }).click();
    await expect(page.getByTestId('cover-total')).toHaveText(/^[၀-၉][၀-၉,]* ကျပ်$/);
    await expect(page.getByRole('button', { name: t('insurance.continue') })).toBeVisible();
    await fitsTheScreen(page);
  });
});

test.describe('travel insurance without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote page works as plain forms: a person added by the server, the guardian modal, the quote and on to the checkout', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough: the forms are the same on the phone');
    const t = words('en');
    await page.goto('/insurance');
    await page.getByRole('button', { name: t('insurance.addPerson') }).click();
    await setAges(page, t, 'en', [9, 6]);
    await page.getByRole('button', { name: t('insurance.getQuote') }).click();
    const modal = page.getByRole('dialog', { name: t('insurance.guardian.title') });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: t('insurance.guardian.back') }).click();
    await expect(modal).toBeHidden();

    await page.getByRole('button', { name: t('insurance.addPerson') }).click();
    await setAges(page, t, 'en', [9, 6, 35]);
    await page.getByRole('button', { name: t('insurance.removePerson', { n: 2 }) }).click();
    await expect(page.getByLabel(t('insurance.person.age', { n: 3 }), { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: t('insurance.getQuote') }).click();
    await expect(page.getByTestId('cover-total')).toHaveText(/^MMK \d[\d,]*$/);
    await page.getByRole('button', { name: t('insurance.continue') }).click();
    await page.waitForURL(/\/insurance\/checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('insurance.checkout.title'));
    await expect(page.getByRole('group', { name: /^Insured person \d/ })).toHaveCount(2);
    await expect(page.getByRole('group', { name: /^Insured person 2/ })).toContainText(t('insurance.beneficiary.age', { age: 35 }));
  });
});
