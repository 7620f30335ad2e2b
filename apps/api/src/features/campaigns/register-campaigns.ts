import type { FastifyInstance } from 'fastify';
import type { Database } from '@thwa/db/connection';
import { createCampaignsRepository } from './campaigns.repository.ts';
import { createCampaigns } from './campaigns.ts';
import { campaignsRoutes } from './campaigns.routes.ts';
import { createFlightTimetable } from './flight-timetable.ts';

/** The campaigns' calls (issue 22 item 3), wired here so that app.ts names them in one line. */
export async function registerCampaigns(api: FastifyInstance, db: Database): Promise<void> {
  const timetable = createFlightTimetable({ repository: createCampaignsRepository(db) });
  await api.register(campaignsRoutes, { campaigns: createCampaigns({ timetable }) });
}
