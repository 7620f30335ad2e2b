// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContactPageData } from './checkout-data.ts';
import { ContactPage } from './contact-page.tsx';
import { phoneCodeOptions } from './phone-code-options.ts';
import { clearContactOnBack, readGuestContact, saveGuestContact } from './contact-storage.ts';
import { loadRules } from './rules-loader.ts';
import { BREAKDOWN, checkoutData, renderPage } from './test-support.tsx';
import { scaledWait } from '../../../../../scripts/wait-scale.mjs';

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  // The browser fetches the form rules right after hydration; have them ready, as on a real page.
  await loadRules();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function contactData(overrides: Partial<Extract<ContactPageData, { kind: 'contact' }>> = {}): ContactPageData {
  const base = checkoutData();
  return {
    kind: 'contact',
    title: 'Contact info',
    checkoutId: base.checkoutId,
    directions: base.directions,
    breakdown: BREAKDOWN,
    countries: base.countries,
    values: { contactName: '', email: '', phoneCode: '95', phoneNumber: '' },
    idempotencyKey: '3f2c1a9e-1111-4222-8333-444455556666',
    listingHref: base.listingHref,
    cover: null,
    ...overrides,
  };
}

describe('contact info (/flight/contact-info)', () => {
  it('has the contact fields, +95 by default, the steps at Contact info and the idempotency key', async () => {
    const { container } = renderPage(() => <ContactPage data={contactData()} actionData={undefined} />);
    expect(await screen.findByLabelText('Contact name')).toBeTruthy();
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('95');
    expect(container.querySelector<HTMLInputElement>('input[name="idempotencyKey"]')?.value).toBe('3f2c1a9e-1111-4222-8333-444455556666');
    expect(screen.getByRole('navigation', { name: 'Booking steps' }).querySelector('[aria-current="step"]')?.textContent).toContain('Contact info');
  });

  it('offers travel insurance for the travellers; ticked, its premium is the breakdown’s insurance line, for the travellers ticked', async () => {
    const people = [
      { uuid: '00000000-0000-4000-8000-000000000001', name: 'Aung Min', age: 40, premium: 4_000 },
      { uuid: '00000000-0000-4000-8000-000000000002', name: 'Su Myat', age: 7, premium: 3_000 },
    ];
    const cover = { premium: 7_000, days: 4, travellers: 2, hospital: 10_000_000, death: 10_000_000, liability: 100_000_000, people };
    renderPage(() => <ContactPage data={contactData({ cover })} actionData={undefined} />);
    const offer = await screen.findByRole('checkbox', { name: /Add travel insurance for the 2 travellers of this trip: MMK 7,000 for 4 days of cover/ });
    expect((offer as HTMLInputElement).checked).toBe(false);
    expect(offer.getAttribute('name')).toBe('insurance');
    expect(screen.getByText(/Hospital up to MMK 10,000,000/)).toBeTruthy();
    expect(screen.queryByText('Insurance')).toBeNull();
    // Hydrated and not ticked: the travellers' boxes wait for the offer to be taken.
    expect(screen.queryByRole('group', { name: 'Who is covered' })).toBeNull();
    fireEvent.click(offer);
    const line = await screen.findByText('Insurance');
    expect(line.parentElement?.textContent).toContain('7,000');

    // Each traveller is covered on their own: the line follows who is ticked.
    const child = screen.getByRole('checkbox', { name: 'Su Myat, 7: MMK 3,000' });
    expect(child.getAttribute('name')).toBe('insured');
    expect((child as HTMLInputElement).value).toBe(people[1]!.uuid);
    fireEvent.click(child);
    await waitFor(() => expect(screen.getByText('Insurance').parentElement?.textContent).toContain('4,000'));
    expect(screen.getByRole('checkbox', { name: /Add travel insurance for this trip: MMK 4,000 for 4 days of cover/ })).toBeTruthy();

    // A child alone has no guardian: said at once (the store refuses it too).
    fireEvent.click(child);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Aung Min, 40: MMK 4,000' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Cover needs at least one traveller aged 18 or older: tick one of them too.');
  });

  it('offers no insurance when the trip cannot be covered', async () => {
    renderPage(() => <ContactPage data={contactData({ cover: null })} actionData={undefined} />);
    expect(await screen.findByLabelText('Contact name')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /travel insurance/ })).toBeNull();
  });

  it('an invalid Myanmar mobile number gets its error under the field on leaving it', async () => {
    renderPage(() => <ContactPage data={contactData()} actionData={undefined} />);
    const phone = await screen.findByLabelText('Mobile number');
    fireEvent.change(phone, { target: { value: '01 234 567' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid mobile number (for Myanmar, such as 09 7xx xxx xxx).')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '09 784 123 456' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBeNull());
  });

  it('does not post an invalid form; posts a valid one with the key', async () => {
    const { posts } = renderPage((actionData) => <ContactPage data={contactData()} actionData={actionData} />);
    const submit = await screen.findByRole('button', { name: 'Continue to payment' });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'), { timeout: scaledWait(5_000) });
    expect(posts).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Contact name'), { target: { value: 'Aung Aung' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'aung@example.com' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '09784123456' } });
    fireEvent.click(submit);
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: scaledWait(5_000) });
    expect(posts[0]?.get('idempotencyKey')).toBe('3f2c1a9e-1111-4222-8333-444455556666');
    expect(posts[0]?.get('contact.phoneNumber')).toBe('09784123456');
  });

  it('shows a 409 seat error in its modal with Search again', async () => {
    renderPage(() => (
      <ContactPage
        data={contactData()}
        actionData={{
          values: {},
          fieldErrors: {},
          fieldMessages: {},
          formErrors: [],
          error: { errorCode: 'SEAT_NOT_AVAILABLE', message: 'Sorry, the seat is not available.', stage: 'contact', listingHref: '/flight/depart/search?a=1', retryHref: '/x' },
        }}
      />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'The seat is not available' });
    expect(dialog.textContent).toContain('Sorry, the seat is not available.');
    expect((await within(dialog).findByRole('link', { name: 'Search again' })).getAttribute('href')).toBe('/flight/depart/search?a=1');
  });

  it('the offline variant shows Search, Contact info, Complete and a note', async () => {
    renderPage(() => (
      <ContactPage
        data={{
          kind: 'offline',
          title: 'Request this flight',
          selection: { cacheKey: 'c1', outward: 'o1' },
          summary: ['RGN to MDL'],
          countries: [],
          values: { contactName: '', email: '', phoneCode: '95', phoneNumber: '' },
          idempotencyKey: '3f2c1a9e-1111-4222-8333-444455556666',
          listingHref: '/flight',
        }}
        actionData={undefined}
      />
    ));
    const steps = await screen.findByRole('navigation', { name: 'Booking steps' });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent?.replace(/^[\d✓]/, ''))).toEqual(['Search', 'Contact info', 'Complete']);
    expect(screen.getByLabelText('Note for our team (optional)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send request' })).toBeTruthy();
  });

  it('phone codes: one per code, Myanmar first', () => {
    const options = phoneCodeOptions([
      { countryCode: 'TH', countryName: 'Thailand', phoneCode: '66' },
      { countryCode: 'MM', countryName: 'Myanmar', phoneCode: '95' },
      { countryCode: 'US', countryName: 'United States', phoneCode: '1' },
      { countryCode: 'CA', countryName: 'Canada', phoneCode: '1' },
    ]);
    expect(options.map((o) => o.code)).toEqual(['95', '66', '1']);
    expect(phoneCodeOptions([])[0]?.code).toBe('95');
  });
});

describe('stored guest contact (spec §4 back arrow)', () => {
  const contact = { contactName: 'Aung', email: 'a@example.com', phoneCode: '95', phoneNumber: '09784123456' };
  it('is cleared by the back arrow on the booking steps', () => {
    saveGuestContact(contact);
    clearContactOnBack('/flight/contact-info');
    expect(readGuestContact()).toBeNull();
  });
  it('is kept by the back arrow on the payment and traveller-info pages', () => {
    saveGuestContact(contact);
    clearContactOnBack('/flight/payment');
    clearContactOnBack('/traveler-info');
    expect(readGuestContact()).toEqual(contact);
  });
});
