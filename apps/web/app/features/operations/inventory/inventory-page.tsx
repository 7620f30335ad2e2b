import { Form, Link, useNavigation } from 'react-router';
import type { FlightDate, RoomTypeNights, RouteFare, SeatLine } from '@thwa/domain/contracts/operations-inventory';
import { groupDigits } from '@thwa/domain/money';
import type { Language } from '@thwa/domain/settings';
import { useT } from '../../../i18n/use-messages.ts';
import { FormAlert } from '../../account/form-fields.tsx';
import { FIELD, PageHead, Section } from '../console-ui.tsx';
import type { InventoryActionData, InventoryPageData } from './inventory.server.ts';

/** `/ops/inventory`: pick a flight or a hotel and dates; see what is on sale, taken and left; adjust it. */
export function ConsoleInventoryPage({ data, action }: { data: InventoryPageData; action: InventoryActionData | undefined }) {
  const t = useT();
  const { query, lang } = data;
  return (
    <div className="grid min-w-0 gap-6">
      <PageHead title={data.title} lead={t('ops.inventory.lead')} />
      {data.saved ? <FormAlert kind="success">{t(`ops.inventory.saved.${data.saved as 'seats' | 'discount' | 'fare' | 'allotment' | 'rate'}`)}</FormAlert> : null}
      {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}

      <Section id="inventory-flights" title={t('ops.inventory.flights')} className="grid min-w-0 gap-3">
        <Form method="get" className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="inventory-flight" className="font-medium">
              {t('ops.inventory.flight')}
            </label>
            <select id="inventory-flight" name="flight" defaultValue={query.flight ?? ''} className={FIELD}>
              <option value="">{t('ops.inventory.flight.choose')}</option>
              {data.schedules.map((schedule) => (
                <option key={schedule.flightNumber} value={schedule.flightNumber}>
                  {schedule.flightNumber} · {schedule.route.join('–')}
                </option>
              ))}
            </select>
          </div>
          <DateFields idBase="flight-range" from={query.from} to={query.to} />
          <button type="submit" className="button-primary">
            {t('ops.inventory.show')}
          </button>
        </Form>
        {data.flight ? (
          <div className="grid min-w-0 gap-3" data-flight={data.flight.flightNumber}>
            <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('ops.inventory.fares')}>
              {data.flight.fares.map((fare) => (
                <RouteFareCard key={fare.cabinClass} flightNumber={data.flight!.flightNumber} fare={fare} mayAdjust={data.mayAdjust} action={action} lang={lang} />
              ))}
            </ul>
            {data.flight.dates.length === 0 ? <p className="text-slate-700">{t('ops.inventory.flight.none')}</p> : null}
            {data.flight.dates.map((date) => (
              <FlightDateCard key={date.flightId} date={date} mayAdjust={data.mayAdjust} action={action} />
            ))}
          </div>
        ) : query.flight ? (
          <p className="text-slate-700">{t('ops.inventory.flight.unknown')}</p>
        ) : null}
      </Section>

      <Section id="inventory-hotels" title={t('ops.inventory.hotels')} className="grid min-w-0 gap-3">
        <Form method="get" className="grid gap-3 sm:grid-cols-[2fr_auto] sm:items-end">
          <div>
            <label htmlFor="inventory-q" className="font-medium">
              {t('ops.inventory.hotel.search')}
            </label>
            <input id="inventory-q" name="q" type="search" defaultValue={query.q} maxLength={60} className={FIELD} />
          </div>
          <input type="hidden" name="from" value={query.from} />
          <input type="hidden" name="to" value={query.to} />
          <button type="submit" className="button-secondary">
            {t('ops.inventory.hotel.find')}
          </button>
        </Form>
        {query.q ? (
          data.hotels.length === 0 ? (
            <p className="text-slate-700">{t('ops.inventory.hotel.noMatch')}</p>
          ) : (
            <ul className="grid gap-1 sm:grid-cols-2">
              {data.hotels.map((hotel) => (
                <li key={hotel.hotelId}>
                  <Link to={`/ops/inventory?hotel=${hotel.hotelId}&from=${query.from}&to=${query.to}`} className="text-brand-700 underline">
                    {lang === 'mm' ? hotel.nameMy : hotel.nameEn}
                  </Link>{' '}
                  <span className="text-sm text-slate-700">{hotel.hotelId}</span>
                </li>
              ))}
            </ul>
          )
        ) : null}
        {data.hotel ? (
          <div className="grid min-w-0 gap-3" data-hotel={data.hotel.hotel.hotelId}>
            <h3 className="text-lg font-semibold">{lang === 'mm' ? data.hotel.hotel.nameMy : data.hotel.hotel.nameEn}</h3>
            <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <input type="hidden" name="hotel" value={data.hotel.hotel.hotelId} />
              <DateFields idBase="hotel-range" from={query.from} to={query.to} />
              <button type="submit" className="button-secondary">
                {t('ops.inventory.show')}
              </button>
            </Form>
            {data.hotel.roomTypes.map((room) => (
              <RoomTypeCard key={room.roomTypeId} room={room} from={query.from} to={query.to} mayAdjust={data.mayAdjust} action={action} lang={lang} />
            ))}
          </div>
        ) : null}
      </Section>
    </div>
  );
}

