import { Link } from 'react-router';
import type { BusDeparture } from '@thwa/domain/contracts/bus';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Price, usePriceText } from '../../ui/price.tsx';
import { clockOf, durationParts, formatLocalTime } from '../bus-search/bus-format.ts';
import { CancellationTiers } from './cancellation-tiers.tsx';

/** One departure of the results: operator, class and coach, times and stations, fares, seats left, refundable, the tiers, and its seat map. */
export function DepartureCard({ departure, seatsHref }: { departure: BusDeparture; seatsHref: string | null }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const priceText = usePriceText();
  const duration = durationParts(departure.durationMinutes, lang);
  const headingId = `departure-${departure.departureId}`;
  return (
    <article className="card grid gap-3" aria-labelledby={headingId} data-testid="bus-departure" data-departure-id={departure.departureId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {departure.operator.name}
          </h2>
          <p className="text-sm text-slate-700">{`${t(departure.busClass === 'vip' ? 'bus.class.vip' : 'bus.class.standard')} · ${departure.coachName}`}</p>
        </div>
        <p className={`rounded-full px-3 py-1 text-sm font-medium ${departure.refundable ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}>
          {t(departure.refundable ? 'bus.card.refundable' : 'bus.card.nonRefundable')}
        </p>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        <p>
          <span className="block text-xl font-bold tabular-nums">{localDigits(departure.departureTime, lang)}</span>
          <span className="block text-sm text-slate-700">{departure.from.station.name}</span>
        </p>
        <p className="text-center text-sm text-slate-700">{t('bus.card.duration', duration)}</p>
        <p className="text-right">
          <span className="block text-xl font-bold tabular-nums">
            <span className="sr-only">{formatLocalTime(departure.arrival, lang)}</span>
            <span aria-hidden="true">{clockOf(departure.arrival, lang)}</span>
          </span>
          <span className="block text-sm text-slate-700">{departure.to.station.name}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-slate-200 pt-3">
        <div>
          <p className="text-2xl font-bold text-brand-900" data-testid="bus-fare">
            <Price mmk={departure.fare} /> <span className="text-sm font-normal text-slate-700">{t('bus.card.perSeat')}</span>
          </p>
          <p className="text-sm text-slate-700">
            {t('bus.card.localFare', { fare: priceText(departure.localFare) })}
            {' · '}
            {t('bus.card.foreignFare', { fare: priceText(departure.foreignFare) })}
          </p>
          <p className={`text-sm font-medium ${departure.seatsLeft <= 5 ? 'text-rose-800' : 'text-slate-800'}`}>
            {departure.seatsLeft > 0 ? t('bus.card.seatsLeft', { count: localDigits(departure.seatsLeft, lang) }) : t('bus.card.soldOut')}
          </p>
        </div>
        {seatsHref ? (
          <Link to={seatsHref} className="button-primary justify-center" aria-describedby={headingId}>
            {t('bus.card.choose')}
          </Link>
        ) : null}
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-medium text-brand-800">{t('bus.card.cancellation')}</summary>
        <div className="mt-2">
          <CancellationTiers tiers={departure.cancellation} />
        </div>
      </details>
    </article>
  );
}
