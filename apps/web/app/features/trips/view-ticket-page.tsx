import { Link } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { TicketDownload } from './ticket-download.tsx';
import type { ViewTicketData } from './trips-data.ts';

/**
 * `/account/my-trip/view-ticket` (spec §2): title 'View ticket', the ticket as formatted text, then
 * 'Download E-ticket' when there is a download link, otherwise 'Book trip again'; Close always
 * returns to /account/my-trip.
 */
export function ViewTicketPage({ data }: { data: ViewTicketData }) {
  const t = useT();
  return (
    <section className="mx-auto grid max-w-2xl gap-4 pt-6" aria-labelledby="view-ticket-title">
      <h1 id="view-ticket-title" className="text-2xl font-semibold">
        {data.title}
      </h1>
      {data.text !== null ? (
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
