import type { HotelLocation } from '@thwa/domain/contracts/hotels';
import type { Language } from '@thwa/domain/settings';
import { useAutocomplete, type AutocompleteState } from '../../lib/use-autocomplete.ts';

const LOCATION_QUERY_MAX = 60;

/**
 * The hotel location autocomplete (GET /hotelrevamp?q=): the cities, townships and hotels whose names
 * hold the text. Text typed in Zawgyi is sent as typed: the api converts it.
 */
export function useLocationSearch(text: string, language: Language): AutocompleteState<HotelLocation> {
  // The api takes at most 60 characters (HotelLocationQuery); no place name is longer.
  return useAutocomplete<HotelLocation>('/hotelrevamp', text.trim().slice(0, LOCATION_QUERY_MAX), language);
}
