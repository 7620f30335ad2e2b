import { Form, Link } from 'react-router';
import { useT } from '../../../i18n/use-messages.ts';
import { FormAlert } from '../../account/form-fields.tsx';
import { PageHead } from '../console-ui.tsx';
import type { HotelsPageData } from './hotel-content.server.ts';

/** `/ops/hotels`: find one of our hotels by name or id, and open its pictures and descriptions. */
export function ConsoleHotelsPage({ data }: { data: HotelsPageData }) {
  const t = useT();
  return (
    <div className="grid min-w-0 gap-6">
      <PageHead title={data.title} lead={t('ops.hotels.lead')} />
      <Form method="get" role="search" className="grid gap-3 sm:grid-cols-[2fr_auto] sm:items-end">
        <div>
          <label htmlFor="hotels-q" className="font-medium">
            {t('ops.hotels.search')}
          </label>
          <input id="hotels-q" name="q" type="search" defaultValue={data.q} maxLength={60} className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2" />
        </div>
        <button type="submit" className="button-primary">
          {t('ops.hotels.find')}
        </button>
      </Form>
      {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}
      {data.hotels.length === 0 ? (
        <p className="text-slate-700">{t('ops.hotels.none')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('ops.hotels.list')}>
          {data.hotels.map((hotel) => (
            <li key={hotel.hotelId} className="card p-3">
              <Link to={`/ops/hotels/${hotel.hotelId}`} className="font-medium text-brand-700 underline">
                {data.lang === 'mm' ? hotel.nameMy : hotel.nameEn}
              </Link>
              <p className="text-sm text-slate-700">
                {hotel.hotelId} · {t('ops.hotels.stars', { count: hotel.stars })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
