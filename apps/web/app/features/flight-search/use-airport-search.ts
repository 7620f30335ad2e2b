import { useMemo } from 'react';
import type { AirportSearchResponse } from '@thwa/domain/contracts/flights';
import type { Language } from '@thwa/domain/settings';
import { useAutocomplete, type AutocompleteState } from '../../lib/use-autocomplete.ts';
import { airportsOf, type Airport } from './airport.ts';

/** The airport autocomplete (GET /flight?q=), its answer as the drawer's airports. */
export function useAirportSearch(text: string, language: Language): AutocompleteState<Airport> {
  const search = useAutocomplete<AirportSearchResponse['data'][number]>('/flight', text.trim(), language);
  return useMemo(() => (search.status === 'success' ? { status: 'success', items: airportsOf(search.items) } : { status: search.status, items: [] }), [search]);
}