function DateFields({ idBase, from, to }: { idBase: string; from: string; to: string }) {
  const t = useT();
  return (
    <>
      <div>
        <label htmlFor={`${idBase}-from`} className="font-medium">
          {t('ops.inventory.from')}
        </label>
        <input id={`${idBase}-from`} name="from" type="date" defaultValue={from} required className={FIELD} />
      </div>
      <div>
        <label htmlFor={`${idBase}-to`} className="font-medium">
          {t('ops.inventory.to')}
        </label>
        <input id={`${idBase}-to`} name="to" type="date" defaultValue={to} required className={FIELD} aria-describedby={`${idBase}-hint`} />
        <p id={`${idBase}-hint`} className="mt-1 text-xs text-slate-700">
          {t('ops.inventory.range.hint')}
        </p>
      </div>
    </>
  );
}

function useBusy(formKey: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('formKey') === formKey;
}

/** A cabin's published fare for the whole route, and (inventory.adjust) the form that refiles it. */
function RouteFareCard({ flightNumber, fare, mayAdjust, action, lang }: { flightNumber: string; fare: RouteFare; mayAdjust: boolean; action: InventoryActionData | undefined; lang: Language }) {
  const t = useT();
  const formKey = `fare:${flightNumber}:${fare.cabinClass}`;
  const busy = useBusy(formKey);
  const cabin = t(`ops.inventory.cabin.${fare.cabinClass}`);
  return (
    <li className="card grid min-w-0 gap-2 p-3" data-fare={fare.cabinClass}>
      <p className="text-sm">{t('ops.inventory.fare', { cabin, amount: groupDigits(fare.adultBase + fare.adultTax, lang), base: groupDigits(fare.adultBase, lang) })}</p>
      {action?.form === formKey ? <FormAlert kind="error">{action.error}</FormAlert> : null}
      {mayAdjust ? (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="fare" />
          <input type="hidden" name="formKey" value={formKey} />
          <input type="hidden" name="flightNumber" value={flightNumber} />
          <input type="hidden" name="cabinClass" value={fare.cabinClass} />
          <div>
            <label htmlFor={`${formKey}-base`} className="text-sm font-medium">
              {t('ops.inventory.fare.label', { cabin })}
            </label>
            {/* Keyed by the fare, so the field shows the fare saved, not what was typed before the page came back. */}
            <input key={fare.adultBase} id={`${formKey}-base`} name="adultBase" inputMode="numeric" required defaultValue={fare.adultBase} aria-describedby={`${formKey}-hint`} className="mt-1 block w-32 rounded-lg border border-slate-400 px-2 py-1" />
          </div>
          <button type="submit" className="button-secondary" disabled={busy}>
            {t('ops.inventory.save')}
          </button>
          <p id={`${formKey}-hint`} className="w-full text-xs text-slate-700">
            {t('ops.inventory.fare.hint')}
          </p>
        </Form>
      ) : null}
    </li>
  );
}

