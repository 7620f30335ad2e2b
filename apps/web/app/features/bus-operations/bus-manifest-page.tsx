import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { OpsBusSeat, OpsBusSeatStatus } from '@thwa/domain/contracts/bus-operations';
import { formatCalendarDate, formatYangonDateTime, localDigits } from '@thwa/domain/date-format';
import type { Language } from '@thwa/domain/settings';
import type { MessageKey } from '../../i18n/en.ts';
import { useT } from '../../i18n/use-messages.ts';
import { PageHead, Section } from '../operations/console-ui.tsx';
import type { BusManifestPageData } from './bus-operations.server.ts';
import { localTimeText, nameIn } from './bus-ops-text.ts';

/** Each status's mark (the map never tells a status by colour alone) and its colours. */
const SEAT_LOOK: Record<OpsBusSeatStatus, { mark: string; className: string }> = {
  free: { mark: '○', className: 'border-slate-400 bg-white text-slate-900' },
  counter: { mark: '▲', className: 'border-slate-500 bg-slate-200 text-slate-900' },
  held: { mark: '◐', className: 'border-amber-600 bg-amber-50 text-amber-950' },
  sold: { mark: '●', className: 'border-emerald-700 bg-emerald-50 text-emerald-950' },
};
const GENDER_MARK = { female: '♀', male: '♂' } as const;
const STATUS_KEY: Record<OpsBusSeatStatus, MessageKey> = { free: 'bus.ops.seat.free', counter: 'bus.ops.seat.counter', held: 'bus.ops.seat.held', sold: 'bus.ops.seat.sold' };

/** `/ops/bus/:departureId`: the coach, its seat map by the coach's layout and its passengers by seat. */
export function BusManifestPage({ data }: { data: BusManifestPageData }) {
  const t = useT();
  const { lang, manifest } = data;
  const { departure, layout, seats } = manifest;
  const ours = seats.filter((seat) => seat.status === 'held' || seat.status === 'sold');
  const counter = seats.filter((seat) => seat.status === 'counter');
  const genderText = (seat: OpsBusSeat) => (seat.gender ? t(`bus.ops.seat.${seat.gender}`) : '');
  return (
    <div className="grid min-w-0 gap-6">
      <PageHead title={data.title} lead={t('bus.ops.manifest.lead')}>
        <p className="mt-2">
          <Link to={`/ops/bus?date=${departure.serviceDate}&from=${departure.from.code}&to=${departure.to.code}`} className="text-brand-700 underline">
            {t('bus.ops.manifest.back', { date: formatCalendarDate(departure.serviceDate, lang) })}
          </Link>
        </p>
      </PageHead>

      <dl className="card grid gap-x-4 gap-y-1 p-4 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('bus.ops.manifest.operator')}</dt>
        <dd>{nameIn(departure.operator, lang)}</dd>
        <dt className="font-medium">{t('bus.ops.manifest.phone')}</dt>
        <dd>
          <a href={`tel:${departure.operator.phone.replaceAll(' ', '')}`} className="text-brand-700 underline">
            {localDigits(departure.operator.phone, lang)}
          </a>
        </dd>
        <dt className="font-medium">{t('bus.ops.manifest.coach')}</dt>
        <dd>{nameIn(departure.coach, lang)}</dd>
        <dt className="font-medium">{t('bus.ops.manifest.service')}</dt>
        <dd>{departure.serviceCode}</dd>
        <dt className="font-medium">{t('bus.ops.manifest.departs')}</dt>
        <dd>{localTimeText(`${departure.serviceDate}T${departure.departureTime}`, lang)}</dd>
        <dt className="font-medium">{t('bus.ops.manifest.arrives')}</dt>
        <dd>{localTimeText(departure.arrival, lang)}</dd>
      </dl>
      <p>{t('bus.ops.manifest.seats', { capacity: departure.capacity, counter: departure.counterSold, sold: departure.sold, held: departure.held, left: departure.seatsLeft })}</p>

      <Section id="bus-ops-map" title={t('bus.ops.map')}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('bus.ops.legend')}>
          {(Object.keys(SEAT_LOOK) as OpsBusSeatStatus[]).map((status) => (
            <li key={status}>
              <span aria-hidden="true" className="mr-1 font-semibold">
                {SEAT_LOOK[status].mark}
              </span>
              {t(STATUS_KEY[status])}
            </li>
          ))}
          <li>
            <span aria-hidden="true" className="mr-1">
              {GENDER_MARK.female}
            </span>
            {t('bus.ops.seat.female')}
          </li>
          <li>
            <span aria-hidden="true" className="mr-1">
              {GENDER_MARK.male}
            </span>
            {t('bus.ops.seat.male')}
          </li>
        </ul>
        <div className="max-w-sm rounded-xl border border-slate-300 p-3">
          <p className="mb-2 text-center text-xs text-slate-700">{t('bus.ops.map.front')}</p>
          <ul className="grid gap-2" style={{ gridTemplateColumns: `repeat(${layout.columns.length}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${layout.rows}, auto)` }} aria-label={t('bus.ops.map')}>
            {seats.map((seat) => (
              <SeatBox key={seat.seatNo} seat={seat} lang={lang} genderText={genderText(seat)} />
            ))}
          </ul>
        </div>
      </Section>

      <Section id="bus-ops-passengers" title={t('bus.ops.passengers')}>
        {ours.length === 0 ? (
          <p className="text-slate-700">{t('bus.ops.passengers.none')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {ours.map((seat) => (
              <PassengerCard key={seat.seatNo} seat={seat} lang={lang} genderText={genderText(seat)} />
            ))}
          </ul>
        )}
        <div>
          <h3 className="font-semibold">{t('bus.ops.counterSeats')}</h3>
          <p className="text-slate-700">{counter.length === 0 ? t('bus.ops.counterSeats.none') : counter.map((seat) => t('bus.ops.counterSeat', { seat: localDigits(seat.seatNo, lang), gender: genderText(seat) })).join(', ')}</p>
        </div>
      </Section>
    </div>
  );
}

