import type { Route } from './+types/hotel-landing';
import { useT } from '../i18n/use-messages.ts';
import { ProductTabs } from '../features/landing/product-tabs.tsx';
import { LandingSections } from '../features/landing/landing-sections.tsx';
import { SiteAlerts } from '../features/landing/site-alerts.tsx';
import { LazyHomeBlocks, LazyReturningVisitor } from '../features/home-feeds/lazy-blocks.tsx';
import { loadSiteAlerts } from '../features/landing/site-alerts.server.ts';
import { landingMeta } from '../features/landing/landing-meta.ts';
import { HotelSearchForm } from '../features/hotel-search/hotel-search-form.tsx';
import { loadHotelSearchStart } from '../features/hotel-search/hotel-search.server.ts';
import { requestLanguage } from '../features/settings/settings.server.ts';
import { createApiClient } from '../lib/api-client.ts';
import { webRuntime } from '../runtime.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const api = createApiClient(context.get(webRuntime).api, lang);
  const url = new URL(request.url);
  // A search sent from a page without script (?term=) answers for itself: the listing, or this form with its problem.
  if (url.searchParams.has('term')) return loadHotelSearchStart(api, lang, url, new Date());
  const now = new Date();
  const [start, alerts] = await Promise.all([loadHotelSearchStart(api, lang, url, now), loadSiteAlerts(api, 'hotel', lang)]);
  return { ...start, alerts, now: now.toISOString() };
}

export const handle = { pageId: 'hotel_landing_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ matches }) => landingMeta(matches, 'hotelSearch.meta.title', 'hotelSearch.meta.description');

/** `/hotel`: the hotel landing with the hotel search form (spec §2). */
export default function HotelLanding({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <section className="hero -mx-4 px-4 pb-8 pt-8 sm:rounded-b-3xl" aria-labelledby="hotel-landing-title">
        <h1 id="hotel-landing-title" className="text-2xl font-bold text-white sm:text-4xl">
          {t('hotelSearch.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-brand-50">{t('hotelSearch.lead')}</p>
        <ProductTabs active="hotel" />
        <HotelSearchForm start={loaderData.start} />
      </section>

      {'now' in loaderData ? <LazyReturningVisitor landing="hotel" now={loaderData.now} /> : null}
      <SiteAlerts alerts={'alerts' in loaderData ? loaderData.alerts : []} />
      {'now' in loaderData ? <LazyHomeBlocks landing="hotel" /> : null}
      <LandingSections />
    </>
  );
}
