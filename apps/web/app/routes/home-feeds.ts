import type { Route } from './+types/home-feeds';
import { loadHomeBlocks, settleHomeBlocks } from '../features/home-feeds/home-blocks.server.ts';
import { requestLanguage } from '../features/settings/settings.server.ts';
import { createApiClient } from '../lib/api-client.ts';
import { webRuntime } from '../runtime.ts';

/**
 * `/home-feeds?landing=flight|hotel&language=en|mm`: the home blocks' feeds as JSON, asked by the
 * landing page from the browser when its blocks come into view (features/home-feeds/lazy-blocks.tsx),
 * so that neither their HTML nor their data weighs on the landing's first view. Kept briefly by the
 * browser and any cache in between: every feed is the same for every visitor of a language, and the
 * language is in the address (without it, the visitor's stored choice).
 */
/** The same for every visitor without an account: the host keeps it a moment (decision 047). */
export const handle = { sharedPage: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const landing = new URL(request.url).searchParams.get('landing') === 'hotel' ? 'hotel' : 'flight';
  const lang = await requestLanguage(request);
  const api = createApiClient(context.get(webRuntime).api, lang);
  const feeds = await settleHomeBlocks(loadHomeBlocks(api, landing, lang, new Date()));
  return Response.json(feeds, { headers: { 'cache-control': 'private, max-age=30', vary: 'cookie' } });
}
