import { useEffect, useState } from 'react';
import type { AirportSearchResponse } from '@thwa/domain/contracts/flights';
import { AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_PAUSE_MS } from '@thwa/domain/constants';
import type { Language } from '@thwa/domain/settings';
import { browserApi } from '../../lib/browser-api.ts';
import { airportsOf, type Airport } from './airport.ts';

export type AirportSearchState =
  | { status: 'idle'; airports: [] }
  | { status: 'loading'; airports: [] }
  | { status: 'success'; airports: Airport[] }
  | { status: 'failed'; airports: [] };

/**
 * Spec §5: "Autocomplete search starts only after a 500 ms pause and when the text has at least 3
 * characters; fewer clears results." A newer text cancels the request of an older one.
 */
export function useAirportSearch(text: string, language: Language): AirportSearchState {
  const [state, setState] = useState<AirportSearchState>({ status: 'idle', airports: [] });
  const query = text.trim();

  useEffect(() => {
    if (query.length < AUTOCOMPLETE_MIN_CHARS) {
      setState({ status: 'idle', airports: [] });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState({ status: 'loading', airports: [] });
      try {
        const params = new URLSearchParams({ q: query, language });
        const { status, body } = await browserApi(language).get<AirportSearchResponse>(`/flight?${params}`, controller.signal);
        setState(status === 200 ? { status: 'success', airports: airportsOf(body.data) } : { status: 'failed', airports: [] });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed', airports: [] });
      }
    }, AUTOCOMPLETE_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, language]);

  return state;
}