function FlightDateCard({ date, mayAdjust, action }: { date: FlightDate; mayAdjust: boolean; action: InventoryActionData | undefined }) {
  const t = useT();
  const discountKey = `discount:${date.flightId}`;
  const busy = useBusy(discountKey);
  return (
    <article className="card grid min-w-0 gap-3 p-4" aria-labelledby={`flight-${date.flightId}`} data-service-date={date.serviceDate}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`flight-${date.flightId}`} className="font-semibold">
          <time dateTime={date.serviceDate}>{date.serviceDate}</time>
        </h3>
        <p className="text-sm">{t('ops.inventory.discount.now', { pct: date.discountPct })}</p>
      </div>
      {/* Focusable so a keyboard can scroll the table on a narrow screen; positioned, so the table's visually
          hidden labels (absolutely placed) scroll inside it instead of widening the page on a phone. */}
      <div className="relative overflow-x-auto" role="region" tabIndex={0} aria-label={t('ops.inventory.seats.caption', { date: date.serviceDate })}>
        <table className="w-full min-w-[34rem] text-left text-sm">
          <caption className="sr-only">{t('ops.inventory.seats.caption', { date: date.serviceDate })}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.leg')}</th>
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.cabin')}</th>
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.onSale')}</th>
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.sold')}</th>
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.held')}</th>
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.left')}</th>
              {mayAdjust ? <th scope="col" className="py-1">{t('ops.inventory.seats.set')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {date.seats.map((seat) => (
              <SeatRow key={`${seat.legNo}-${seat.cabinClass}`} flightId={date.flightId} seat={seat} mayAdjust={mayAdjust} action={action} />
            ))}
          </tbody>
        </table>
      </div>
      {action?.form === discountKey ? <FormAlert kind="error">{action.error}</FormAlert> : null}
      {mayAdjust ? (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="discount" />
          <input type="hidden" name="formKey" value={discountKey} />
          <input type="hidden" name="flightId" value={date.flightId} />
          <div>
            <label htmlFor={`${discountKey}-pct`} className="text-sm font-medium">
              {t('ops.inventory.discount.label')}
            </label>
            <input id={`${discountKey}-pct`} name="discountPct" inputMode="numeric" required defaultValue={date.discountPct} className="mt-1 block w-24 rounded-lg border border-slate-400 px-2 py-1" />
          </div>
          <button type="submit" className="button-secondary" disabled={busy}>
            {t('ops.inventory.save')}
          </button>
        </Form>
      ) : null}
    </article>
  );
}

function SeatRow({ flightId, seat, mayAdjust, action }: { flightId: number; seat: SeatLine; mayAdjust: boolean; action: InventoryActionData | undefined }) {
  const t = useT();
  const formKey = `seats:${flightId}:${seat.legNo}:${seat.cabinClass}`;
  const busy = useBusy(formKey);
  const failed = action?.form === formKey ? action.error : null;
  return (
    <tr className="border-b border-slate-200 align-top" data-leg={seat.legNo} data-cabin={seat.cabinClass}>
      <td className="py-1 pr-2">
        {seat.legNo} · {seat.origin}–{seat.destination}
      </td>
      <td className="py-1 pr-2">{t(`ops.inventory.cabin.${seat.cabinClass}`)}</td>
      <td className="py-1 pr-2">{seat.capacity}</td>
      <td className="py-1 pr-2">{seat.sold}</td>
      <td className="py-1 pr-2">{seat.held}</td>
      <td className="py-1 pr-2">{seat.available}</td>
      {mayAdjust ? (
        <td className="py-1">
          <Form method="post" className="flex gap-1">
            <input type="hidden" name="intent" value="seats" />
            <input type="hidden" name="formKey" value={formKey} />
            <input type="hidden" name="flightId" value={flightId} />
            <input type="hidden" name="legNo" value={seat.legNo} />
            <input type="hidden" name="cabinClass" value={seat.cabinClass} />
            <label htmlFor={formKey} className="sr-only">
              {t('ops.inventory.seats.label', { leg: seat.legNo, cabin: t(`ops.inventory.cabin.${seat.cabinClass}`) })}
            </label>
            <input id={formKey} name="capacity" inputMode="numeric" required defaultValue={seat.capacity} aria-invalid={failed ? true : undefined} aria-describedby={failed ? `${formKey}-error` : undefined} className="w-20 rounded-lg border border-slate-400 px-2 py-1" />
            <button type="submit" className="button-secondary" disabled={busy}>
              {t('ops.inventory.save')}
            </button>
          </Form>
          {failed ? (
            <p id={`${formKey}-error`} role="alert" className="mt-1 text-red-800">
              {failed}
            </p>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

function RoomTypeCard({ room, from, to, mayAdjust, action, lang }: { room: RoomTypeNights; from: string; to: string; mayAdjust: boolean; action: InventoryActionData | undefined; lang: Language }) {
  const t = useT();
  const idBase = `allot-${room.roomTypeId}`;
  const name = lang === 'mm' ? room.nameMy : room.nameEn;
  return (
    <article className="card grid min-w-0 gap-3 p-4" aria-labelledby={`${idBase}-title`} data-room-type={room.roomTypeId}>
      <h4 id={`${idBase}-title`} className="font-semibold">
        {name} <span className="text-sm font-normal text-slate-700">({t('ops.inventory.rooms', { count: room.roomCount })})</span>
      </h4>
      <div className="relative overflow-x-auto" role="region" tabIndex={0} aria-label={t('ops.inventory.nights.caption', { room: name })}>
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">{t('ops.inventory.nights.caption', { room: name })}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.night')}</th>
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.allotment')}</th>
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.sold')}</th>
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.held')}</th>
              <th scope="col" className="py-1 pr-2">{t('ops.inventory.left')}</th>
              <th scope="col" className="py-1">{t('ops.inventory.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {room.nights.map((night) => (
              <tr key={night.night} className="border-b border-slate-200" data-night={night.night}>
                <th scope="row" className="py-1 pr-2 font-normal">
                  <time dateTime={night.night}>{night.night}</time>
                </th>
                <td className="py-1 pr-2">{night.capacity}</td>
                <td className="py-1 pr-2">{night.sold}</td>
                <td className="py-1 pr-2">{night.held}</td>
                <td className="py-1 pr-2" data-left>
                  {night.capacity - night.taken}
                </td>
                <td className="py-1" data-rate>
                  {groupDigits(night.rate, lang)}
                  {night.adjusted ? <span className="ml-1 rounded bg-amber-100 px-1 text-xs text-amber-900">{t('ops.inventory.rate.adjusted')}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mayAdjust ? (
        <>
          <NightsForm kind="allotment" roomTypeId={room.roomTypeId} from={from} to={to} action={action} />
          <NightsForm kind="rate" roomTypeId={room.roomTypeId} from={from} to={to} action={action} />
        </>
      ) : null}
    </article>
  );
}

/**
 * A change to every night of a room type from … to … (inventory.adjust): its allotment (rooms on sale)
 * or its room-only price for local guests, which may also go back to the hotel calendar's.
 */
function NightsForm({ kind, roomTypeId, from, to, action }: { kind: 'allotment' | 'rate'; roomTypeId: string; from: string; to: string; action: InventoryActionData | undefined }) {
  const t = useT();
  const formKey = `${kind}:${roomTypeId}`;
  const busy = useBusy(formKey);
  const idBase = `${kind}-${roomTypeId}`;
  const field = kind === 'allotment' ? 'capacity' : 'rate';
  return (
    <Form method="post" className="grid gap-2 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end" aria-labelledby={`${idBase}-form`}>
      <p id={`${idBase}-form`} className="font-medium sm:col-span-4">
        {t(kind === 'allotment' ? 'ops.inventory.allotment.set' : 'ops.inventory.rate.set')}
      </p>
      {action?.form === formKey ? (
        <div className="sm:col-span-4">
          <FormAlert kind="error">{action.error}</FormAlert>
        </div>
      ) : null}
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="formKey" value={formKey} />
      <input type="hidden" name="roomTypeId" value={roomTypeId} />
      <div>
        <label htmlFor={`${idBase}-from`} className="text-sm font-medium">
          {t('ops.inventory.from')}
        </label>
        <input id={`${idBase}-from`} name="from" type="date" required defaultValue={from} className={FIELD} />
      </div>
      <div>
        <label htmlFor={`${idBase}-to`} className="text-sm font-medium">
          {t('ops.inventory.to')}
        </label>
        <input id={`${idBase}-to`} name="to" type="date" required defaultValue={to} className={FIELD} />
      </div>
      <div>
        <label htmlFor={`${idBase}-${field}`} className="text-sm font-medium">
          {t(kind === 'allotment' ? 'ops.inventory.allotment.rooms' : 'ops.inventory.rate.label')}
        </label>
        {/* Not required: the calendar's-price button sends no amount; the server says so when Save has none. */}
        <input id={`${idBase}-${field}`} name={field} inputMode="numeric" required={kind === 'allotment'} className={FIELD} aria-describedby={kind === 'rate' ? `${idBase}-hint` : undefined} />
      </div>
      <button type="submit" className="button-primary" disabled={busy}>
        {t('ops.inventory.save')}
      </button>
      {kind === 'rate' ? (
        <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-4">
          <p id={`${idBase}-hint`} className="text-xs text-slate-700">
            {t('ops.inventory.rate.hint')}
          </p>
          <button type="submit" name="calendar" value="1" className="button-secondary" disabled={busy}>
            {t('ops.inventory.rate.calendar')}
          </button>
        </div>
      ) : null}
    </Form>
  );
}
