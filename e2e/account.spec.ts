import { expect, test } from './fixtures.ts';
import { lastCodeSentTo, signInThroughPage, signUpAndActivate, uniqueEmail, uniquePhone } from './account-helpers.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

const PASSWORD = 'Shwe-Dagon-Lights-7';

test('sign up, activate with the emailed code, sign out and sign in again', async ({ page, expectAccessible }) => {
  const email = uniqueEmail('member');
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill('Thida');
  await page.getByLabel('Last name').fill('Win');
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectAccessible(page);
  // A wrong code is refused under the field, and nothing is signed in.
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText(/code is not correct/i)).toBeVisible();

  const code = await lastCodeSentTo(page, email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Activate my account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Hello, Thida Win' })).toBeVisible();
  await expect(page.getByText('Account type: Member')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in\?/);

  await signInThroughPage(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Hello, Thida Win' })).toBeVisible();
});

test('a wrong password is refused on the page and leaves the visitor signed out', async ({ page }) => {
  await page.goto('/sign-in');
  await signInThroughPage(page, uniqueEmail('nobody'), 'Not-the-password-1');
  await expect(page.getByText('The email, phone number or password is not correct.')).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in\?/);
});

test('a guest opening /account/info signs in and comes back to it', async ({ page, expectAccessible }) => {
  const email = uniqueEmail('guest');
  // An account to come back with: sign up and activate, then leave.
  await signUpAndActivate(page, { firstName: 'Kyaw', lastName: 'Min', email, password: PASSWORD });
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account/info');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/sign-in');
  expect(url.searchParams.get('redirect')).toBe('/account/info');
  expect(url.searchParams.get('routeType')).toBe('account');
  expect(url.searchParams.get('userType')).toBe('allUserType');
  expect(url.searchParams.has('userId')).toBe(true);
  await expectAccessible(page);

  await signInThroughPage(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/account\/info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expectAccessible(page);
});

test('a sign-in link cannot send the visitor to another site', async ({ page }) => {
  const email = uniqueEmail('redirect');
  await page.goto(`/sign-in?tab=signup&redirect=${encodeURIComponent('//evil.example/steal')}`);
  await page.getByLabel('First name').fill('Su');
  await page.getByLabel('Last name').fill('Su');
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('6-digit code').fill(await lastCodeSentTo(page, email));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account$/);
});

test('the Myanmar version of /sign-in renders in Myanmar', async ({ page, expectAccessible }) => {
  await page.goto('/sign-in?language=mm');
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.getByRole('heading', { level: 1, name: 'အကောင့်ဝင်ရန်' })).toBeVisible();
  await expect(page.getByLabel('အီးမေးလ် သို့မဟုတ် မိုဘိုင်းဖုန်းနံပါတ်')).toBeVisible();
  await expectAccessible(page);
  // Back to English for the other tests of this browser context.
  await page.goto('/sign-in?language=en');
});

