// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { HotelDetailPage } from './hotel-detail-page.tsx';
import type { HotelDetailData, HotelView } from './hotel-listing-data.ts';
import { HotelRoomPage } from './hotel-room-page.tsx';
import { detailAnswer, rate, room, yangonSummary } from './test-support.tsx';

afterEach(cleanup);

const QUERY = 'term=yangon&scope=city&checkin=2031-03-10&checkout=2031-03-12&rooms=1&adult=3&child=0&child_ages=&nationality=local&language=en';
const SUMMARY = yangonSummary(QUERY, 3);
const PAGE = `/hotel/detail?${QUERY}&hotelId=H1001`;
// Three adults: the standard room only on its extra-bed rate (spec §5: it then sleeps 3).
const extraBed = rate('R1-EB', {
  name: 'Breakfast and an extra bed',
  services: ['Breakfast', 'Extra bed'],
  serviceNames: ['Breakfast', 'Extra bed'],
  perNight: 245_500,
  cancellation: { refundable: true, freeUntil: '2031-03-07' },
});
const standard = room('R1', { name: 'Standard Room', availables: { maxAdults: 3, maxChildren: 1, roomsLeft: 3 }, rates: [extraBed] });
const { data: answer } = detailAnswer([standard]);

function view(spec: Partial<HotelView> = {}): HotelView {
  return {
    title: 'Thiri Moonlight Hotel',
    summary: SUMMARY,
    hotel: answer.hotelDetailInfo,
    rooms: answer.rooms,
    notOffered: [{ roomTypeId: 'R2', name: 'Deluxe Room', bedTypeName: 'King bed', sizeM2: 36, reason: { kind: 'too_small', maxAdults: 2, maxChildren: 1 } }],
    reservationInfo: answer.reservationInfo,
    pagePath: PAGE,
    ...spec,
  };
}

async function render(element: React.ReactElement, options?: Parameters<typeof renderInRoot>[1]) {
  renderInRoot(element, options);
  return screen.findByRole('heading', { level: 1 });
}

