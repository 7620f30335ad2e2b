import type { FastifyInstance } from 'fastify';
import type { Database } from '@thwa/db/connection';
import { createHotDealsRepository } from '../hot-deals/hot-deals.repository.ts';
import { createCampaignsRepository } from './campaigns.repository.ts';
import { createCampaigns } from './campaigns.ts';
import { campaignsRoutes } from './campaigns.routes.ts';
import { createDealsCampaigns } from './deals-campaign.ts';
import { createFlightTimetable } from './flight-timetable.ts';

/** The campaigns' calls (issue 22 item 3), wired here so that app.ts names them in one line. */
export async function registerCampaigns(api: FastifyInstance, db: Database, now: () => Date = () => new Date()): Promise<void> {
  const repository = createCampaignsRepository(db);
  const timetable = createFlightTimetable({ repository });
  const deals = createDealsCampaigns({ repository, fares: createHotDealsRepository(db), now });
  await api.register(campaignsRoutes, { campaigns: createCampaigns({ timetable, deals }) });
}
