// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HotelCheckout } from '@thwa/domain/contracts/hotel-booking';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { BREAKDOWN } from '../checkout/test-support.tsx';
import { contactFrom } from '../checkout/checkout.server.ts';
import type { HotelCheckoutFormData } from './hotel-checkout-data.ts';
import { HotelCheckoutPage } from './hotel-checkout-page.tsx';
import { loadRules } from '../checkout/rules-loader.ts';

afterEach(cleanup);

function checkout(region: 'local' | 'international'): HotelCheckout {
  return {
    checkoutId: 'chk_0123456789abcdef',
    expiresAt: '2031-03-01T03:00:00.000Z',
    hotel: { id: 'H0101', slug: 'riverside-bangkok', name: 'Riverside Bangkok', address: '12 Charoen Krung Road', stars: 4, checkInTime: '14:00', checkOutTime: '12:00', region },
    room: { id: 'H0101-R1', name: 'Deluxe Double', bedType: 'double' },
    rate: { id: 'H0101-R1-RO', name: 'Room only', services: [] },
    stay: { checkIn: '2031-03-10', checkOut: '2031-03-12', nights: 2, rooms: 1, adult: 2, child: 2, childAges: [4, 9] },
    nationality: 'local',
    language: 'en',
    pricePerNight: 100_000,
    total: 200_000,
    totalBeforeDeal: 200_000,
    priceChanged: false,
    cancellation: { refundable: false, freeCancellationUntil: null },
    breakdown: BREAKDOWN,
    guests: null,
  };
}

function data(region: 'local' | 'international'): HotelCheckoutFormData {
  return { kind: 'form', title: 'Guest details', checkout: checkout(region), countries: [], values: contactFrom(null), fromProfile: [], idempotencyKey: 'key', priceChange: null, backHref: '/hotel' };
}

async function page(region: 'local' | 'international', lang: 'en' | 'mm' = 'en') {
  // The form's rules come in a chunk of their own after the first paint. Loaded here first, as in a tab
  // that has them: a name checked on blur must not race that import against findBy's timeout (it lost
  // on a busy machine).
  await loadRules();
  renderInRoot(<HotelCheckoutPage data={data(region)} actionData={undefined} />, { lang });
  await screen.findByRole('heading', { level: 1 });
}

describe('HotelCheckoutPage, the guest step', () => {
  it("asks a stay abroad for the guest's name as in the passport, tied to its hint, in both languages", async () => {
    await page('international');
    const first = screen.getByLabelText('First name (as in the passport)');
    expect(screen.getByLabelText('Last name (as in the passport)')).toBeTruthy();
    const hint = 'A hotel abroad checks the passport: please write the name in English letters exactly as printed in it.';
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe(hint);
    expect(screen.getByText("Nights: 2 · Adults: 2 · Children: 2 · Children's ages: 4, 9")).toBeTruthy();
    cleanup();
    await page('international', 'mm');
    expect(screen.getByLabelText('အမည် (ပတ်စပို့ပါအတိုင်း)')).toBeTruthy();
    expect(screen.getByText(/ကလေးများ၏ အသက်- ၄၊ ၉ နှစ်/)).toBeTruthy();
  });

  it('refuses a Myanmar-script name for a stay abroad once the field is left, and takes it again once Latin', async () => {
    await page('international');
    const first = screen.getByLabelText('First name (as in the passport)') as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'စုစု' } });
    fireEvent.blur(first);
    const message = "Please use English letters only, as printed in the passport (spaces, - and ' are allowed).";
    await screen.findByText(message);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toContain('guest-0-firstName-error');
    fireEvent.change(first, { target: { value: 'Su Su' } });
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('takes a Myanmar name for one of our hotels in Myanmar, with the plain labels', async () => {
    await page('local');
    expect(screen.queryByText(/as in the passport/)).toBeNull();
    const first = screen.getByLabelText('First name') as HTMLInputElement;
    fireEvent.change(first, { target: { value: 'စုစု' } });
    fireEvent.blur(first);
    // Left empty, the last name is the only field the browser complains of.
    fireEvent.blur(screen.getByLabelText('Last name'));
    await screen.findByText('Please fill in this field.');
    expect(first.getAttribute('aria-invalid')).toBeNull();
  });

  it('on an empty submit, flags every field that needs the guest, the contact too, and says how many', async () => {
    await page('international');
    fireEvent.submit(document.querySelector('form')!);
    // Two names, the contact name, the e-mail and the phone number.
    await screen.findByText('Please correct the 5 highlighted field(s).');
    expect(screen.getByText('Please enter the contact name.')).toBeTruthy();
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2);
    expect(document.activeElement?.getAttribute('name')).toBe('guests.0.firstName');
  });

  it('gives the special request the whole width, several rows, and wraps long words', async () => {
    await page('local');
    const request = screen.getByLabelText('Special request (optional)') as HTMLTextAreaElement;
    expect(Number(request.getAttribute('rows'))).toBeGreaterThanOrEqual(4);
    expect(request.className).toMatch(/\bw-full\b/);
    expect(request.className).toMatch(/\bbreak-words\b/);
  });
});
