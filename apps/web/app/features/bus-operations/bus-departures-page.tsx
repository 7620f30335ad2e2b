import { Form, Link, useNavigation } from 'react-router';
import { BUS_CITIES } from '@thwa/domain/bus/bus-cities';
import type { OpsBusDeparture } from '@thwa/domain/contracts/bus-operations';
import { formatCalendarDate, formatClock, localDigits } from '@thwa/domain/date-format';
import type { Language } from '@thwa/domain/settings';
import { useT } from '../../i18n/use-messages.ts';
import { FormAlert } from '../account/form-fields.tsx';
import { FIELD, PageHead, Section } from '../operations/console-ui.tsx';
import type { BusDeparturesPageData } from './bus-operations.server.ts';
import { nameIn } from './bus-ops-text.ts';

/** `/ops/bus`: the coaches of a day with their seats; a table on a wide screen, cards on a phone; each opens its manifest. */
export function BusDeparturesPage({ data }: { data: BusDeparturesPageData }) {
  const t = useT();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/ops/bus';
  const { query, lang, departures } = data;
  const dateText = formatCalendarDate(query.date, lang, { weekday: true });
  return (
    <div className="grid min-w-0 gap-6">
      <PageHead title={data.title} lead={t('bus.ops.lead')} />
      <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" aria-label={t('bus.ops.show')}>
        <div className="min-w-0">
          <label htmlFor="bus-ops-date" className="font-medium">
            {t('bus.ops.date')}
          </label>
          <input id="bus-ops-date" name="date" type="date" required defaultValue={query.date} className={FIELD} />
        </div>
        <CitySelect id="bus-ops-from" name="from" label={t('bus.ops.from')} value={query.from} lang={lang} />
        <CitySelect id="bus-ops-to" name="to" label={t('bus.ops.to')} value={query.to} lang={lang} />
        <button type="submit" className="button-primary">
          {t('bus.ops.show')}
        </button>
      </Form>
      {query.corrected ? <FormAlert kind="error">{t('bus.ops.badQuery')}</FormAlert> : null}
      {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}
      <p role="status" className={loading ? 'text-slate-700' : 'sr-only'}>
        {loading ? t('bus.ops.loading') : ''}
      </p>
      <Section id="bus-ops-list" title={t('bus.ops.count', { count: departures.length, date: dateText })} className={`grid min-w-0 gap-3 ${loading ? 'opacity-60' : ''}`}>
        {departures.length === 0 && !data.error ? <p className="text-slate-700">{t('bus.ops.empty')}</p> : null}
        {departures.length > 0 ? (
          <>
            <DeparturesTable departures={departures} lang={lang} busy={loading} />
            <ul className="grid gap-3 md:hidden" aria-busy={loading || undefined}>
              {departures.map((departure) => (
                <DepartureCard key={departure.departureId} departure={departure} lang={lang} />
              ))}
            </ul>
          </>
        ) : null}
      </Section>
    </div>
  );
}

function CitySelect({ id, name, label, value, lang }: { id: string; name: string; label: string; value: string; lang: Language }) {
  const t = useT();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={FIELD}>
        <option value="">{t('bus.ops.anyCity')}</option>
        {BUS_CITIES.map((city) => (
          <option key={city.code} value={city.code}>
            {lang === 'mm' ? city.nameMy : city.nameEn}
          </option>
        ))}
      </select>
    </div>
  );
}

function manifestHref(departure: OpsBusDeparture): string {
  return `/ops/bus/${departure.departureId}`;
}

function DeparturesTable({ departures, lang, busy }: { departures: OpsBusDeparture[]; lang: Language; busy: boolean }) {
  const t = useT();
  const number = 'px-2 py-2 text-right tabular-nums';
  return (
    <div className="hidden min-w-0 overflow-x-auto md:block">
      <table className="w-full text-sm" aria-busy={busy || undefined}>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="px-2 py-2">{t('bus.ops.col.time')}</th>
            <th scope="col" className="px-2 py-2">{t('bus.ops.col.route')}</th>
            <th scope="col" className="px-2 py-2">{t('bus.ops.col.operator')}</th>
            <th scope="col" className="px-2 py-2">{t('bus.ops.col.coach')}</th>
            <th scope="col" className="px-2 py-2 text-right">{t('bus.ops.col.capacity')}</th>
            <th scope="col" className="px-2 py-2 text-right">{t('bus.ops.col.counter')}</th>
            <th scope="col" className="px-2 py-2 text-right">{t('bus.ops.col.sold')}</th>
            <th scope="col" className="px-2 py-2 text-right">{t('bus.ops.col.held')}</th>
            <th scope="col" className="px-2 py-2 text-right">{t('bus.ops.col.left')}</th>
            <th scope="col" className="px-2 py-2">{t('bus.ops.col.manifest')}</th>
          </tr>
        </thead>
        <tbody>
          {departures.map((departure) => (
            <tr key={departure.departureId} className="border-b border-slate-200" data-departure={departure.departureId}>
              <td className="px-2 py-2 tabular-nums">{formatClock(departure.departureTime, lang)}</td>
              <td className="px-2 py-2">{t('bus.ops.route', { from: nameIn(departure.from, lang), to: nameIn(departure.to, lang) })}</td>
              <td className="px-2 py-2">{nameIn(departure.operator, lang)}</td>
              <td className="px-2 py-2">{nameIn(departure.coach, lang)}</td>
              <td className={number}>{localDigits(departure.capacity, lang)}</td>
              <td className={number}>{localDigits(departure.counterSold, lang)}</td>
              <td className={number}>{localDigits(departure.sold, lang)}</td>
              <td className={number}>{localDigits(departure.held, lang)}</td>
              <td className={`${number} font-semibold`}>{localDigits(departure.seatsLeft, lang)}</td>
              <td className="px-2 py-2">
                <Link to={manifestHref(departure)} className="text-brand-700 underline" aria-label={t('bus.ops.openManifest', { service: departure.serviceCode })}>
                  {t('bus.ops.col.manifest')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DepartureCard({ departure, lang }: { departure: OpsBusDeparture; lang: Language }) {
  const t = useT();
  const counts: [string, number][] = [
    [t('bus.ops.col.capacity'), departure.capacity],
    [t('bus.ops.col.counter'), departure.counterSold],
    [t('bus.ops.col.sold'), departure.sold],
    [t('bus.ops.col.held'), departure.held],
    [t('bus.ops.col.left'), departure.seatsLeft],
  ];
  return (
    <li className="card grid gap-2 p-4" data-departure={departure.departureId}>
      <h3 className="font-semibold">
        <Link to={manifestHref(departure)} className="text-brand-700 underline" aria-label={t('bus.ops.openManifest', { service: departure.serviceCode })}>
          {formatClock(departure.departureTime, lang)} · {t('bus.ops.route', { from: nameIn(departure.from, lang), to: nameIn(departure.to, lang) })}
        </Link>
      </h3>
      <p className="text-sm text-slate-700">
        {nameIn(departure.operator, lang)} · {nameIn(departure.coach, lang)}
      </p>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {counts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right font-medium tabular-nums">{localDigits(value, lang)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
