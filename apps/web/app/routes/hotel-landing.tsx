import { Link } from 'react-router';
import type { Route } from './+types/hotel-landing';
import { useRootData, useT } from '../i18n/use-messages.ts';
import { ProductTabs } from '../features/landing/product-tabs.tsx';
import { HotelSearchForm } from '../features/hotel-search/hotel-search-form.tsx';
import { loadHotelSearchStart } from '../features/hotel-search/hotel-search.server.ts';
import { requestLanguage } from '../features/settings/settings.server.ts';
import { createApiClient } from '../lib/api-client.ts';
import { webRuntime } from '../runtime.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  return loadHotelSearchStart(createApiClient(context.get(webRuntime).api, lang), lang, new URL(request.url), new Date());
}

export const handle = { pageId: 'hotel_landing_page' };

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    | { messages: Record<string, string>; config: { brandName: string } }
    | undefined;
  const brand = root?.config.brandName ?? 'Thwa';
  return [
    { title: `${brand} · ${root?.messages['hotelSearch.meta.title'] ?? ''}` },
    { name: 'description', content: root?.messages['hotelSearch.meta.description'] ?? '' },
  ];
};

/** `/hotel`: the hotel landing with the hotel search form (spec §2). */
export default function HotelLanding({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { config } = useRootData();
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

      <section className="mt-10" aria-labelledby="why-title">
        <h2 id="why-title" className="text-xl font-semibold">
          {t('landing.why', { brand: config.brandName })}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          <li className="card">
            <h3 className="font-semibold">{t('landing.pay.title')}</h3>
            <p className="mt-1 text-slate-700">{t('landing.pay.body')}</p>
          </li>
          <li className="card">
            <h3 className="font-semibold">{t('landing.support.title')}</h3>
            <p className="mt-1 text-slate-700">{t('landing.support.body', { phone: config.supportPhone })}</p>
          </li>
          <li className="card">
            <h3 className="font-semibold">{t('landing.language.title')}</h3>
            <p className="mt-1 text-slate-700">{t('landing.language.body')}</p>
          </li>
        </ul>
      </section>

      <section className="card mt-8 flex flex-wrap items-center gap-3" aria-labelledby="booked-title">
        <div>
          <h2 id="booked-title" className="font-semibold">
            {t('landing.booked')}
          </h2>
          <p className="text-slate-700">{t('landing.bookedBody')}</p>
        </div>
        <Link to="/track-booking" className="button-primary ml-auto">
          {t('landing.trackBooking')}
        </Link>
      </section>
    </>
  );
}
