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
