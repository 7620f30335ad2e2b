import { useId } from 'react';
import type { OrderItem } from '@thwa/domain/contracts/booking';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { directionViews, travellerName, type LegView } from './flight-details.tsx';

/**
 * A flight laid out as its e-ticket PDF is (My trips' view ticket): each direction's flights, the note
 * that times are local, and the travellers with their ticket numbers.
 */
export function FlightTicket({ item }: { item: OrderItem }) {
  const t = useT();
  const { settings } = useRootData();
  const travellersId = useId();
  if (item.product !== 'flight') return null;
  return (
    <>
      {directionViews(item, settings.lang).map((direction) => (
        <section key={direction.direction} aria-label={t(direction.direction === 'outward' ? 'ticketView.outward' : 'ticketView.return')} className="grid gap-2">
          <h2 className="border-b-2 border-amber-500 pb-1 font-semibold text-brand-800">
            {t(direction.direction === 'outward' ? 'ticketView.outward' : 'ticketView.return')}
          </h2>
          <ol className="grid gap-2">
            {direction.legs.map((leg) => (
              <Leg key={`${leg.flightNumber}-${leg.departDate}`} leg={leg} />
            ))}
          </ol>
        </section>
      ))}
      <p className="text-sm text-slate-700">{t('ticketView.times')}</p>
      <section aria-labelledby={travellersId} className="grid gap-2">
        <h2 id={travellersId} className="border-b-2 border-amber-500 pb-1 font-semibold text-brand-800">
          {t('ticketView.travellers')}
        </h2>
        <ul className="grid gap-2">
          {item.travellers.map((traveller, index) => (
            <li key={`${travellerName(traveller)}-${index}`} className="grid gap-0.5 rounded-lg bg-slate-50 px-3 py-2">
              <span className="break-words font-semibold">{travellerName(traveller)}</span>
              <span className="text-sm text-slate-700">{t(`travelers.type.${traveller.type}`)}</span>
              <span className="text-sm">
                <span className="text-slate-700">{t('ticketView.ticketNumber')}: </span>
                <span className="font-mono font-medium">{traveller.ticketNumber ?? t('ticketView.pending')}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** One flight as the PDF draws it: departure on the left, the flight in the middle, arrival on the right. */
function Leg({ leg }: { leg: LegView }) {
  const t = useT();
  return (
    <li className="rounded-lg border border-slate-200 border-l-4 border-l-brand-700 p-3">
      <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-bold text-brand-800">{leg.flightNumber}</span>
        <span className="text-slate-700">{leg.airlineName}</span>
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">{t(`ticketView.cabin.${leg.cabin}`)}</span>
      </p>
      <div className="mt-2 grid grid-cols-[1fr_auto_1fr] items-start gap-2">
        <div className="min-w-0">
          <p className="text-xs text-slate-700">{t('ticketView.departs')}</p>
          <p className="text-xl font-bold tabular-nums">{leg.departTime}</p>
          <p className="break-words font-semibold">
            {leg.originCity} ({leg.origin})
          </p>
          <p className="text-xs text-slate-700">{leg.departDate}</p>
        </div>
        <p className="pt-5 text-center text-xs text-slate-700">
          <span aria-hidden="true" className="block text-amber-600">
            ⟶
          </span>
          {leg.duration}
        </p>
        <div className="min-w-0 text-right">
          <p className="text-xs text-slate-700">{t('ticketView.arrives')}</p>
          <p className="text-xl font-bold tabular-nums">{leg.arriveTime}</p>
          <p className="break-words font-semibold">
            {leg.destinationCity} ({leg.destination})
          </p>
          <p className="text-xs text-slate-700">{leg.arriveDate}</p>
        </div>
      </div>
    </li>
  );
}
