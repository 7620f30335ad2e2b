/** What the saved-traveller loaders and actions hand the pages. */
import type { TravelerType } from '@thwa/domain/age-bands';
import type { CountryOption, NrcOptions, Township, TravellerSlot, TripContext } from '../checkout/checkout-data.ts';
import type { TravellerDocument, TravellerText } from '../checkout/form-values.ts';

export interface SavedTravellerCard {
  uuid: string;
  name: string;
  type: TravelerType;
  dateOfBirth: string;
  /** "Passport AB123456" or "NRC 12/KaMaYaN(N)123456", worded on the server; '' when none. */
  document: string;
}

export interface TravelerListData {
  title: string;
  travellers: SavedTravellerCard[];
  /** 'saved' or 'deleted' after a change, for the status line. */
  notice: 'saved' | 'deleted' | null;
  /** The traveller whose deletion is being confirmed (`?confirm=<uuid>`). */
  confirm: string | null;
  /** The load failed: a message instead of the list. */
  failure: string | null;
}

export interface TravelerListActionData {
  message: string;
}

export interface TravelerInfoData {
  title: string;
  mode: 'add' | 'edit';
  slot: TravellerSlot;
  trip: TripContext;
  document: TravellerDocument;
  countries: CountryOption[];
  townships: Record<string, Township[]>;
  nrc: NrcOptions;
}

export interface TravelerInfoActionData {
  values: TravellerText;
  document: TravellerDocument;
  /** The document fields shown for the posted nationality (a foreigner always gets the passport). */
  shown: TravellerDocument;
  /** Error keys `travellers.0.<field>` as the checkout fields read them, worded. */
  fieldMessages: Record<string, string>;
  message: string | null;
  townships: Record<string, Township[]>;
}