test('a member edits the profile, chooses SMS, changes email and password, then deletes the account', async ({ page, expectAccessible }) => {
  test.setTimeout(scaledWait(90_000));
  const email = uniqueEmail('profile');
  await signUpAndActivate(page, { firstName: 'Moe', lastName: 'Thu', email, password: PASSWORD });

  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expectAccessible(page);
  const details = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save' }) });
  await details.getByLabel('First name').fill('');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByText('Please fill in this field.')).toBeVisible();
  await details.getByLabel('First name').fill('Moe Moe');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();

  // A new email is confirmed with the code sent to it.
  const newEmail = uniqueEmail('profile-new');
  await page.getByLabel('New email or mobile number').fill(newEmail);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByText(/We sent a code to/)).toBeVisible();
  await page.getByLabel('6-digit code').fill(await lastCodeSentTo(page, newEmail));
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText('Your contact details have been changed.')).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);

  const password = page.locator('form').filter({ has: page.getByRole('button', { name: 'Change password' }) });
  await password.getByLabel('Current password').fill('Not-my-password-3');
  await password.getByLabel('New password').fill('Golden-Rock-Kyaiktiyo-5');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await password.getByLabel('Current password').fill(PASSWORD);
  await password.getByLabel('New password').fill('Golden-Rock-Kyaiktiyo-5');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // SMS needs a mobile number: until there is one, the choice is not offered.
  await page.goto('/account/notification');
  await expect(page.getByLabel('SMS')).toBeDisabled();
  await expect(page.getByText('To get SMS, first add a mobile number in your profile.')).toBeVisible();
  await page.goto('/account/info');
  const { phone, smsAddress } = uniquePhone();
  await page.getByLabel('New email or mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await page.getByLabel('6-digit code').fill(await lastCodeSentTo(page, smsAddress));
  await page.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText('Your contact details have been changed.')).toBeVisible();
  await expect(page.getByTestId('profile-phone')).toContainText('+95');
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);

  await page.goto('/account/notification');
  await page.getByLabel('SMS').check();
  await page.getByRole('button', { name: 'Save my choice' }).click();
  await expect(page.getByText('Your choice is saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('SMS')).toBeChecked();
  await expectAccessible(page);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Hello, Moe Moe Thu' })).toBeVisible();
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.getByText('Deleting your account cannot be undone.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Enter your password to confirm').fill('Golden-Rock-Kyaiktiyo-5');
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/sign-in\?notice=deleted$/);
  await expect(page.getByText('Your account has been deleted and you are signed out.')).toBeVisible();

  await signInThroughPage(page, newEmail, 'Golden-Rock-Kyaiktiyo-5');
  await expect(page.getByText('The email, phone number or password is not correct.')).toBeVisible();
});

/** The session cookie as React Router writes it without secrets: base64 of the JSON, URI-encoded. */
const readSession = (value: string) => JSON.parse(Buffer.from(decodeURIComponent(value), 'base64').toString('utf8')) as { token: { refresh_token: string; token_get_time: number } };
const writeSession = (session: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(session), 'utf8').toString('base64'));

test('an access token about to expire is refreshed on the next page, and an expired session signs out', async ({ page, context }) => {
  await signUpAndActivate(page, { firstName: 'Aye', lastName: 'Chan', email: uniqueEmail('refresh'), password: PASSWORD });
  const cookie = (await context.cookies()).find((one) => one.name === 'thwa_session')!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  const session = readSession(cookie.value);

  // 280 s old: the access token (300 s) is within 30 s of expiry, the session (1800 s) is not.
  session.token.token_get_time -= 280_000;
  await context.addCookies([{ ...cookie, value: writeSession(session) }]);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Hello, Aye Chan' })).toBeVisible();
  const rotated = readSession((await context.cookies()).find((one) => one.name === 'thwa_session')!.value);
  expect(rotated.token.refresh_token).not.toBe(session.token.refresh_token);
  expect(rotated.token.token_get_time).toBeGreaterThan(session.token.token_get_time);

  // Spec §4: not below refresh_expires_in − 5 seconds old is expired: the visitor must sign in again.
  rotated.token.token_get_time -= 1796_000;
  await context.addCookies([{ ...cookie, value: writeSession(rotated) }]);
  await page.goto('/account/notification');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount%2Fnotification/);
  expect((await context.cookies()).find((one) => one.name === 'thwa_session')).toBeUndefined();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-up, activation and sign-out work as plain forms', async ({ page }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/sign-in?tab=signup&redirect=%2Faccount%2Finfo');
    await page.getByLabel('First name').fill('Hnin');
    await page.getByLabel('Last name').fill('Si');
    await page.getByLabel('Email or mobile number').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('6-digit code').fill(await lastCodeSentTo(page, email));
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page).toHaveURL(/\/account\/info$/);
    await expect(page.getByTestId('profile-email')).toHaveText(email);
    await page.goto('/account');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/sign-in\?/);
  });
});
