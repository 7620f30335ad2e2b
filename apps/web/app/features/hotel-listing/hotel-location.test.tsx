// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { HotelCard } from './hotel-card.tsx';
import { HotelLocation } from './hotel-location.tsx';
import { card, detailAnswer } from './test-support.tsx';

afterEach(cleanup);

const hotel = detailAnswer([]).data.hotelDetailInfo;

async function section() {
  return (await screen.findByRole('heading', { level: 2 })).closest('section')!;
}

describe('HotelLocation', () => {
  it('shows the address, a map hidden from screen readers, and the distances as a numbered list', async () => {
    renderInRoot(<HotelLocation hotel={hotel} />);
    const location = await section();
    expect(within(location).getByRole('heading', { level: 2 }).textContent).toBe('Location');
    expect(location.textContent).toContain('No. 123, Pansodan Street, Kyauktada, Yangon');
    const list = within(location).getByRole('list', { name: 'Distances from the hotel' });
    expect(within(list).getAllByRole('listitem').map((item) => item.lastElementChild!.textContent)).toEqual([
      '650 m from Sule Pagoda',
      '2.8 km from Shwedagon Pagoda',
      '15 km from Yangon International Airport',
      '14 km from Aung Mingalar Highway Bus Station',
    ]);
    // Each line starts with the number of its dot on the map, which screen readers do not need (it is a numbered list).
    expect(within(list).getAllByRole('listitem').map((item) => item.firstElementChild!.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true', 'true']);
    const map = location.querySelector('svg')!;
    expect(map.getAttribute('aria-hidden')).toBe('true');
    // One numbered dot per line of the list, and the hotel's pin.
    expect(map.querySelectorAll('circle')).toHaveLength(4);
    expect([...map.querySelectorAll('circle + text')].map((text) => text.textContent)).toEqual(['1', '2', '3', '4']);
    // Small: no more than a few elements per point.
    expect(map.querySelectorAll('*').length).toBeLessThan(30);
    // The airport and the bus station are beyond the landmarks: on the edge, and said so.
    expect(location.textContent).toContain('Open circles are farther away');
  });

  it('writes Myanmar digits and words in Myanmar, in the list and on the map', async () => {
    renderInRoot(<HotelLocation hotel={{ ...hotel, nearby: hotel.nearby.map((one) => ({ ...one, name: one.kind === 'landmark' ? 'ဆူးလေဘုရား' : one.name })) }} />, { lang: 'mm' });
    const location = await section();
    expect(within(location).getAllByRole('listitem').map((item) => [item.firstElementChild!.textContent, item.lastElementChild!.textContent])[0]).toEqual(['၁', 'ဆူးလေဘုရားမှ ၆၅၀ မီတာ']);
    expect(location.querySelector('svg')!.textContent).toContain('မြောက်');
    expect(location.textContent!.replace('No. 123, Pansodan Street, Kyauktada, Yangon', '')).not.toMatch(/[0-9]/);
  });

  it('shows only the address for a hotel with nothing near it to name', async () => {
    renderInRoot(<HotelLocation hotel={{ ...hotel, nearby: [] }} />);
    const location = await section();
    expect(location.querySelector('svg')).toBeNull();
    expect(within(location).queryByRole('list')).toBeNull();
  });
});

describe('the card’s nearest landmark', () => {
  it('says how far the nearest landmark is, in English and in Myanmar', async () => {
    renderInRoot(<HotelCard hotel={card('H1001', { nearestLandmark: { name: 'Shwedagon Pagoda', distanceMetres: 1_180 } })} href="/x" stay="2 nights, 1 room" />);
    expect((await screen.findByRole('article')).textContent).toContain('1.2 km from Shwedagon Pagoda');
    cleanup();
    renderInRoot(<HotelCard hotel={card('H1001', { nearestLandmark: { name: 'ရွှေတိဂုံစေတီတော်', distanceMetres: 1_180 } })} href="/x" stay="၂ ည" />, { lang: 'mm' });
    expect((await screen.findByRole('article')).textContent).toContain('ရွှေတိဂုံစေတီတော်မှ ၁.၂ ကီလိုမီတာ');
  });

  it('says nothing of landmarks when the place has none', async () => {
    renderInRoot(<HotelCard hotel={card('H1001', { nearestLandmark: null })} href="/x" stay="2 nights, 1 room" />);
    expect((await screen.findByRole('article')).textContent).not.toMatch(/ from /);
  });
});
