import { expect, test } from './fixtures.ts';

test.describe('track booking', () => {
  test('is found from the home page and from the header menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Track booking' }).click();
    await expect(page).toHaveURL(/\/track-booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track booking');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Track booking' }).click();
    await expect(page).toHaveURL(/\/track-booking$/);
  });

  test('asks for both fields, and a wrong pair reveals nothing', async ({ page, expectAccessible }) => {
    await page.goto('/track-booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track booking');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByText('Enter your booking ID.')).toBeVisible();
    await expect(page.getByText('Enter the email you booked with.')).toBeVisible();
    await expect(page.getByLabel('Booking ID')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    // A booking id that does not exist and one that might: the same single message either way.
    for (const bookingId of ['TW0000000000', 'TW9999999999']) {
      await page.getByLabel('Booking ID').fill(bookingId);
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByRole('button', { name: 'Find booking' }).click();
      await expect(page.getByRole('alert')).toHaveText('We could not find a booking with this ID and email.');
      await expect(page.getByRole('heading', { name: /^Booking TW/ })).toHaveCount(0);
    }
    await expectAccessible(page);
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/track-booking');
    await page.getByLabel('Booking ID').fill('TW0000000000');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Find booking' }).click();
    await expect(page.getByText('We could not find a booking with this ID and email.')).toBeVisible();
    await context.close();
  });
});

test.describe('booking pages without the order key', () => {
  for (const path of ['/flight/payment', '/checkout/thank-you', '/checkout/offline-thank-you']) {
    test(`${path} says the booking is not available, and links to track booking`, async ({ page, expectAccessible }) => {
      const response = await page.goto(`${path}?orderId=TW0000000001`);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This booking is not available');
      await expect(page.getByRole('main').getByRole('link', { name: 'Track a booking' })).toHaveAttribute('href', '/track-booking');
      await expectAccessible(page);
    });
  }
});
