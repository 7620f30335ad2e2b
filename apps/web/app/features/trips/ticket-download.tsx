import { useState } from 'react';
import { downloadTicketPdf, ticketFileName, type DocumentKind } from '../tickets/pdf.ts';

/**
 * Downloads an E-ticket as `<orderId>.pdf` (spec §2), a hotel voucher as `<orderId>-voucher.pdf`, after
 * checking it is a PDF; otherwise the alert 'Not a valid PDF file.' (spec §5). A plain link first, so it
 * works without JavaScript.
 */
export function TicketDownload({ orderId, url, label, busyLabel, notPdf, className, kind = 'ticket' }: { orderId: string; url: string; label: string; busyLabel: string; notPdf: string; className: string; kind?: DocumentKind }) {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');

  async function download() {
    setAlert('');
    setBusy(true);
    try {
      if (!(await downloadTicketPdf(url, orderId, kind))) setAlert(notPdf);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <a
        href={url}
        download={ticketFileName(orderId, kind)}
        className={className}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) void download();
        }}
      >
        {busy ? busyLabel : label}
      </a>
      <span role="alert" className={alert ? 'basis-full rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-800' : 'sr-only'}>
        {alert}
      </span>
    </>
  );
}
