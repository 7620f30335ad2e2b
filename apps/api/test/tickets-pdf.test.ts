import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleHotelOrder, sampleOrder } from '../src/features/tickets/sample-order.ts';
import { ticketHtml } from '../src/features/tickets/ticket-html.ts';
import { ChromiumMissingError, createPdfRenderer, DEFAULT_CHROMIUM_PATH } from '../src/features/tickets/ticket-pdf.ts';
import { voucherHtml } from '../src/features/tickets/voucher-html.ts';

// CI installs Debian's chromium and poppler-utils (scripts/ensure-system-packages.sh); a machine
// without Chromium skips the rendering tests instead of failing on a missing program.
const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? DEFAULT_CHROMIUM_PATH;
const hasChromium = existsSync(chromiumPath);

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const quiet = { info: () => {}, warn: () => {} };

/** A Myanmar-language order for Myanmar travellers. */
const order = sampleOrder({
  orderId: 'TW2611229999',
  travellers: [
    { type: 'adult', title: 'ဦး', firstName: 'အောင်', lastName: 'ကိုကို', ticketNumber: '2321234567890' },
    { type: 'adult', title: 'ဒေါ်', firstName: 'ခင်', lastName: 'သန္တာကြည်', ticketNumber: '2321234567891' },
  ],
  contact: { name: 'ဦးအောင်ကိုကို', email: 'aung.koko@example.com', phone: '+95 9 123 456 789' },
});

const workDir = mkdtempSync(path.join(tmpdir(), 'thwa-ticket-test-'));
const renderer = createPdfRenderer({ executablePath: chromiumPath, log: quiet });
afterAll(async () => {
  await renderer.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Reads a binary PGM (P5) as written by pdftoppm -gray: the header, then one byte per pixel. */
function readPgm(file: string): { width: number; height: number; pixels: Buffer } {
  const data = readFileSync(file);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(data.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error(`${file} is not a binary PGM`);
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), pixels: data.subarray(whole.length) };
}

describe('the e-ticket PDF', () => {
  it.skipIf(!hasChromium)(
    'prints a Myanmar ticket that reads back as Myanmar text and renders to a non-blank page',
    async () => {
      const pdf = await renderer.render(ticketHtml(order, 'mm', support));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const pdfFile = path.join(workDir, 'ticket.pdf');
      writeFileSync(pdfFile, pdf);

      // Chromium writes the logical text beside the shaped glyphs, so pdftotext gives it back.
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' });
      expect(text).toContain('TW2611229999');
      expect(text).toContain('အီး-လက်မှတ်');
      expect(text).toContain('ခရီးသည်များ');
      expect(text).toContain('ထွက်ခွာချိန်');
      expect(text).toContain('သန္တာကြည်');

      // The PDF embeds the Myanmar font (a missing font would fall back to boxes).
      const fonts = execFileSync('pdffonts', [pdfFile], { encoding: 'utf8' });
      expect(fonts).toMatch(/NotoSansMyanmar/);

      const pngPrefix = path.join(workDir, 'page');
      execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', pdfFile, pngPrefix]);
      const png = `${pngPrefix}-1.png`;
      expect(existsSync(png)).toBe(true);
      expect(readFileSync(png).subarray(1, 4).toString('latin1')).toBe('PNG');
      // A blank page compresses to almost nothing; a printed ticket is tens of kB.
      expect(statSync(png).size).toBeGreaterThan(15_000);

      // Count ink: the teal header and the text cover a good share of the page.
      execFileSync('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', pdfFile, pngPrefix]);
      const { width, height, pixels } = readPgm(`${pngPrefix}-1.pgm`);
      expect(pixels.length).toBe(width * height);
      const dark = pixels.reduce((count, value) => count + (value < 160 ? 1 : 0), 0);
      expect(dark / pixels.length).toBeGreaterThan(0.03);
    },
    60_000,
  );

  it.skipIf(!hasChromium)(
    'renders several tickets at once on one browser, and never reaches the network',
    async () => {
      const withRemote = ticketHtml(order, 'en', support).replace(
        '</body>',
        '<img src="http://198.51.100.1/pixel.png" alt=""><link rel="stylesheet" href="https://198.51.100.1/x.css"></body>',
      );
      const started = Date.now();
      const pdfs = await Promise.all([
        renderer.render(withRemote),
        renderer.render(ticketHtml(order, 'en', support)),
        renderer.render(ticketHtml(order, 'mm', support)),
      ]);
      for (const pdf of pdfs) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // Blocked requests fail at once; a real attempt at an unreachable address would hang for the timeout.
      expect(Date.now() - started).toBeLessThan(20_000);
    },
    60_000,
  );
});

