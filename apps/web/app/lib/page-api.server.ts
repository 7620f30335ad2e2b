import { data } from 'react-router';
import type { ApiTransport } from '../runtime.ts';

/**
 * The api transport a server render uses. When the api refuses one of the page's reads because this
 * address made too many requests this minute, the page cannot be shown either, and says so: a 429
 * "wait a moment" page (root ErrorBoundary) with the api's Retry-After, not a 500 "something went
 * wrong". Writes (POST) are left to their callers, which show such refusals next to the form (sign-in's
 * own limits, track booking).
 */
export function pageApiTransport(api: ApiTransport): ApiTransport {
  return async (request) => {
    const answer = await api(request);
    if (answer.status === 429 && request.method === 'GET') {
      const retryAfter = answer.headers.get('retry-after');
      throw data(null, { status: 429, ...(retryAfter ? { headers: { 'retry-after': retryAfter } } : {}) });
    }
    return answer;
  };
}
