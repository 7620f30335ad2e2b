import { useState } from 'react';
import { itemDocumentFileName } from '@thwa/domain/orders/order-items';
import type { MessageKey } from '../../i18n/en.ts';
import { useT } from '../../i18n/use-messages.ts';
import { downloadTicketPdf } from './pdf.ts';
import { TicketDialog } from './ticket-dialog.tsx';

export interface TicketLinks {
  viewUrl: string;
  downloadUrl: string;
}

type ViewState = { kind: 'closed' } | { kind: 'loading' } | { kind: 'shown'; text: string } | { kind: 'failed' };

/**
 * "View ticket" and "Download E-ticket" (spec §2, §5). Both are plain links first, so they work
 * without JavaScript; with it, the ticket opens in a dialog and the download is checked to be a PDF
 * before it is saved as `<orderId>.pdf`, or the alert 'Not a valid PDF file.' appears.
 */
/** A booking document's words and file name, as its product gives them (a flight's e-ticket, a stay's voucher). */
export interface DocumentWords {
  view: MessageKey;
  download: MessageKey;
  viewTitle: MessageKey;
  fileName(orderId: string): string;
}

/**
 * One item's document. `document`: the item's product's words (its page must carry that product's
 * catalogue); the file is named as the api names it, numbered after the order's first item.
 */
export function TicketActions({ orderId, itemNo = 1, ticket, document }: { orderId: string; itemNo?: number; ticket: TicketLinks; document: DocumentWords }) {
  const t = useT();
  const labels = document;
  const fileName = itemDocumentFileName(document.fileName(orderId), itemNo);
  const [view, setView] = useState<ViewState>({ kind: 'closed' });
  const [downloading, setDownloading] = useState(false);
  const [alert, setAlert] = useState('');

  async function openTicket() {
    setView({ kind: 'loading' });
    try {
      const response = await fetch(ticket.viewUrl, { headers: { accept: 'text/plain' } });
      if (!response.ok) throw new Error(String(response.status));
      setView({ kind: 'shown', text: await response.text() });
    } catch {
      setView({ kind: 'failed' });
    }
  }

  async function download() {
    setAlert('');
    setDownloading(true);
    try {
      if (!(await downloadTicketPdf(ticket.downloadUrl, fileName))) setAlert(t('ticket.notPdf'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <a
          href={ticket.viewUrl}
          className="button-secondary"
          onClick={(event) => {
            event.preventDefault();
            void openTicket();
          }}
        >
          {t(labels.view)}
        </a>
        <a
          href={ticket.downloadUrl}
          download={fileName}
          className="button-primary"
          aria-disabled={downloading || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (!downloading) void download();
          }}
        >
          {downloading ? t('ticket.downloading') : t(labels.download)}
        </a>
      </div>
      <div role="alert" className={alert ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-800' : 'sr-only'}>
        {alert}
      </div>
      <TicketDialog open={view.kind !== 'closed'} onClose={() => setView({ kind: 'closed' })} title={t(labels.viewTitle)} closeLabel={t('ticket.close')}>
        {view.kind === 'loading' ? <p role="status">{t('loading.message')}</p> : null}
        {view.kind === 'failed' ? <p role="alert">{t('ticket.viewFailed')}</p> : null}
        {view.kind === 'shown' ? (
          <pre className="whitespace-pre-wrap break-words font-mono text-sm leading-relaxed" tabIndex={0}>
            {view.text}
          </pre>
        ) : null}
      </TicketDialog>
    </div>
  );
}
