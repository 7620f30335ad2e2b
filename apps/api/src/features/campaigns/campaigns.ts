import { FLIGHT_TIMETABLE_SLUG, type CampaignRequestData, type CampaignResponse } from '@thwa/domain/contracts/campaign';
import { AppError } from '../../plugins/errors.ts';
import type { FlightTimetable } from './flight-timetable.ts';

/**
 * `POST /campaign/{slug}` (spec §7): the campaign of a slug, from the request object that names it.
 * Only the flight timetable is a campaign today; any other slug is not found.
 */
export function createCampaigns({ timetable }: { timetable: FlightTimetable }) {
  return {
    async campaign(slug: string, request: CampaignRequestData): Promise<CampaignResponse> {
      if (request.slug !== slug) throw new AppError('VALIDATION_FAILED', 'slug');
      if (slug !== FLIGHT_TIMETABLE_SLUG) throw new AppError('NOT_FOUND', 'params.slug');
      return { code: 200, data: await timetable.campaign(request.language, request.origin) };
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
