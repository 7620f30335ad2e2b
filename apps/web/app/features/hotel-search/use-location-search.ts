import { useEffect, useState } from 'react';
import type { HotelLocation, HotelLocationResponse } from '@thwa/domain/contracts/hotels';
import { AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_PAUSE_MS } from '@thwa/domain/constants';
import type { Language } from '@thwa/domain/settings';
import { browserApi } from '../../lib/browser-api.ts';

const LOCATION_QUERY_MAX = 60;

export type LocationSearchState =
  | { status: 'idle'; locations: [] }
  | { status: 'loading'; locations: [] }
  | { status: 'success'; locations: HotelLocation[] }
  | { status: 'failed'; locations: [] };

/**
 * The hotel location autocomplete (GET /hotelrevamp?q=): spec §5 "starts only after a 500 ms pause
 * and when the text has at least 3 characters; fewer clears results", and spec §4 "hotel autocomplete
 * succeeds when the response has data" (an empty list is the not-found text). Text typed in Zawgyi is
 * sent as typed: the api converts it. A newer text cancels the request of an older one.
 */
export function useLocationSearch(text: string, language: Language): LocationSearchState {
  const [state, setState] = useState<LocationSearchState>({ status: 'idle', locations: [] });
  // The api takes at most 60 characters (HotelLocationQuery); no place name is longer.
  const query = text.trim().slice(0, LOCATION_QUERY_MAX);

  useEffect(() => {
    if (query.length < AUTOCOMPLETE_MIN_CHARS) {
      setState({ status: 'idle', locations: [] });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState({ status: 'loading', locations: [] });
      try {
        const params = new URLSearchParams({ q: query, language });
        const { status, body } = await browserApi(language).get<HotelLocationResponse>(`/hotelrevamp?${params}`, controller.signal);
        setState(status === 200 ? { status: 'success', locations: body.data } : { status: 'failed', locations: [] });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed', locations: [] });
      }
    }, AUTOCOMPLETE_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, language]);

  return state;
}