function SeatBox({ seat, lang, genderText }: { seat: OpsBusSeat; lang: Language; genderText: string }) {
  const t = useT();
  const look = SEAT_LOOK[seat.status];
  const status = t(STATUS_KEY[seat.status]);
  const who = [seat.passenger ? `${seat.passenger.firstName} ${seat.passenger.lastName}` : '', genderText].filter(Boolean).join(', ');
  const label = who ? t('bus.ops.seat.labelWho', { seat: localDigits(seat.seatNo, lang), status, who }) : t('bus.ops.seat.label', { seat: localDigits(seat.seatNo, lang), status });
  const place: CSSProperties = { gridRow: seat.row, gridColumn: seat.column + 1 };
  const face = (
    <>
      <span aria-hidden="true" className="text-xs font-semibold">
        {localDigits(seat.seatNo, lang)}
      </span>
      <span aria-hidden="true" className="text-base leading-none">
        {look.mark}
        {seat.gender ? GENDER_MARK[seat.gender] : ''}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
  const box = `flex min-h-11 flex-col items-center justify-center rounded-md border-2 ${look.className}`;
  return (
    <li style={place} data-seat={seat.seatNo} data-status={seat.status}>
      {seat.status === 'held' || seat.status === 'sold' ? (
        <a href={`#passenger-${seat.seatNo}`} className={`${box} underline-offset-2 hover:underline`}>
          {face}
        </a>
      ) : (
        <div className={box}>{face}</div>
      )}
    </li>
  );
}

function PassengerCard({ seat, lang, genderText }: { seat: OpsBusSeat; lang: Language; genderText: string }) {
  const t = useT();
  const stop = (point: OpsBusSeat['boarding']) => (point ? t('bus.ops.passenger.stop', { name: nameIn(point, lang), time: localTimeText(point.at, lang) }) : '—');
  return (
    <li id={`passenger-${seat.seatNo}`} className="card grid gap-2 p-4" data-passenger-seat={seat.seatNo} tabIndex={-1}>
      <h3 className="font-semibold">
        <span aria-hidden="true" className="mr-1">
          {SEAT_LOOK[seat.status].mark}
        </span>
        {t('bus.ops.passenger.seat', { seat: localDigits(seat.seatNo, lang) })} · {t(STATUS_KEY[seat.status])}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{t('bus.ops.passenger.name')}</dt>
        <dd>{seat.passenger ? `${seat.passenger.firstName} ${seat.passenger.lastName}` : t('bus.ops.passenger.unnamed')}</dd>
        <dt className="font-medium">{t('bus.ops.passenger.gender')}</dt>
        <dd>{genderText}</dd>
        <dt className="font-medium">{t('bus.ops.passenger.boarding')}</dt>
        <dd>{stop(seat.boarding)}</dd>
        <dt className="font-medium">{t('bus.ops.passenger.dropping')}</dt>
        <dd>{stop(seat.dropping)}</dd>
        {seat.order ? (
          <>
            <dt className="font-medium">{t('bus.ops.passenger.booking')}</dt>
            <dd>
              <Link to={`/ops/orders/${seat.order.orderId}`} className="text-brand-700 underline">
                {seat.order.orderId}
              </Link>
            </dd>
            <dt className="font-medium">{t('bus.ops.passenger.status')}</dt>
            <dd>{t(`ops.status.${seat.order.orderStatus}` as MessageKey)}</dd>
            <dt className="font-medium">{t('bus.ops.passenger.payment')}</dt>
            <dd>{t(`ops.paymentStatus.${seat.order.paymentStatus}` as MessageKey)}</dd>
            <dt className="font-medium">{t('bus.ops.passenger.phone')}</dt>
            <dd>{seat.order.contactPhone ? <a href={`tel:${seat.order.contactPhone.replaceAll(' ', '')}`} className="text-brand-700 underline">{localDigits(seat.order.contactPhone, lang)}</a> : '—'}</dd>
          </>
        ) : seat.heldUntil ? (
          <>
            <dt className="font-medium">{t('bus.ops.passenger.status')}</dt>
            <dd>{t('bus.ops.passenger.checkoutHold', { time: formatYangonDateTime(seat.heldUntil, lang) })}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
