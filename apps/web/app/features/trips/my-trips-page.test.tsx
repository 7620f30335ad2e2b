// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trip } from '@thwa/domain/contracts/trips';
import type { Language } from '@thwa/domain/settings';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { MyTripsPage } from './my-trips-page.tsx';
import { tripCard } from './trips.server.ts';

afterEach(cleanup);

const NOW = new Date('2026-11-26T04:00:00Z');
const TRIP_NAME = 'Yangon (RGN) → Mandalay (MDL)';

function trip(overrides: Partial<Trip> = {}): Trip {
  return {
    orderId: 'TW2611260001',
    travelerEmail: 'khin@example.com',
    productType: 2,
    productName: TRIP_NAME,
    tab: 'upComing',
    status: 'completed',
    paymentStatus: 'paid',
    origin: 'RGN',
    destination: 'MDL',
    departureDate: '2026-12-01',
    returnDate: null,
    departureLocal: '2026-12-01T07:00',
    travellers: 1,
    amount: 165_700,
    bookedAt: '2026-11-26T03:55:00Z',
    bookedBy: null,
    trackBooking: '/track-booking',
    viewTicket: '/api/tickets/TW2611260001/view?sig=abc',
    downloadTicket: '/api/tickets/TW2611260001/download?sig=abc',
    bookAgain: { product: 'flight', tripType: 1, fromCityCode: 'RGN', toCityCode: 'MDL', requestDateFrom: '2026-12-01', requestDateTo: '', currency: 'MMK', language: 'en', adult: 1, child: 0, infant: 0 },
    ...overrides,
  };
}

async function show(trips: Trip[], lang: Language = 'en') {
  renderInRoot(<MyTripsPage data={{ title: 'My trips', tab: 'upComing', product: 'all', trips: trips.map((one) => tripCard(one, NOW)), failure: null }} />, { lang });
  return screen.findByRole('heading', { level: 1 });
}

describe('My trips', () => {
  it('a completed trip whose e-ticket is ready offers View ticket and Download, and no waiting line', async () => {
    await show([trip()]);
    const card = within(screen.getByRole('listitem', { name: TRIP_NAME }));
    expect(card.getByRole('link', { name: 'View ticket' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Download ticket' })).toBeTruthy();
    expect(card.queryByText(/Issuing your ticket/)).toBeNull();
  });

  it('a completed trip still waiting for its e-ticket says so, in both languages, and offers no ticket link yet', async () => {
    const waiting = trip({ viewTicket: null, downloadTicket: null });
    expect(tripCard(waiting, NOW).ticketPending).toBe(true);
    await show([waiting]);
    const card = within(screen.getByRole('listitem', { name: TRIP_NAME }));
    expect(card.getByRole('status').textContent).toBe('Issuing your ticket. This page updates by itself…');
    expect(card.queryByRole('link', { name: 'View ticket' })).toBeNull();
    cleanup();
    await show([waiting], 'mm');
    expect(within(screen.getByRole('listitem', { name: TRIP_NAME })).getByRole('status').textContent).toContain('ထုတ်ပေးနေပါသည်');
  });

  it('names an upcoming booked trip Confirmed, not Completed, an unpaid one Awaiting payment, and its price as a price', async () => {
    await show([trip(), trip({ orderId: 'TW2611260002', productName: 'Yangon (RGN) → Bagan (NYU)', status: 'held', paymentStatus: 'none', viewTicket: null, downloadTicket: null })]);
    const booked = within(screen.getByRole('listitem', { name: TRIP_NAME }));
    expect(booked.getByText('Confirmed')).toBeTruthy();
    expect(booked.queryByText('Completed')).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Yangon (RGN) → Bagan (NYU)' })).getByText('Awaiting payment')).toBeTruthy();
    // The price's term says what it is to a screen reader.
    const price = booked.getByText('Price');
    expect(price.tagName).toBe('DT');
    expect(price.nextElementSibling?.textContent).toContain('165,700');
    cleanup();
    await show([trip()], 'mm');
    expect(within(screen.getByRole('listitem', { name: TRIP_NAME })).getByText('အတည်ပြုပြီး')).toBeTruthy();
  });

  it('a trip that is not completed never waits for a ticket', () => {
    expect(tripCard(trip({ status: 'held', viewTicket: null, downloadTicket: null }), NOW).ticketPending).toBe(false);
    expect(tripCard(trip({ status: 'cancelled', viewTicket: null, downloadTicket: null }), NOW).ticketPending).toBe(false);
  });

  it('a hotel stay reads as a stay: check-in and check-out, guests, its voucher, and book again searches the same hotel', async () => {
    const stay = trip({
      productType: 1,
      productName: 'Thiri Moonlight Hotel, Yangon',
      origin: 'H1001',
      destination: 'Yangon',
      departureDate: '2026-12-16',
      returnDate: '2026-12-18',
      travellers: 2,
      bookAgain: { product: 'hotel', itemId: 'H1001', name: 'Thiri Moonlight Hotel', city: 'yangon', region: 'local', checkin: '2026-12-16', checkout: '2026-12-18', rooms: 1, adult: 2, child: 0, childAges: [], nationality: 'local', currency: 'MMK', language: 'en' },
    });
    await show([stay]);
    const card = within(screen.getByRole('listitem', { name: 'Thiri Moonlight Hotel, Yangon' }));
    expect(card.getByText('Check-in Wed, 16 Dec 2026')).toBeTruthy();
    expect(card.getByText('Check-out Fri, 18 Dec 2026')).toBeTruthy();
    expect(card.getByText('2 guest(s)')).toBeTruthy();
    expect(card.getByRole('link', { name: 'View voucher' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Book again' }).getAttribute('href')).toMatch(/^\/hotel\/listing\?itemId=H1001&name=Thiri\+Moonlight\+Hotel&scope=hotel&city=yangon&region=local&checkin=2026-12-16&checkout=2026-12-18&rooms=1&adult=2/);
  });
});
