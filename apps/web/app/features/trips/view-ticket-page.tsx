import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { TicketDownload } from './ticket-download.tsx';
import type { TicketView, TripCard, ViewTicketData } from './trips-data.ts';
import { productOfType } from '../../products/index.ts';
import { ItemViews } from '../../products/item-views.tsx';

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
          <>
            <TicketDownload url={data.downloadUrl} fileName={data.fileName} label={t(data.downloadLabel)} busyLabel={t('trips.downloading')} notPdf={t('ticketView.notPdf')} className="button-primary" />
            {data.moreDocuments.map((document) => (
              <TicketDownload key={document.itemNo} url={document.downloadUrl} fileName={document.fileName} label={t(document.label)} busyLabel={t('trips.downloading')} notPdf={t('ticketView.notPdf')} className="button-secondary" />
            ))}
          </>
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
  const contactId = useId();
  // The document is its product's: a flight's e-ticket, a stay's voucher.
  const product = productOfType(ticket.productType);
  if (!product) return null;
  return (
    <article className="card overflow-hidden p-0" aria-label={`${t(product.document.title)} ${ticket.orderId}`} data-ticket={ticket.orderId}>
      <header className="flex flex-wrap items-center justify-between gap-2 bg-brand-800 px-4 py-3 text-white">
        <p className="text-lg font-bold">{t(product.document.title)}</p>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${TONE_CLASS[ticket.tone]}`}>
          {t(`trips.statusName.${ticket.status}` as 'trips.statusName.held')}
        </span>
      </header>
      <div className="grid gap-4 p-4">
        <dl className="grid grid-cols-2 gap-2">
          <Summary label={t('ticketView.bookingId')}>{ticket.orderId}</Summary>
          <Summary label={t(product.document.reference)}>{ticket.pnr ?? t('ticketView.pending')}</Summary>
          <Summary label={t('ticketView.issued')}>{ticket.issued}</Summary>
          <Summary label={t('ticketView.total')}>
            <span className="whitespace-nowrap">{ticket.total}</span>
          </Summary>
        </dl>
        <ItemViews items={ticket.items} view="Document" />
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
