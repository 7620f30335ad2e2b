// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@thwa/domain/settings';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { orderView } from '../thank-you/order-view.ts';
import { orderDetail } from '../thank-you/test-orders.ts';
import type { CancelCodeStep } from './track-booking-data.ts';
import { TrackBookingPage } from './track-booking-page.tsx';

afterEach(cleanup);

const values = { bookingId: 'TW2611220001', email: 'aung@example.com' };

/** A booking found by track booking that the guest may cancel, at the code step when `cancelCode` is given. */
function show(cancelCode?: CancelCodeStep, lang: Language = 'en') {
  const order = { ...orderView(orderDetail(), lang), cancelPreview: { refund: 120_000 } };
  renderInRoot(<TrackBookingPage data={{ title: 'Track booking' }} result={{ kind: 'found', values, order, ...(cancelCode ? { cancelCode } : {}) }} />, { lang });
}

describe("track booking's cancellation code step (issue 19)", () => {
  it('before the code is asked for: the box and the Cancel button, no code field', async () => {
    show();
    expect(await screen.findByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('asks for the code with a labelled one-time-code field that has the focus and says where the code went', async () => {
    show({ sentTo: 'a***@example.com' });
    const field = await screen.findByLabelText('6-digit code');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('name')).toBe('otp');
    await waitFor(() => expect(document.activeElement).toBe(field));
    const description = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toBe('We sent a 6-digit code to a***@example.com. Enter it to cancel this booking. It is valid for 10 minutes.');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    // The step replaces the Cancel button; the first button is the one Enter presses.
    const form = field.closest('form')!;
    expect(within(form).getAllByRole('button').map((button) => button.textContent)).toEqual(['Confirm cancellation', 'Send a new code']);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    const hidden = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]));
    expect(hidden).toEqual({ ...values, sentTo: 'a***@example.com' });
  });

  it('ties a refused code to the field, and keeps the focus there', async () => {
    show({ sentTo: 'a***@example.com', error: 'Too many wrong codes. Please ask for a new code.' });
    const field = await screen.findByLabelText('6-digit code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const [error] = field.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(error!)!.textContent).toBe('Too many wrong codes. Please ask for a new code.');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('speaks Myanmar', async () => {
    show({ sentTo: 'a***@example.com', resent: true }, 'mm');
    const field = await screen.findByLabelText('ဂဏန်း ၆ လုံးပါ ကုဒ်');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toContain('a***@example.com သို့ ကုဒ်အသစ် ပို့ထားပါသည်။');
    expect(screen.getByRole('button', { name: 'ကုဒ်အသစ် ပို့ရန်' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ပယ်ဖျက်ခြင်းကို အတည်ပြုရန်' })).toBeTruthy();
  });
});
