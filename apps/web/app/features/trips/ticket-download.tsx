import { useState } from 'react';
import { downloadTicketPdf } from '../tickets/pdf.ts';

/**
 * Downloads a booking's document as `fileName` (its product's name for it: an E-ticket `<orderId>.pdf`,
 * spec §2), after checking it is a PDF; otherwise the alert 'Not a valid PDF file.' (spec §5). A plain
 * link first, so it works without JavaScript.
 */
export function TicketDownload({ url, fileName, label, busyLabel, notPdf, className }: { url: string; fileName: string; label: string; busyLabel: string; notPdf: string; className: string }) {
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');

  async function download() {
    setAlert('');
    setBusy(true);
    try {
      if (!(await downloadTicketPdf(url, fileName))) setAlert(notPdf);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <a
        href={url}
        download={fileName}
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
