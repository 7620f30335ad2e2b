import { useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { BusPointOption, BusSeat } from '@thwa/domain/contracts/bus';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { Price } from '../../ui/price.tsx';
import { PRODUCT_PAGES } from '../../products/product-pages.ts';
import { FormAlerts } from '../checkout/form-alerts.tsx';
import { durationParts, formatLocalTime } from '../bus-search/bus-format.ts';
import { CancellationTiers } from '../bus-listing/cancellation-tiers.tsx';
import type { BusSeatsActionData, BusSeatsData } from './bus-seats.server.ts';
import { inSeatOrder } from './seat-form.ts';

type MapData = Extract<BusSeatsData, { kind: 'map' }>;

/** Each status's look: colour and a mark besides it, so the map does not rely on colour alone. */
const SEAT_LOOK: Record<BusSeat['status'], { className: string; mark: string }> = {
  available: { className: 'border-slate-500 bg-white text-slate-900', mark: '' },
  women: { className: 'border-pink-700 bg-pink-50 text-pink-900', mark: '♀' },
  men: { className: 'border-sky-700 bg-sky-50 text-sky-900', mark: '♂' },
  held: { className: 'border-amber-600 bg-amber-100 text-amber-900', mark: '…' },
  sold: { className: 'border-slate-400 bg-slate-300 text-slate-600 line-through', mark: '×' },
  mine: { className: 'border-brand-800 bg-brand-100 text-brand-900', mark: '✓' },
};
const TAKEN = new Set<BusSeat['status']>(['held', 'sold']);

function Legend() {
  const t = useT();
  return (
    <section aria-labelledby="seat-legend" className="grid gap-1">
      <h3 id="seat-legend" className="font-semibold">
        {t('bus.seats.legend')}
      </h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(Object.keys(SEAT_LOOK) as Array<BusSeat['status']>).map((status) => (
          <li key={status} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-grid h-6 w-6 place-items-center rounded border-2 text-xs ${SEAT_LOOK[status].className}`}>
              {SEAT_LOOK[status].mark}
            </span>
            {t(`bus.seats.status.${status}`)}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-grid h-6 w-6 place-items-center rounded border-2 border-brand-800 bg-brand-700 text-xs text-white">
            ✓
          </span>
          {t('bus.seats.picked')}
        </li>
      </ul>
    </section>
  );
}

/** Boarding or dropping points: a radio each, with its address and when the coach is there. */
function Points({ name, legend, points, chosen, arriving }: { name: 'boarding' | 'dropping'; legend: string; points: BusPointOption[]; chosen: string; arriving: boolean }) {
  const t = useT();
  const { settings } = useRootData();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-lg font-semibold">{legend}</legend>
      {points.map((point, index) => (
        <label key={point.id} className="choice min-h-12 items-start gap-3 text-left">
          <input type="radio" name={name} value={point.id} defaultChecked={chosen ? chosen === point.id : index === 0} className="mt-1 h-5 w-5 accent-brand-700" />
          <span>
            <span className="block font-medium">{point.name}</span>
            <span className="block text-sm text-slate-700">{point.address}</span>
            <span className="block text-sm font-medium">{t(arriving ? 'bus.seats.arrives' : 'bus.seats.at', { time: formatLocalTime(point.at, settings.lang) })}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The coach's seats as a grid of checkboxes by row and column, the aisle left empty; taken seats cannot be chosen. */
function SeatGrid({ data, picked, onToggle }: { data: MapData; picked: ReadonlySet<string>; onToggle: (seatNo: string, on: boolean) => void }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const { map } = data;
  const bySeat = new Map(map.seats.map((seat) => [seat.seatNo, seat]));
  return (
    <fieldset className="grid justify-center gap-2">
      <legend className="sr-only">{t('bus.seats.title')}</legend>
      <p className="rounded-lg bg-slate-100 px-3 py-1 text-center text-sm text-slate-700">{t('bus.seats.front')}</p>
      <div className="grid gap-2" style={{ gridTemplateColumns: `repeat(${map.columns.length}, 3rem)` }} data-testid="seat-map">
        {Array.from({ length: map.rows }, (_, rowIndex) =>
          map.columns.map((letter, column) => {
            const seatNo = `${rowIndex + 1}${letter}`;
            const seat = letter === '' ? undefined : bySeat.get(seatNo);
            if (!seat) return <span key={`${rowIndex}-${column}`} aria-hidden="true" />;
            const taken = TAKEN.has(seat.status);
            const on = picked.has(seat.seatNo);
            const look = SEAT_LOOK[seat.status];
            return (
              <label key={seat.seatNo} className="relative block h-12 w-12" data-seat={seat.seatNo} data-status={seat.status}>
                <input
                  type="checkbox"
                  name="seat"
                  value={seat.seatNo}
                  defaultChecked={on}
                  disabled={taken}
                  onChange={(event) => onToggle(seat.seatNo, event.target.checked)}
                  className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                  aria-label={t('bus.seats.seat', { seat: localDigits(seat.seatNo, lang), status: t(`bus.seats.status.${seat.status}`) })}
                />
                <span
                  aria-hidden="true"
                  className={`pointer-events-none grid h-full w-full place-items-center rounded-lg border-2 text-sm font-semibold peer-checked:border-brand-800 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:ring-4 peer-focus-visible:ring-brand-400 ${look.className}`}
                >
                  {localDigits(seat.seatNo, lang)}
                  {look.mark ? <span className="absolute right-0.5 top-0 text-[0.65rem]">{look.mark}</span> : null}
                </span>
              </label>
            );
          }),
        )}
      </div>
    </fieldset>
  );
}

/** `/bus/seats`: the coach's seat map, a gender for each seat chosen, the boarding and dropping points; then the seats are held. */
export function BusSeatsPage({ data, actionData }: { data: BusSeatsData; actionData: BusSeatsActionData | undefined }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const initial = data.kind === 'map' ? (actionData?.picked ?? data.map.seats.filter((seat) => seat.status === 'mine').map((seat) => seat.seatNo)) : [];
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(initial));
  // The action's answer replaces what was picked (a seat gone is no longer posted): the form is remounted by its key.
  const formKey = actionData ? `${actionData.picked.join(',')}|${actionData.message ?? ''}` : 'first';
  const [lastKey, setLastKey] = useState(formKey);
  if (lastKey !== formKey) {
    setLastKey(formKey);
    setPicked(new Set(initial));
  }

  if (data.kind === 'unavailable') {
    return (
      <div className="mx-auto grid max-w-3xl gap-4 py-4">
        <h1 className="text-2xl font-bold text-brand-900">{t('bus.seats.title')}</h1>
        <p role="alert" className="card">
          {data.message}
        </p>
        <Link to={data.backHref} className="button-secondary justify-center">
          {t('bus.searchAgain')}
        </Link>
      </div>
    );
  }

  const { map, address } = data;
  const { departure } = map;
  const ordered = inSeatOrder([...picked]);
  const statusOf = new Map(map.seats.map((seat) => [seat.seatNo, seat.status]));
  const errors = actionData?.errors ?? [];
  const errorText = [
    ...(errors.includes('count') ? [t('bus.seats.errors.count', { count: localDigits(address.passengers, lang) })] : []),
    ...(errors.includes('gender') ? [t('bus.seats.errors.gender')] : []),
    ...(errors.includes('points') ? [t('bus.seats.errors.points')] : []),
  ];
  const duration = durationParts(departure.durationMinutes, lang);

  return (
    <div className="mx-auto grid max-w-5xl gap-4 py-4">
      <CheckoutSteps flow={PRODUCT_PAGES.bus.steps} current="search" />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('bus.seats.title')}</h1>
        <p className="text-slate-700">{t('bus.seats.lead', { count: localDigits(address.passengers, lang) })}</p>
      </div>
      <section className="card grid gap-1" aria-label={departure.operator.name} data-testid="bus-seat-trip">
        <p className="font-semibold">{`${departure.operator.name} · ${t(departure.busClass === 'vip' ? 'bus.class.vip' : 'bus.class.standard')}`}</p>
        <p>{`${departure.from.cityName} → ${departure.to.cityName}`}</p>
        <p className="text-sm text-slate-700">
          {formatLocalTime(`${departure.departureDate}T${departure.departureTime}`, lang)} · {t('bus.card.duration', duration)}
        </p>
        <p>
          <Price mmk={departure.fare} /> <span className="text-sm text-slate-700">{t('bus.card.perSeat')}</span>
        </p>
      </section>
      <Form key={formKey} method="post" className="grid gap-5 md:grid-cols-[auto_1fr]" noValidate aria-describedby={actionData?.message ? 'seat-refusal' : undefined}>
        <div className="grid content-start gap-3">
          {actionData?.message ? (
            <p id="seat-refusal" role="alert" className="rounded-xl bg-rose-50 px-4 py-3 font-medium text-rose-800" data-testid="seat-refusal">
              {actionData.message}
            </p>
          ) : null}
          <SeatGrid data={data} picked={picked} onToggle={(seatNo, on) => setPicked((now) => (on ? new Set([...now, seatNo]) : new Set([...now].filter((one) => one !== seatNo))))} />
          <Legend />
        </div>
        <div className="grid content-start gap-4">
          <FormAlerts fieldErrors={0} formError={errorText.length > 0 ? errorText.join(' ') : null} />
          <p role="status" className="font-medium" data-testid="seat-count">
            {t('bus.seats.count', { picked: localDigits(ordered.length, lang), count: localDigits(address.passengers, lang) })}
          </p>
          <section aria-labelledby="seat-genders" className="grid gap-3">
            <h2 id="seat-genders" className="text-lg font-semibold">
              {t('bus.seats.picked')}
            </h2>
            {Array.from({ length: Math.max(address.passengers, ordered.length) }, (_, index) => {
              const seatNo = ordered[index];
              const status = seatNo ? statusOf.get(seatNo) : undefined;
              const posted = actionData?.genders[index];
              const preset = posted === 'male' || posted === 'female' ? posted : status === 'women' ? 'female' : status === 'men' ? 'male' : '';
              return (
                <fieldset key={`${index}-${seatNo ?? ''}`} className="grid gap-1" data-passenger={index}>
                  <legend className="mb-1 font-medium">{seatNo ? t('bus.seats.gender', { seat: localDigits(seatNo, lang) }) : t('bus.seats.passenger', { n: localDigits(index + 1, lang) })}</legend>
                  <div className="flex gap-3">
                    {(['female', 'male'] as const).map((gender) => (
                      <label key={gender} className="choice min-h-12 flex-1 gap-2">
                        <input type="radio" name={`gender.${index}`} value={gender} defaultChecked={preset === gender} className="h-5 w-5 accent-brand-700" />
                        {t(gender === 'female' ? 'bus.seats.female' : 'bus.seats.male')}
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            })}
          </section>
          <Points name="boarding" legend={t('bus.seats.boarding')} points={map.boardingPoints} chosen={actionData?.boarding ?? ''} arriving={false} />
          <Points name="dropping" legend={t('bus.seats.dropping')} points={map.droppingPoints} chosen={actionData?.dropping ?? ''} arriving />
          <CancellationTiers tiers={departure.cancellation} headingLevel="h2" />
          <button type="submit" className="button-primary justify-center text-lg" disabled={submitting} aria-disabled={submitting || undefined}>
            {t('bus.seats.continue')}
          </button>
          <Link to={data.backHref} className="text-center font-medium text-brand-800 underline">
            {t('bus.seats.backToResults')}
          </Link>
        </div>
      </Form>
    </div>
  );
}
