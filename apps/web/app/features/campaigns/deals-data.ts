import type { CampaignDeal, CampaignStatus } from '@thwa/domain/contracts/campaign';
import type { Language } from '@thwa/domain/settings';

/** A deal as the page shows it: the api's route fare and its prefilled departure listing. */
export interface DealView extends CampaignDeal {
  searchHref: string;
}

/** What `/campaign/{slug}` renders for a deals campaign (decision 042); its status is spec §4's campaign status once loaded. */
export type DealsPageData =
  | {
      status: 'successful';
      lang: Language;
      slug: string;
      title: string;
      lead: string;
      promotion: { code: string; description: string; validTo: string } | null;
      travelFrom: string;
      travelUntil: string;
      deals: DealView[];
    }
  | { status: Extract<CampaignStatus, 'failed'>; lang: Language; slug: string; title: string; lead: string };
