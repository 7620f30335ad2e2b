import { FLIGHT_TIMETABLE_SLUG, type CampaignRequestData, type CampaignResponse } from '@thwa/domain/contracts/campaign';
import { AppError } from '../../plugins/errors.ts';
import type { DealsCampaigns } from './deals-campaign.ts';
import type { FlightTimetable } from './flight-timetable.ts';

/**
 * `POST /campaign/{slug}` (spec §7): the campaign of a slug, from the request object that names it:
 * the flight timetable, or a deals campaign while it shows (decision 042); any other slug is not found.
 */
export function createCampaigns({ timetable, deals }: { timetable: FlightTimetable; deals: DealsCampaigns }) {
  return {
    async campaign(slug: string, request: CampaignRequestData): Promise<CampaignResponse> {
      if (request.slug !== slug) throw new AppError('VALIDATION_FAILED', 'slug');
      if (slug === FLIGHT_TIMETABLE_SLUG) return { code: 200, data: await timetable.campaign(request.language, request.origin) };
      const campaign = await deals.campaign(slug, request.language);
      if (!campaign) throw new AppError('NOT_FOUND', 'params.slug');
      return { code: 200, data: campaign };
    },
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;
