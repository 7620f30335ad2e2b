import type { Language } from '@thwa/domain/settings';
import { createApiClient } from './api-client.ts';

/** The api client in the browser: same origin, plain fetch. */
export function browserApi(language: Language) {
  return createApiClient(async (request) => {
    const url = new URL(request.url);
    return fetch(url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' ? undefined : await request.text(),
      signal: request.signal,
    });
  }, language);
}
