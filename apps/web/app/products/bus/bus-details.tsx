import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { BusOrderItem } from '@thwa/domain/contracts/bus-order-item';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Section } from '../../ui/section.tsx';
import { Price } from '../../ui/price.tsx';
import { CancellationTiers } from '../../features/bus-listing/cancellation-tiers.tsx';
import { formatLocalTime } from '../../features/bus-search/bus-format.ts';

/** The coach: operator and its phone, the cities and times, where to board and get off. */
function BusTrip({ item }: { item: BusOrderItem }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const rows: Array<[string, string, string?]> = [
    [t('bus.trip.operator'), item.operatorName],
    [t('bus.trip.coach'), `${t(item.busClass === 'vip' ? 'bus.class.vip' : 'bus.class.standard')} · ${item.coachName}`],
    [t('bus.trip.departs'), `${item.from.name} · ${formatLocalTime(`${item.departureDate}T${item.departureTime}`, lang)}`],
    [t('bus.trip.arrives'), `${item.to.name} · ${formatLocalTime(item.arrival, lang)}`],
    [t('bus.trip.boarding'), `${item.boarding.name} · ${formatLocalTime(item.boarding.at, lang)}`, item.boarding.address],
    [t('bus.trip.dropping'), `${item.dropping.name} · ${formatLocalTime(item.dropping.at, lang)}`, item.dropping.address],
    [t('bus.trip.phone'), localDigits(item.operatorPhone, lang)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="bus-trip">
      {rows.map(([label, value, more]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-medium">
            {value}
            {more ? <span className="block text-sm font-normal text-slate-700">{more}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The passengers, each with their seat, fare and (once confirmed) ticket number. */
function BusPassengers({ item }: { item: BusOrderItem }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  return (
    <Section title={t('bus.trip.passengers')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('bus.reference')}</dt>
        <dd className="font-mono font-medium" data-testid="bus-reference">
          {item.reference ?? <span className="font-sans">{t('bus.referencePending')}</span>}
        </dd>
      </dl>
      <ul className="mt-3 grid gap-2">
        {item.passengers.map((passenger, index) => (
          <li key={passenger.seatNo} className="flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-2" data-seat={passenger.seatNo}>
            <span>
              <span className="font-medium">{`${passenger.firstName} ${passenger.lastName}`}</span>
              <span className="text-sm text-slate-700">
                {' · '}
                {t('bus.checkout.passenger', { seat: localDigits(passenger.seatNo, lang) })}
              </span>
            </span>
            <span className="text-sm text-slate-700">
              {item.ticketNumbers[index] ? `${t('bus.trip.ticketNumber', { number: item.ticketNumbers[index] })} · ` : ''}
              <Price mmk={passenger.fare} />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A bus ticket as the payment page sums it up: the coach and its seats. */
export function BusSummary({ item }: { item: OrderItem }) {
  const t = useT();
  const { settings } = useRootData();
  if (item.product !== 'bus') return null;
  return (
    <section className="card p-4" aria-label={t('bus.title')}>
      <h2 className="text-lg font-semibold">{`${item.from.name} → ${item.to.name}`}</h2>
      <div className="mt-3">
        <BusTrip item={item} />
      </div>
      <p className="mt-2">
        {t('bus.trip.seats')}: <span className="font-medium">{item.passengers.map((passenger) => localDigits(passenger.seatNo, settings.lang)).join(', ')}</span>
      </p>
    </section>
  );
}

/** A bus ticket as the thank-you, track-booking and view-ticket pages detail it: the coach, the passengers, the cancellation tiers. */
export function BusDetails({ item }: { item: OrderItem }) {
  const t = useT();
  if (item.product !== 'bus') return null;
  return (
    <>
      <Section title={`${item.from.name} → ${item.to.name}`}>
        <BusTrip item={item} />
      </Section>
      <BusPassengers item={item} />
      <Section title={t('bus.cancellation.title')}>
        <CancellationTiers tiers={item.cancellation} />
      </Section>
    </>
  );
}