describe('HotelDetailPage (spec §3 hotel detail)', () => {
  it("shows the hotel: name, stars, type, place, address, description, amenities, policies and reservation info", async () => {
    expect((await render(<HotelDetailPage data={{ kind: 'hotel', ...view() }} />)).textContent).toBe('Thiri Moonlight Hotel');
    const main = document.body;
    expect(main.textContent).toContain('4-star');
    expect(main.textContent).toContain('Kyauktada, Yangon');
    expect(screen.getByText('No. 123, Pansodan Street, Kyauktada, Yangon')).toBeTruthy();
    expect(screen.getByText('A 4-star hotel in Kyauktada.')).toBeTruthy();
    expect(screen.getByText('Swimming pool')).toBeTruthy();
    const policies = screen.getByRole('heading', { level: 2, name: 'Policies' }).closest('section')!;
    expect([...policies.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)).toEqual([
      'Check-in: From 14:00',
      'Check-out: Until 12:00',
      'Extra bed: MMK 42,000 a night',
      'Baby cot: Free on request',
      'Cancellation: Free up to 3 days before check-in; each rate shows its own terms',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Good to know' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /All hotels in Yangon/ }).getAttribute('href')).toBe(`/hotel/listing?${QUERY}`);
  });

  it('shows each room with who it sleeps (spec §5 extra bed counted), its rates, and Book links to the checkout with the total seen', async () => {
    await render(<HotelDetailPage data={{ kind: 'hotel', ...view() }} />);
    const standardRoom = screen.getByRole('article', { name: 'Standard Room' });
    expect(standardRoom.textContent).toContain('Sleeps 3 adults and 1 child');
    expect(standardRoom.textContent).toContain('Only 3 rooms of this type left');
    expect(standardRoom.textContent).toContain('Includes: Breakfast, Extra bed');
    expect(standardRoom.textContent).toContain('MMK 491,000 for 2 nights, 1 room');
    expect(standardRoom.textContent).toContain('Free cancellation until 7 Mar 2031');
    expect(within(standardRoom).getByRole('link', { name: 'Room details: Standard Room' }).getAttribute('href')).toBe(`/hotel/detail/room?${QUERY}&hotelId=H1001&roomTypeId=R1`);
    const book = within(standardRoom).getByRole('link', { name: 'Book Breakfast and an extra bed, Standard Room' });
    const checkout = new URL(book.getAttribute('href')!, 'http://thwa.test');
    expect(checkout.pathname).toBe('/hotel/checkout');
    expect(Object.fromEntries(checkout.searchParams)).toEqual({
      hotelId: 'H1001',
      roomTypeId: 'R1',
      rateId: 'R1-EB',
      checkin: '2031-03-10',
      checkout: '2031-03-12',
      rooms: '1',
      adult: '3',
      child: '0',
      child_ages: '',
      nationality: 'local',
      listedTotal: '491000',
      back: PAGE,
    });
  });

  it('says which rooms the party cannot have and why, with nothing to book', async () => {
    await render(<HotelDetailPage data={{ kind: 'hotel', ...view() }} />);
    const deluxe = screen.getByRole('article', { name: 'Deluxe Room' });
    expect(deluxe.textContent).toContain('Not available for your search');
    expect(deluxe.textContent).toContain('Sleeps at most 2 adults and 1 child a room: your party does not fit.');
    expect(within(deluxe).queryByRole('link')).toBeNull();
    cleanup();
    await render(<HotelDetailPage data={{ kind: 'hotel', ...view({ notOffered: [{ roomTypeId: 'R2', name: 'Deluxe Room', bedTypeName: 'King bed', sizeM2: 36, reason: { kind: 'too_few_rooms', roomsLeft: 1 } }] }) }} />);
    expect(screen.getByRole('article', { name: 'Deluxe Room' }).textContent).toContain('Only 1 free on every night of your stay');
  });

  it('says when no room is available for the search, with a way to change it', async () => {
    await render(<HotelDetailPage data={{ kind: 'hotel', ...view({ rooms: [], notOffered: [] }) }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'No room is available for your search' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Book / })).toBeNull();
  });

  it('says a hotel is not available (spec §8), with the way back to the hotels', async () => {
    await render(<HotelDetailPage data={{ kind: 'hotelNotAvailable', title: 'This hotel is not available', summary: SUMMARY }} />);
    expect(screen.getByRole('link', { name: 'See other hotels' }).getAttribute('href')).toBe(`/hotel/listing?${QUERY}`);
  });

  it('reads in Myanmar', async () => {
    await render(<HotelDetailPage data={{ kind: 'hotel', ...view() }} />, { lang: 'mm' });
    expect(screen.getByRole('heading', { level: 2, name: 'သင့်ခရီးအတွက် အခန်းများ' })).toBeTruthy();
    expect(document.body.textContent).toContain('လူကြီး ၃ ဦး အိပ်နိုင်သည်');
    expect(document.body.textContent).toContain('၁၄:၀၀ မှစ၍');
    expect(screen.getAllByRole('link', { name: /^ဘိုကင်တင်ရန် / })).toHaveLength(1);
  });
});

describe('HotelRoomPage', () => {
  it('shows one room: bed, size, occupancy and its rates in full with Book', async () => {
    const data: HotelDetailData = { kind: 'room', ...view({ pagePath: `/hotel/detail/room?${QUERY}&hotelId=H1001&roomTypeId=R1` }), room: standard };
    expect((await render(<HotelRoomPage data={data} />)).textContent).toBe('Standard Room');
    const facts = [...document.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual(['Bed: Double bed', 'Size: 28 m²', 'Occupancy: Sleeps 3 adults and 1 child']);
    expect(screen.getByRole('heading', { level: 2, name: 'Rates' })).toBeTruthy();
    const book = screen.getByRole('link', { name: 'Book Breakfast and an extra bed, Standard Room' });
    expect(new URL(book.getAttribute('href')!, 'http://thwa.test').searchParams.get('back')).toBe(`/hotel/detail/room?${QUERY}&hotelId=H1001&roomTypeId=R1`);
    expect(screen.getByRole('link', { name: /All rooms at Thiri Moonlight Hotel/ }).getAttribute('href')).toBe(PAGE);
  });

  it('says a room is not available for the search (spec §8), why, and leads back to the hotel', async () => {
    const data: HotelDetailData = { kind: 'roomNotAvailable', ...view(), title: 'This room is not available', roomTypeId: 'R2' };
    expect((await render(<HotelRoomPage data={data} />)).textContent).toBe('This room is not available');
    expect(document.body.textContent).toContain('Sleeps at most 2 adults and 1 child a room');
    expect(screen.queryByRole('link', { name: /^Book / })).toBeNull();
  });
});
