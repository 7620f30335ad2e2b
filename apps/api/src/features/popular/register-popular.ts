import type { FastifyInstance } from 'fastify';
import type { Database } from '@thwa/db/connection';
import type { HotelSources } from '../../partners/hotel-sources/hotel-sources.ts';
import { createCampaignsRepository } from '../campaigns/campaigns.repository.ts';
import type { FlightsService } from '../flights/flights.service.ts';
import { createFlightsRepository } from '../flights/flights.repository.ts';
import type { CityCounter, CityCountsRepository } from '../hotels/city-counter.ts';
import { createPopularRepository } from './popular.repository.ts';
import { createPopular } from './popular.ts';
import { popularRoutes } from './popular.routes.ts';

export interface PopularDependencies {
  flights: Pick<FlightsService, 'trending' | 'flushCounts'>;
  hotels: HotelSources;
  cityCounts: Pick<CityCountsRepository, 'totals'>;
  cityCounter: Pick<CityCounter, 'flush'>;
  now: () => Date;
}

/** Popular destinations, routes and lines and trending (issue 22 item 1), wired here so that app.ts names them in one line. */
export async function registerPopular(api: FastifyInstance, db: Database, { flights, hotels, cityCounts, cityCounter, now }: PopularDependencies): Promise<void> {
  const repository = createPopularRepository(db);
  // The schedules as the timetable reads them, and the airports and airlines as flights do: reference data, read by one query each.
  const schedules = createCampaignsRepository(db);
  const reference = createFlightsRepository(db);
  const popular = createPopular({
    routeTotals: repository.routeTotals,
    lineBookings: repository.lineBookings,
    cityTotals: cityCounts.totals,
    schedules: schedules.schedules,
    airports: reference.listAirports,
    airlines: reference.listAirlines,
    flushCounts: async () => {
      await Promise.all([flights.flushCounts(), cityCounter.flush()]);
    },
    hotels,
    now,
  });
  await api.register(popularRoutes, { popular, flights });
}
