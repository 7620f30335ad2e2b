import { Link } from 'react-router';
import type { Route } from './+types/flight-landing';
import { useT } from '../i18n/use-messages.ts';
import { PlaneIcon } from '../ui/icons.tsx';
import { ProductTabs } from '../features/landing/product-tabs.tsx';
import { LandingSections } from '../features/landing/landing-sections.tsx';
import { SiteAlerts } from '../features/landing/site-alerts.tsx';
import { LazyHomeBlocks, LazyReturningVisitor } from '../features/home-feeds/lazy-blocks.tsx';
import { loadSiteAlerts } from '../features/landing/site-alerts.server.ts';
import { landingMeta } from '../features/landing/landing-meta.ts';
import { FlightSearchForm } from '../features/flight-search/flight-search-form.tsx';
import { loadFlightSearchStart } from '../features/flight-search/flight-search.server.ts';
import { requestLanguage } from '../features/settings/settings.server.ts';
import { createApiClient } from '../lib/api-client.ts';
import { webRuntime } from '../runtime.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const api = createApiClient(context.get(webRuntime).api, lang);
  const [start, alerts] = await Promise.all([loadFlightSearchStart(api, lang, new Date()), loadSiteAlerts(api, 'flight', lang)]);
  return { ...start, alerts };
}

export const handle = { pageId: 'home_page', sharedPage: true };

export const meta: Route.MetaFunction = ({ matches }) => landingMeta(matches, 'landing.title', 'brand.tagline');

/** `/` and `/flight`: the flight landing (spec §2). */
export default function FlightLanding({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <section className="hero -mx-4 px-4 pb-8 pt-8 sm:rounded-b-3xl" aria-labelledby="landing-title">
        <h1 id="landing-title" className="text-2xl font-bold text-white sm:text-4xl">
          {t('landing.title')}
        </h1>
        <p className="mt-2 max-w-2xl text-brand-50">{t('landing.lead')}</p>
        <ProductTabs active="flight" />
        <FlightSearchForm defaults={loaderData.defaults} trending={loaderData.trending} />
      </section>

      <LazyReturningVisitor landing="flight" now={loaderData.defaults.now} />
      <SiteAlerts alerts={loaderData.alerts} />
      <LazyHomeBlocks landing="flight" />
      <LandingSections />

      <section className="card mt-4 flex flex-wrap items-center gap-3" aria-labelledby="help-title">
        <PlaneIcon />
        <h2 id="help-title" className="font-semibold">
          {t('landing.help')}
        </h2>
        <div className="ml-auto flex flex-wrap gap-2">
          <Link to="/content/faq" className="button-secondary">
            {t('landing.helpFaq')}
          </Link>
          <Link to="/content/contact-us" className="button-secondary">
            {t('landing.helpContact')}
          </Link>
        </div>
      </section>
    </>
  );
}
