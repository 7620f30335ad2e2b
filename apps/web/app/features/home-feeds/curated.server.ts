import type { BannersResponse, HomeBanner, RecommendedHotel, RecommendedResponse } from '@thwa/domain/contracts/curated';
import type { BannerProduct } from '@thwa/domain/home/curated';
import type { Language } from '@thwa/domain/settings';
import type { ApiClient } from '../../lib/api-client.ts';
import { loadFeed, type FeedResult } from './load-feed.server.ts';

/**
 * The banners showing now on a landing (POST /cms/banners; spec §4: success on code 200), in the
 * page's language: `/` and `/flight` ask 'flight', `/hotel` asks 'hotel'. Never rejects (loadFeed):
 * return it unawaited so the page streams it after the search form.
 */
export function loadBanners(api: ApiClient, product: BannerProduct, language: Language): Promise<FeedResult<HomeBanner[]>> {
  return loadFeed(() => api.post<BannersResponse>('/cms/banners', { product, language }));
}

/** The recommended hotels showing now (POST /v2/cms/recommended; spec §4: success on code 200), in the page's language. */
export function loadRecommended(api: ApiClient, language: Language): Promise<FeedResult<RecommendedHotel[]>> {
  return loadFeed(() => api.post<RecommendedResponse>('/v2/cms/recommended', { product: 'hotel', language }));
}
