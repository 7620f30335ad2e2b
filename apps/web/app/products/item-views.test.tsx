// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HotelOrderItem, OrderItem } from '@thwa/domain/contracts/booking';
import { renderInRoot } from '../features/flight-listing/test-support.tsx';
import { orderDetail } from '../features/thank-you/test-orders.ts';
import { ItemViews } from './item-views.tsx';

afterEach(cleanup);

const flight = orderDetail().items[0]!;

const stay: HotelOrderItem = {
  product: 'hotel',
  itemNo: 1,
  document: null,
  hotelId: 'H1001',
  hotelName: 'Thiri Moonlight Hotel',
  address: '12 Inya Road, Kamayut',
  phone: null,
  city: 'Yangon',
  stars: 4,
  checkIn: '2031-03-10',
  checkOut: '2031-03-12',
  checkInTime: '14:00',
  checkOutTime: '12:00',
  nights: 2,
  rooms: 1,
  adult: 2,
  child: 0,
  childAges: [],
  roomName: 'Deluxe Double',
  rateName: 'Room with breakfast',
  services: ['Breakfast'],
  guests: [{ firstName: 'Su Su', lastName: 'Hlaing' }],
  estimatedCheckInTime: '14-16',
  specialRequest: 'A quiet room, please',
  cancellation: { refundable: true, freeCancellationUntil: '2031-03-08' },
  voucherNumbers: ['TW2611220002-1'],
};

describe('ItemViews: each item of an order as its own product shows it (decision 024)', () => {
  it('details a flight and a stay of one order, each by its product, loaded on demand', async () => {
    renderInRoot(<ItemViews items={[flight, stay]} view="Details" />);
    const itinerary = await screen.findByRole('region', { name: 'Itinerary' });
    expect(within(itinerary).getByText('Departure')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Travellers' })).getByText('Mr Aung Kyaw')).toBeTruthy();
    expect(await screen.findByText('Thiri Moonlight Hotel')).toBeTruthy();
    expect(screen.getByText('A quiet room, please')).toBeTruthy();
    expect(screen.getByText(/TW2611220002-1/)).toBeTruthy();
  });

  it("gives a booked stay's hotel phone and children's ages, in Myanmar digits in Myanmar", async () => {
    const family = { ...stay, phone: '+95 1 123 4567', child: 2, childAges: [4, 9] };
    renderInRoot(<ItemViews items={[family]} view="Details" />);
    expect(await screen.findByRole('link', { name: '+95 1 123 4567' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+95 1 123 4567' }).getAttribute('href')).toBe('tel:+9511234567');
    expect(screen.getByText(/Children: 2 · Children's ages: 4, 9$/)).toBeTruthy();
    cleanup();
    renderInRoot(<ItemViews items={[family]} view="Details" />, { lang: 'mm' });
    expect(await screen.findByText(/ကလေးများ၏ အသက်- ၄၊ ၉ နှစ်$/)).toBeTruthy();
    cleanup();
    // Without a phone on record, no phone line.
    renderInRoot(<ItemViews items={[stay]} view="Details" />);
    await screen.findByText('Thiri Moonlight Hotel');
    expect(screen.queryByText('Hotel phone:')).toBeNull();
  });

  it('sums up each item for the payment page, in Myanmar too', async () => {
    renderInRoot(<ItemViews items={[stay]} view="Summary" />, { lang: 'mm' });
    expect(await screen.findByText('Thiri Moonlight Hotel')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Itinerary' })).toBeNull();
  });

  it('shows nothing of an item this web does not sell', async () => {
    const { container } = renderInRoot(<ItemViews items={[{ product: 'bus' } as unknown as OrderItem]} view="Details" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
  });
});
