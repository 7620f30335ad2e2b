import type { RecommendedHotelSearch } from '@thwa/domain/contracts/curated';
import type { ApiClient } from '../../lib/api-client.ts';

/** An api client whose every POST answers `answer`, recording the calls: for the feeds' loaders. */
export function fakeFeedApi(answer: { status: number; body: unknown }) {
  const calls: { path: string; body: unknown }[] = [];
  const api = {
    post: async (path: string, body: unknown) => {
      calls.push({ path, body });
      return answer;
    },
  } as unknown as ApiClient;
  return { api, calls };
}

/** The prefilled search of one of our hotels, as a recommended hotel's and a hotel deal's card carry it: Yadanar Sunset Resort, Bagan, one night. */
export const yadanarSearch: RecommendedHotelSearch = {
  term: 'yadanar-sunset-resort-bagan',
  listingSearchTerm: 'Yadanar Sunset Resort',
  itemId: 'H3007',
  name: 'Yadanar Sunset Resort',
  scope: 'hotel',
  city: 'bagan',
  country: 'Myanmar',
  region: 'local',
  checkin: '2031-04-10',
  checkout: '2031-04-11',
  rooms: 1,
  adult: 2,
  childAges: [],
  nationality: 'local',
};
