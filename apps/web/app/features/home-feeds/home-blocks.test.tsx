// @vitest-environment happy-dom
import { useState } from 'react';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import type { SettledHomeFeeds } from './home-blocks.server.ts';
import { HomeBlocks, LoadedHomeBlocks } from './home-blocks.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Every feed answered with nothing: each block then says so (data-status="empty").
const none = { status: 'success', data: [] } as const;
const noPlaces = { status: 'success', data: { items: [], dates: { departureDate: '2031-04-10', checkIn: '2031-04-10', checkOut: '2031-04-11' } } } as const;
const hotelFeeds = { landing: 'hotel', banners: none, recommended: none, hotDeals: none, popularDestinations: noPlaces, trending: noPlaces } as unknown as SettledHomeFeeds;
const flightFeeds = { ...hotelFeeds, landing: 'flight', popularRoutes: noPlaces, popularLines: noPlaces } as unknown as SettledHomeFeeds;

/** Each block's state as shown, in the page's order (React hides, not removes, what a skeleton replaces). */
function states(container: HTMLElement) {
  return Array.from(container.querySelectorAll('section[data-feed]')).map((section) => [
    section.getAttribute('data-feed'),
    Array.from(section.querySelectorAll('[data-status]'))
      .find((state) => !state.closest('[style*="display: none"]'))
      ?.getAttribute('data-status'),
  ]);
}

describe('HomeBlocks', () => {
  it('shows its first block at once and the others one by one, each keeping its skeleton until its turn', async () => {
    const { container } = renderInRoot(<HomeBlocks feeds={flightFeeds} />);
    await screen.findByRole('region', { name: 'Offers and news' });
    const first = states(container);
    expect(first).toHaveLength(7);
    expect(first[0]).toEqual(['banners', 'empty']);
    expect(first.slice(1).every(([, status]) => status === 'loading')).toBe(true);
    await waitFor(() => expect(states(container).every(([, status]) => status === 'empty')).toBe(true));
    expect(states(container).map(([feed]) => feed)).toEqual(['banners', 'flight-deals', 'popular-flight-destinations', 'popular-routes', 'recommended', 'trending-flight', 'popular-lines']);
  });

  it('shows a hotel landing’s five blocks, and starts again from the first when new feeds come', async () => {
    function Harness() {
      const [feeds, setFeeds] = useState(hotelFeeds);
      return (
        <>
          <button type="button" onClick={() => setFeeds({ ...hotelFeeds })}>
            again
          </button>
          <HomeBlocks feeds={feeds} />
        </>
      );
    }
    const { container } = renderInRoot(<Harness />);
    await waitFor(() => expect(states(container).filter(([, status]) => status === 'empty')).toHaveLength(5));
    expect(states(container).map(([feed]) => feed)).toEqual(['banners', 'hotel-deals', 'popular-hotel-destinations', 'recommended', 'trending-hotel']);
    act(() => screen.getByRole('button', { name: 'again' }).click());
    expect(states(container).map(([, status]) => status)).toEqual(['empty', 'loading', 'loading', 'loading', 'loading']);
    await waitFor(() => expect(states(container).every(([, status]) => status === 'empty')).toBe(true));
  });
});

describe('LoadedHomeBlocks', () => {
  it('asks /home-feeds for its landing, shows skeletons meanwhile, then the blocks', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const { container } = renderInRoot(<LoadedHomeBlocks landing="hotel" />);
    await waitFor(() => expect(states(container)).toHaveLength(5));
    expect(states(container).every(([, status]) => status === 'loading')).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/home-feeds?landing=hotel&language=en', { headers: { accept: 'application/json' } });
    answer(Response.json(hotelFeeds));
    await waitFor(() => expect(states(container).every(([, status]) => status === 'empty')).toBe(true));
  });

  it('asks in the page’s language: the browser keeps an answer, and an English one must not serve a Myanmar page', async () => {
    const fetch = vi.fn(async () => Response.json(hotelFeeds));
    vi.stubGlobal('fetch', fetch);
    const { container } = renderInRoot(<LoadedHomeBlocks landing="hotel" />, { lang: 'mm' });
    await waitFor(() => expect(states(container).map(([, status]) => status)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']));
    expect(fetch).toHaveBeenCalledWith('/home-feeds?landing=hotel&language=mm', { headers: { accept: 'application/json' } });
  });

  it('says every block failed when the call fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('busy', { status: 503 })));
    const { container } = renderInRoot(<LoadedHomeBlocks landing="flight" />);
    await waitFor(() => expect(states(container).filter(([, status]) => status === 'failed')).toHaveLength(7));
  });
});
