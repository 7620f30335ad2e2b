import { useEffect, useState } from 'react';
import { AUTOCOMPLETE_MIN_CHARS, AUTOCOMPLETE_PAUSE_MS } from '@thwa/domain/constants';
import type { Language } from '@thwa/domain/settings';
import { browserApi } from './browser-api.ts';

export type AutocompleteState<Item> =
  | { status: 'idle'; items: [] }
  | { status: 'loading'; items: [] }
  | { status: 'success'; items: Item[] }
  | { status: 'failed'; items: [] };

/**
 * An autocomplete call, `GET endpoint?q=&language=` answering `{ data: Item[] }`. Spec §5:
 * "Autocomplete search starts only after a 500 ms pause and when the text has at least 3 characters;
 * fewer clears results"; spec §4: it succeeds when the answer has data (an empty list is "not found").
 * A newer query, or another language, cancels the request of an older one.
 */
export function useAutocomplete<Item>(endpoint: string, query: string, language: Language): AutocompleteState<Item> {
  const [state, setState] = useState<AutocompleteState<Item>>({ status: 'idle', items: [] });

  useEffect(() => {
    if (query.length < AUTOCOMPLETE_MIN_CHARS) {
      setState({ status: 'idle', items: [] });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState({ status: 'loading', items: [] });
      try {
        const { status, body } = await browserApi(language).get<{ data: Item[] }>(`${endpoint}?${new URLSearchParams({ q: query, language })}`, controller.signal);
        setState(status === 200 ? { status: 'success', items: body.data } : { status: 'failed', items: [] });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed', items: [] });
      }
    }, AUTOCOMPLETE_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, query, language]);

  return state;
}
