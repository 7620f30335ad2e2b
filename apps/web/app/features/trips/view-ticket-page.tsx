import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { TicketDownload } from './ticket-download.tsx';
import type { TicketLegView, TicketView, TripCard, ViewTicketData } from './trips-data.ts';

const TONE_CLASS: Record<TripCard['tone'], string> = {
  success: 'bg-emerald-50 text-emerald-800',
  warning: 'bg-amber-50 text-amber-900',
  danger: 'bg-rose-50 text-rose-800',
  primary: 'bg-brand-50 text-brand-900',
  neutral: 'bg-slate-100 text-slate-800',
};

/**
 * `/account/my-trip/view-ticket` (spec §2): title 'View ticket', the ticket laid out as the e-ticket PDF
 * is (summary, flights, travellers, contact) in one column on a phone, then 'Download E-ticket' when
 * there is a download link, otherwise 'Book trip again'; Close always returns to /account/my-trip.
 * When the booking's details cannot be read, the ticket's text is shown as the api wrote it.
 */
export function ViewTicketPage({ data }: { data: ViewTicketData }) {
  const t = useT();
  return (
    <section className="mx-auto grid max-w-2xl gap-4 pt-6" aria-labelledby="view-ticket-title">
      <h1 id="view-ticket-title" className="text-2xl font-semibold">
        {data.title}
      </h1>
      {data.ticket ? (
        <Ticket ticket={data.ticket} />
      ) : data.text !== null ? (
        <pre className="card overflow-auto whitespace-pre-wrap break-words font-mono text-sm leading-relaxed" tabIndex={0} aria-label={data.title}>
          {data.text}
        </pre>
      ) : (
        <p className="card text-slate-700">{data.message}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {data.downloadUrl ? (
          <TicketDownload orderId={data.orderId} url={data.downloadUrl} label={t('ticketView.download')} busyLabel={t('trips.downloading')} notPdf={t('ticketView.notPdf')} className="button-primary" />
        ) : (
          <Link to={data.rebookHref} className="button-primary">
            {t('ticketView.bookAgain')}
          </Link>
        )}
        <Link to="/account/my-trip" className="button-secondary">
          {t('ticketView.close')}
        </Link>
      </div>
    </section>
  );
}

function Summary({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-brand-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-700">{label}</dt>
      <dd className="break-words font-semibold text-brand-900">{children}</dd>
    </div>
  );
}

function Ticket({ ticket }: { ticket: TicketView }) {
  const t = useT();
  const travellersId = useId();
  const contactId = useId();
  return (
    <article className="card overflow-hidden p-0" aria-label={`${t('ticketView.eTicket')} ${ticket.orderId}`} data-ticket={ticket.orderId}>
      <header className="flex flex-wrap items-center justify-between gap-2 bg-brand-800 px-4 py-3 text-white">
        <p className="text-lg font-bold">{t('ticketView.eTicket')}</p>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${TONE_CLASS[ticket.tone]}`}>
          {t(`trips.statusName.${ticket.status}` as 'trips.statusName.held')}
        </span>
      </header>
      <div className="grid gap-4 p-4">
        <dl className="grid grid-cols-2 gap-2">
          <Summary label={t('ticketView.bookingId')}>{ticket.orderId}</Summary>
          <Summary label={t('ticketView.pnr')}>{ticket.pnr ?? t('ticketView.pending')}</Summary>
          <Summary label={t('ticketView.issued')}>{ticket.issued}</Summary>
          <Summary label={t('ticketView.total')}>
            <span className="whitespace-nowrap">{ticket.total}</span>
          </Summary>
        </dl>
        {ticket.directions.map((direction) => (
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
            {ticket.travellers.map((traveller, index) => (
              <li key={`${traveller.name}-${index}`} className="grid gap-0.5 rounded-lg bg-slate-50 px-3 py-2">
                <span className="break-words font-semibold">{traveller.name}</span>
                <span className="text-sm text-slate-700">{t(`travelers.type.${traveller.type}`)}</span>
                <span className="text-sm">
                  <span className="text-slate-700">{t('ticketView.ticketNumber')}: </span>
                  <span className="font-mono font-medium">{traveller.ticketNumber ?? t('ticketView.pending')}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={contactId} className="grid gap-1">
          <h2 id={contactId} className="border-b-2 border-amber-500 pb-1 font-semibold text-brand-800">
            {t('ticketView.contact')}
          </h2>
          <p className="break-words">{ticket.contact.name}</p>
          <p className="break-all text-sm text-slate-700">{ticket.contact.email}</p>
          <p className="text-sm text-slate-700">{ticket.contact.phone}</p>
        </section>
      </div>
    </article>
  );
}

/** One flight as the PDF draws it: departure on the left, the flight in the middle, arrival on the right. */
function Leg({ leg }: { leg: TicketLegView }) {
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
