/** The first bytes of every PDF file ("%PDF-1.7 ..."). */
export const PDF_MAGIC = '%PDF';

/**
 * Spec §5: "the fetched file must be a PDF, otherwise the alert 'Not a valid PDF file.' appears".
 * A PDF here is an answer that succeeded, says it is `application/pdf`, and really starts with `%PDF`
 * (an error page served with the wrong type, or a PDF type over an HTML body, both fail).
 */
export async function readPdf(response: Response): Promise<Blob | null> {
  if (!response.ok) return null;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/pdf') return null;
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!startsWithPdfMagic(bytes)) return null;
  return new Blob([bytes], { type: 'application/pdf' });
}

export function startsWithPdfMagic(bytes: Uint8Array): boolean {
  if (bytes.length < PDF_MAGIC.length) return false;
  for (let index = 0; index < PDF_MAGIC.length; index += 1) {
    if (bytes[index] !== PDF_MAGIC.charCodeAt(index)) return false;
  }
  return true;
}

/** A flight's e-ticket or a hotel stay's voucher. */
export type DocumentKind = 'ticket' | 'voucher';

/**
 * The file name of a downloaded document, as the api's download and the e-mail's attachment name it
 * (order-document.ts documentFileName): an E-ticket is the order id (spec §2), "TW2611220001.pdf"; a
 * hotel voucher says it is one, "TW2611220002-voucher.pdf".
 */
export function ticketFileName(orderId: string, kind: DocumentKind = 'ticket'): string {
  return kind === 'voucher' ? `${orderId}-voucher.pdf` : `${orderId}.pdf`;
}

/**
 * Fetches the E-ticket (or voucher) at `url` and saves it under its file name (ticketFileName). False
 * when the answer is not a PDF (or cannot be fetched): the caller shows 'Not a valid PDF file.'.
 */
export async function downloadTicketPdf(url: string, orderId: string, kind: DocumentKind = 'ticket'): Promise<boolean> {
  const pdf = await readPdf(await fetch(url, { headers: { accept: 'application/pdf' } })).catch(() => null);
  if (!pdf) return false;
  const href = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = href;
  link.download = ticketFileName(orderId, kind);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return true;
}
