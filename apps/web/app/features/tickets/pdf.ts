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

/**
 * Fetches the document at `url` and saves it as `fileName`, the name its product gives it, the one the
 * api's download and the e-mail's attachment use ("TW2611220001.pdf" for an e-ticket, spec §2). False
 * when the answer is not a PDF (or cannot be fetched): the caller shows 'Not a valid PDF file.'.
 */
export async function downloadTicketPdf(url: string, fileName: string): Promise<boolean> {
  const pdf = await readPdf(await fetch(url, { headers: { accept: 'application/pdf' } })).catch(() => null);
  if (!pdf) return false;
  const href = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return true;
}
