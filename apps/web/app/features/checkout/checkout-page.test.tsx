// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRAVELLER_ERROR_MESSAGES } from '@thwa/domain/booking/travellers';
import { CheckoutPage } from './checkout-page.tsx';
import { loadRules } from './rules-loader.ts';
import { checkoutData, renderPage } from './test-support.tsx';

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  // The browser fetches the form rules right after hydration; have them ready, as on a real page.
  await loadRules();
});

afterEach(cleanup);

function traveller(name: RegExp) {
  return screen.getByRole('region', { name });
}

describe('traveller details (/flight/checkout)', () => {
  it('shows one card per traveller by type, with the age band, and the steps at Detail info', async () => {
    renderPage((actionData) => <CheckoutPage data={checkoutData()} actionData={actionData} />);
    expect(await screen.findByRole('region', { name: 'Adult 1' })).toBeTruthy();
    expect(traveller(/^Adult 2$/)).toBeTruthy();
    const child = traveller(/^Child 1$/);
    expect(within(child).getByText('2 to 11 years on the travel date')).toBeTruthy();
    const current = screen.getByRole('navigation', { name: 'Booking steps' }).querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Detail info');
  });

  it('limits the date of birth to the type on the travel date', async () => {
    renderPage((actionData) => <CheckoutPage data={checkoutData()} actionData={actionData} />);
    const adultDob = within(await screen.findByRole('region', { name: 'Adult 1' })).getByLabelText('Date of birth');
    expect(adultDob.getAttribute('max')).toBe('2019-03-10');
    expect(adultDob.hasAttribute('min')).toBe(false);
    const childDob = within(traveller(/^Child 1$/)).getByLabelText('Date of birth');
    expect(childDob.getAttribute('min')).toBe('2019-03-11');
    expect(childDob.getAttribute('max')).toBe('2029-03-10');
  });

  it('asks a local on a domestic trip for the NRC, and a foreigner for the passport, switching live', async () => {
    renderPage((actionData) => <CheckoutPage data={checkoutData()} actionData={actionData} />);
    const card = await screen.findByRole('region', { name: 'Adult 1' });
    expect(within(card).getByRole('group', { name: 'NRC number' })).toBeTruthy();
    expect(within(card).queryByLabelText('Passport number')).toBeNull();
    expect(within(card).getAllByRole('option', { name: /Yangon$/ }).length).toBe(1);

    fireEvent.change(within(card).getByLabelText('Nationality (passport country)'), { target: { value: 'TH' } });
    expect(within(card).getByLabelText('Passport number')).toBeTruthy();
    expect(within(card).getByLabelText('Passport expiry date').getAttribute('min')).toBe('2031-03-11');
    expect(within(card).queryByRole('group', { name: 'NRC number' })).toBeNull();
  });

  it('asks no NRC of a child under 10 on a domestic trip, once the date of birth says so', async () => {
    renderPage((actionData) => <CheckoutPage data={checkoutData()} actionData={actionData} />);
    const card = await screen.findByRole('region', { name: 'Child 1' });
    // Before the date of birth is known, a child may be 10 or 11 and have an NRC.
    expect(within(card).getByRole('group', { name: 'NRC number' })).toBeTruthy();
    const dob = within(card).getByLabelText('Date of birth');
    fireEvent.change(dob, { target: { value: '2024-06-01' } });
    expect(await within(card).findByText(/No NRC is needed/)).toBeTruthy();
    expect(within(card).queryByRole('group', { name: 'NRC number' })).toBeNull();
    expect(within(card).queryByLabelText('Passport number')).toBeNull();
    // Ten on the travel date (10 March 2031): the NRC is asked again.
    fireEvent.change(dob, { target: { value: '2021-03-10' } });
    expect(await within(card).findByRole('group', { name: 'NRC number' })).toBeTruthy();
  });

  it('says under the name fields, in both languages, that names on tickets are in English letters', async () => {
    renderPage((actionData) => <CheckoutPage data={checkoutData()} actionData={actionData} />);
    const card = await screen.findByRole('region', { name: 'Adult 1' });
    const hint = within(card).getByText(/airlines print names on tickets in English letters only/);
    for (const label of ['First and middle name', 'Last name']) {
      expect(within(card).getByLabelText(label).getAttribute('aria-describedby')).toBe(hint.id);
    }
    cleanup();
    renderPage((actionData) => <CheckoutPage data={checkoutData()} actionData={actionData} />, { lang: 'mm' });
    expect((await screen.findAllByText(/လက်မှတ်ပေါ်တွင် အမည်ကို အင်္ဂလိပ်စာလုံးဖြင့်သာ/)).length).toBeGreaterThan(0);
  });

  it('an empty submit shows an error under each field and does not post', async () => {
    const { posts } = renderPage((actionData) => <CheckoutPage data={checkoutData()} actionData={actionData} />);
    const card = await screen.findByRole('region', { name: 'Adult 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const firstName = within(card).getByLabelText('First and middle name');
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    const described = (firstName.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'In English letters, exactly as printed in the passport or NRC: airlines print names on tickets in English letters only.',
      'Please enter the first name (and middle name) as in the passport or NRC.',
    ]);
    expect(within(card).getByText('Please choose a gender.')).toBeTruthy();
    expect(within(card).getByText('Please enter the date of birth.')).toBeTruthy();
    expect(within(card).getByText('Please choose the state or region, township and NRC type.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Please correct the \d+ highlighted field/);
    expect(posts).toHaveLength(0);
  });

  it('checks a field when it is left, with the same rules as the server', async () => {
    renderPage((actionData) => <CheckoutPage data={checkoutData()} actionData={actionData} />);
    const card = await screen.findByRole('region', { name: 'Adult 1' });
    const lastName = within(card).getByLabelText('Last name');
    fireEvent.change(lastName, { target: { value: 'မောင်' } });
    fireEvent.blur(lastName);
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
    // Only the field left is judged; the others are not shouted at yet.
    expect(within(card).getByLabelText('First and middle name').getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(lastName, { target: { value: 'Aung' } });
    fireEvent.blur(lastName);
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBeNull());
  });

  it("shows the server's field errors under their fields", async () => {
    // Server answers come in as actionData; render the page with one directly.
    renderPage(() => (
      <CheckoutPage
        data={checkoutData()}
        actionData={{
          values: { 'travellers.1.firstName': 'Su' },
          fieldErrors: { 'travellers.1.dateOfBirth': 'wrong_type' },
          fieldMessages: { 'travellers.1.dateOfBirth': TRAVELLER_ERROR_MESSAGES.en.dateOfBirth.wrong_type },
          formErrors: [],
        }}
      />
    ));
    const card = await screen.findByRole('region', { name: 'Adult 2' });
    expect(within(card).getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByText(/does not match this traveller's type/)).toBeTruthy();
    expect((within(card).getByLabelText('First and middle name') as HTMLInputElement).value).toBe('Su');
  });

  it('shows the price-change modal with both totals and the two ways on', async () => {
    renderPage(() => (
      <CheckoutPage data={checkoutData({ priceChange: { previous: 320_000, now: 336_000, continueHref: '/flight/checkout?checkoutId=x' } })} actionData={undefined} />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Flight prices change frequently' });
    expect(dialog.textContent).toContain('320,000');
    expect(dialog.textContent).toContain('336,000');
    expect((await within(dialog).findByRole('link', { name: 'Continue' })).getAttribute('href')).toBe('/flight/checkout?checkoutId=x');
    expect((await within(dialog).findByRole('link', { name: 'Choose another flight' })).getAttribute('href')).toContain('/flight/depart/search');
  });

  it('shows a verify error in its modal instead of the form', async () => {
    renderPage(() => (
      <CheckoutPage
        data={{
          kind: 'error',
          title: 'Your session has timed out',
          error: { errorCode: 'SESSION_TIMED_OUT', message: null, stage: 'verify', listingHref: '/flight/depart/search?x=1', retryHref: '/flight/checkout' },
        }}
        actionData={undefined}
      />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Your session has timed out' });
    expect(dialog.querySelector('[data-icon="session-timeout"]')).toBeTruthy();
    expect((await within(dialog).findByRole('link', { name: 'Search again' })).getAttribute('href')).toBe('/flight/depart/search?x=1');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('hides zero lines of the price breakdown but keeps the totals', async () => {
    renderPage(() => <CheckoutPage data={checkoutData()} actionData={undefined} />);
    const price = await screen.findByRole('region', { name: 'Price details' });
    const terms = within(price).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Sub total', 'Airline taxes', 'Convenience fees', 'Total', 'Grand total']);
  });
});
