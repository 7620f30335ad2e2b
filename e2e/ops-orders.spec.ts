import type { Page } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { uniqueEmail } from './account-helpers.ts';
import { bookUntilPayment, fitsTheScreen, guestContact, hydrated, messages, payOnSandboxCard } from './booking-helpers.ts';
import { createEmployee, openConsoleAt, type Messages } from './console-helpers.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * The console's orders (issue 20 item 2): a guest books a flight and pays by card; a support employee
 * finds the order by its contact's e-mail and by its booking id, opens it and reads its flight (the
 * product's own panel), its timeline with who caused each event, and its payment. The search page in
 * Myanmar on a tablet.
 */

/** The ticket is issued by the background worker after the payment. */
const ISSUE_TIMEOUT_MS = scaledWait(25_000);

/** Searches with the one box (JavaScript or not, the form is a GET: the search lands in the address). */
async function search(page: Page, m: Messages, text: string) {
  await page.getByLabel(m['ops.orders.q'], { exact: true }).fill(text);
  await page.getByRole('button', { name: m['ops.orders.submit'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/orders\\?q=${encodeURIComponent(text).replace(/[.+]/g, '\\$&')}`));
}

test.describe("the console's orders", () => {
  test.setTimeout(scaledWait(150_000));

  test('support finds a paid flight by e-mail and booking id and reads its item, timeline and payment; the search in Myanmar on a tablet', async ({ page: guest, browser, baseURL, extraHTTPHeaders, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the English journey is the desktop one; the tablet is set within it');
    const contact = guestContact('ops-orders');
    const orderId = await bookUntilPayment(guest, { adult: 1, child: 0, lang: 'en', returnInDays: null }, contact);
    const pay = messages('en');
    await guest.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
    await guest.getByRole('button', { name: new RegExp(`^${pay['payment.pay']}`) }).click();
    await payOnSandboxCard(guest);
    await guest.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS.en.completed.title, { timeout: ISSUE_TIMEOUT_MS });

    // The employee works in a browser of their own.
    const staff = await browser.newContext({ ...(baseURL ? { baseURL } : {}), ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}), viewport: guest.viewportSize() });
    const page = await staff.newPage();
    const employee = await createEmployee(['support']);
    await openConsoleAt(page, en, employee.email, '/ops/orders');
    await expect(page.getByRole('heading', { level: 1, name: en['ops.orders.title'] })).toBeVisible();
    // The console's navigation now leads here.
    await expect(page.getByRole('navigation', { name: en['ops.nav.label'] }).getByRole('link', { name: en['ops.nav.orders'] })).toBeVisible();

    // By the contact's e-mail: one row, the table of a desktop, read as an e-mail.
    await search(page, en, contact.email);
    await expect(page.getByText(en['ops.orders.readAs'].replace('{kind}', en['ops.orders.kind.email']))).toBeVisible();
    const table = page.getByRole('table', { name: en['ops.orders.results'] });
    await expect(table).toBeVisible();
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row.getByRole('link', { name: orderId })).toBeVisible();
    await expect(row).toContainText(en['ops.status.completed']);
    await expect(row).toContainText(en['ops.paymentStatus.paid']);
    await expect(row).toContainText(en['product.flight']);
    await expect(row).toContainText(contact.email);
    await expect(row).toContainText('Aung Kyaw');
    await expect(row).toContainText(/\d MMK/);
    await expect(row.locator('time')).toHaveText(/^\d{1,2} \S+ \d{4}, \d{2}:\d{2}$/);
    await expectAccessible(page);

    // By the booking id, typed in lower case: the same order.
    await search(page, en, orderId.toLowerCase());
    await expect(page.getByText(en['ops.orders.readAs'].replace('{kind}', en['ops.orders.kind.id']))).toBeVisible();
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('link', { name: orderId }).click();

    // The order's page.
    await expect(page).toHaveURL(new RegExp(`/ops/orders/${orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: en['ops.order.title'].replace('{orderId}', orderId) })).toBeVisible();
    const summary = page.getByRole('region', { name: en['ops.order.summary'] });
    await expect(summary).toContainText(contact.email);
    await expect(summary).toContainText(en['ops.order.guest']);
    // The flight's own panel, as the thank-you page shows it: its itinerary and its traveller.
    await expect(page.getByRole('heading', { level: 2, name: en['thankYou.itinerary'] })).toBeVisible();
    await expect(page.getByRole('region', { name: en['thankYou.travellers'] })).toContainText('Aung Kyaw');
    // The timeline: the customer placed it, the card gateway (a partner) paid it, the worker issued it.
    const timeline = page.getByRole('region', { name: en['ops.order.timeline'] });
    await expect(timeline.locator('li[data-event="order.placed"]')).toContainText(en['ops.actor.customer']);
    await expect(timeline.locator('li[data-event="order.placed"]')).toContainText(en['ops.event.order.placed']);
    await expect(timeline.locator('li[data-event="payment.succeeded"]')).toContainText(en['ops.actor.partner']);
    await expect(timeline.locator('li[data-event="payment.succeeded"]')).toContainText(`${en['ops.status.held']} → ${en['ops.status.paid']}`);
    await expect(timeline.locator('li[data-event="ticket.issued"]')).toContainText(en['ops.actor.worker']);
    // The payment: by card, paid.
    const payment = page.getByRole('region', { name: en['ops.order.payments'] }).getByRole('listitem');
    await expect(payment).toHaveCount(1);
    await expect(payment).toContainText(en['ops.provider.card']);
    await expect(payment).toContainText(en['ops.paymentStatus.paid']);
    await expect(page.getByRole('region', { name: en['ops.order.documents'] }).getByRole('link', { name: en['ops.order.document.view'].replace('{item}', '1') })).toBeVisible();
    await expectAccessible(page);

    // An order that does not exist: the 404 page.
    const missing = await page.goto('/ops/orders/TW0000000000');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: en['ops.order.notFound.title'] })).toBeVisible();

    // In Myanmar on a tablet (768 px): the search's cards, Myanmar digits, nothing wider than the screen.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/');
    await hydrated(page);
    await chooseLanguage(page, 'Myanmar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await page.goto('/ops/orders');
    await expect(page.getByRole('heading', { level: 1, name: my['ops.orders.title'] })).toBeVisible();
    await search(page, my as Messages, contact.email);
    await expect(page.getByRole('table')).toBeHidden();
    const card = page.getByRole('list', { name: my['ops.orders.results'] }).getByRole('listitem').filter({ hasText: orderId });
    await expect(card).toBeVisible();
    await expect(card).toContainText(my['ops.status.completed']);
    await expect(card).toContainText(my['product.flight']);
    await expect(card.locator('time')).toHaveText(/^[၀-၉]{1,2} .+ [၀-၉]{4}၊ [၀-၉]{2}:[၀-၉]{2}$/);
    await expect(card).toContainText(/[၀-၉,]+ ကျပ်/);
    await fitsTheScreen(page);
    await expectAccessible(page);

    await staff.close();
  });

  test('the search says so when nothing matches, and a box it cannot read', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough');
    const employee = await createEmployee(['inventory']);
    await openConsoleAt(page, en, employee.email, '/ops/orders');
    await search(page, en, uniqueEmail('nobody'));
    await expect(page.getByRole('heading', { level: 2, name: en['ops.orders.empty'] })).toBeVisible();
    await expect(page.getByText(en['ops.orders.emptyFiltered'])).toBeVisible();
    await search(page, en, 'ab');
    await expect(page.getByRole('alert')).toHaveText(en['ops.orders.qInvalid']);
    await expectAccessible(page);
  });
});
