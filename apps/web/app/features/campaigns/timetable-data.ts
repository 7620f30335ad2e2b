import type { CampaignStatus, TimetableAirport, TimetableFlight } from '@thwa/domain/contracts/campaign';
import type { Language } from '@thwa/domain/settings';

/** A flight row of the timetable page: the api's flight and where its link leads. */
export interface TimetableRow extends TimetableFlight {
  /** The next day it can still be bought for ('YYYY-MM-DD'), or null. */
  nextDate: string | null;
  /** The departure listing of that day, prefilled (one adult, economy), or null. */
  searchHref: string | null;
}

export interface TimetableRouteView {
  origin: TimetableAirport;
  destination: TimetableAirport;
  flights: TimetableRow[];
}

/** What `/campaign/flights-information-and-schedule` renders; its status is spec §4's campaign status once loaded. */
export interface TimetablePageData {
  status: Extract<CampaignStatus, 'successful' | 'failed'>;
  lang: Language;
  /** The origin filtered on, or null for every route. */
  origin: string | null;
  origins: TimetableAirport[];
  routes: TimetableRouteView[];
}
