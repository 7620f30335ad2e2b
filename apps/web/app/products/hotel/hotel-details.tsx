import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { EstimatedCheckInTime } from '@thwa/domain/hotels/hotel-guests';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { localDigits } from '@thwa/domain/date-format';
import { Section } from '../../ui/section.tsx';
import { StaySummary } from '../../features/hotel-checkout/stay-summary.tsx';

/** A stay's guests: who checks in to each room with its voucher number, when they arrive, what they asked. */
function StayGuests({ stay }: { stay: Extract<OrderItem, { product: 'hotel' }> }) {
  const t = useT();
  const { settings } = useRootData();
  return (
    <Section title={t('hotelCheckout.guests.title')}>
      <ul className="grid gap-2">
        {stay.guests.map((guest, room) => (
          <li key={room} className="flex flex-wrap justify-between gap-x-4">
            <span className="font-medium">{`${guest.firstName} ${guest.lastName}`}</span>
            <span className="text-sm text-slate-700">
              {t('hotelCheckout.guests.roomShort', { room: localDigits(room + 1, settings.lang) })}
              {stay.voucherNumbers[room] ? ` · ${t('hotelCheckout.voucherNumber', { number: stay.voucherNumbers[room] })}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('hotelCheckout.arrival')}</dt>
        <dd>{t(`hotelCheckout.arrival.${stay.estimatedCheckInTime as EstimatedCheckInTime}`)}</dd>
        {stay.specialRequest ? (
          <>
            <dt className="text-slate-700">{t('hotelCheckout.request')}</dt>
            <dd className="min-w-0 break-words whitespace-pre-line">
              {stay.specialRequest}
            </dd>
          </>
        ) : null}
      </dl>
    </Section>
  );
}

/** A stay as the thank-you and track-booking pages detail it: the hotel, dates and room, then its guests. */
export function HotelDetails({ item }: { item: OrderItem }) {
  if (item.product !== 'hotel') return null;
  return (
    <>
      <div className="mt-4">
        <StaySummary stay={item} />
      </div>
      <StayGuests stay={item} />
    </>
  );
}

/** A stay as the payment page sums it up. */
export function HotelSummary({ item }: { item: OrderItem }) {
  if (item.product !== 'hotel') return null;
  return <StaySummary stay={item} />;
}
