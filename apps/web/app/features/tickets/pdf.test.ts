import { describe, expect, it } from 'vitest';
import { readPdf, startsWithPdfMagic } from './pdf.ts';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');

function answer(body: BodyInit, type: string, status = 200) {
  return new Response(body, { status, headers: { 'content-type': type } });
}

describe('readPdf (spec §5: the fetched file must be a PDF)', () => {
  it('accepts application/pdf that starts with %PDF', async () => {
    const blob = await readPdf(answer(PDF_BYTES, 'application/pdf'));
    expect(blob?.type).toBe('application/pdf');
    expect(blob?.size).toBe(PDF_BYTES.length);
  });

  it('accepts a content type with parameters, in any case', async () => {
    expect(await readPdf(answer(PDF_BYTES, 'Application/PDF; charset=binary'))).not.toBeNull();
  });

  it('refuses an HTML error page, even one sent as application/pdf', async () => {
    expect(await readPdf(answer('<!doctype html><p>Oops</p>', 'text/html'))).toBeNull();
    expect(await readPdf(answer('<!doctype html><p>Oops</p>', 'application/pdf'))).toBeNull();
  });

  it('refuses PDF bytes sent with another content type', async () => {
    expect(await readPdf(answer(PDF_BYTES, 'application/octet-stream'))).toBeNull();
  });

  it('refuses a failed answer and an empty body', async () => {
    expect(await readPdf(answer(PDF_BYTES, 'application/pdf', 404))).toBeNull();
    expect(await readPdf(answer(new Uint8Array(), 'application/pdf'))).toBeNull();
  });
});

describe('startsWithPdfMagic', () => {
  it('checks the first four bytes only', () => {
    expect(startsWithPdfMagic(new TextEncoder().encode('%PDF'))).toBe(true);
    expect(startsWithPdfMagic(new TextEncoder().encode('%PD'))).toBe(false);
    expect(startsWithPdfMagic(new TextEncoder().encode(' %PDF'))).toBe(false);
  });
});