/** A Myanmar guest's stay: two rooms, a Myanmar lead guest in each. */
const stay = sampleHotelOrder(
  { orderId: 'TW2611229998', contact: { name: 'ဦးအောင်ကိုကို', email: 'aung.koko@example.com', phone: '+95 9 123 456 789' } },
  {
    guests: [
      { firstName: 'အောင်', lastName: 'ကိုကို' },
      { firstName: 'ခင်', lastName: 'သန္တာကြည်' },
    ],
    voucherNumbers: ['TW2611229998-1', 'TW2611229998-2'],
  },
);

describe('the hotel voucher PDF', () => {
  it.skipIf(!hasChromium)(
    'prints a Myanmar voucher on one A4 page that reads back as Myanmar text, with each room and its voucher number',
    async () => {
      const pdf = await renderer.render(voucherHtml(stay, 'mm', support));
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdfFile = path.join(workDir, 'voucher-mm.pdf');
      writeFileSync(pdfFile, pdf);

      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' });
      expect(text).toContain('TW2611229998');
      expect(text).toContain('HC40217788');
      expect(text).toContain('ဟိုတယ် ဘောက်ချာ');
      expect(text).toContain('ဝင်ရောက်မည့်ရက်');
      expect(text).toContain('သန္တာကြည်');
      expect(text).toContain('TW2611229998-1');
      expect(text).toContain('TW2611229998-2');
      expect(text).toContain('ပယ်ဖျက်ခြင်း မူဝါဒ');
      expect(execFileSync('pdffonts', [pdfFile], { encoding: 'utf8' })).toMatch(/NotoSansMyanmar/);

      // One A4 page: the guest shows a single sheet at the front desk.
      const info = execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' });
      expect(info).toMatch(/^Pages:\s+1$/m);
      expect(info).toMatch(/^Page size:.*\(A4\)$/m);

      const pngPrefix = path.join(workDir, 'voucher');
      execFileSync('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', pdfFile, pngPrefix]);
      const { width, height, pixels } = readPgm(`${pngPrefix}-1.pgm`);
      expect(pixels.length).toBe(width * height);
      const dark = pixels.reduce((count, value) => count + (value < 160 ? 1 : 0), 0);
      expect(dark / pixels.length).toBeGreaterThan(0.03);
    },
    60_000,
  );

  it.skipIf(!hasChromium)(
    'prints the English voucher on one page too',
    async () => {
      const pdfFile = path.join(workDir, 'voucher-en.pdf');
      writeFileSync(pdfFile, await renderer.render(voucherHtml(stay, 'en', support)));
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' });
      expect(text).toContain('HOTEL VOUCHER');
      expect(text).toContain('Golden Lotus Inle Resort');
      expect(text).toContain('Free cancellation until Mon 21 Dec 2026.');
      expect(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' })).toMatch(/^Pages:\s+1$/m);
    },
    60_000,
  );
});

describe('without Chromium', () => {
  it('says clearly what is missing', async () => {
    const missing = createPdfRenderer({ executablePath: '/nonexistent/chromium', log: quiet });
    await expect(missing.render('<p>x</p>')).rejects.toThrow(ChromiumMissingError);
    await expect(missing.render('<p>x</p>')).rejects.toThrow(/Chromium was not found at \/nonexistent\/chromium/);
    await missing.close();
  });
});
