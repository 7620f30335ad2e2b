import { describe, expect, it } from 'vitest';
import { documentFileName, documentKindOf, documentOf } from './order-document.ts';
import { sampleHotelOrder, sampleOrder } from './sample-order.ts';
import { ticketHtml } from './ticket-html.ts';
import { ticketText } from './ticket-text.ts';
import { voucherHtml } from './voucher-html.ts';
import { voucherText } from './voucher-text.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };

describe('documentOf', () => {
  it.each(['en', 'mm'] as const)('gives a flight order exactly its e-ticket (%s)', (language) => {
    const document = documentOf(sampleOrder(), language, support);
    expect(document).toEqual({ kind: 'ticket', text: ticketText(sampleOrder(), language, support), html: ticketHtml(sampleOrder(), language, support) });
  });

  it.each(['en', 'mm'] as const)('gives a hotel order its voucher (%s)', (language) => {
    const document = documentOf(sampleHotelOrder(), language, support);
    expect(document).toEqual({
      kind: 'voucher',
      text: voucherText(sampleHotelOrder(), language, support),
      html: voucherHtml(sampleHotelOrder(), language, support),
    });
  });

  it('the e-ticket of a flight order is the e-ticket it always was, not a voucher', () => {
    const { text } = documentOf(sampleOrder(), 'en', support);
    expect(text.split('\n').slice(0, 2)).toEqual(['Thwa', 'E-ticket']);
    expect(text).toMatch(/^Flight +UB 101 · Myanmar National Airlines$/m);
    expect(text).not.toContain('voucher');
  });

  it('names the PDF from the order id, a voucher as one', () => {
    expect(documentKindOf('flight')).toBe('ticket');
    expect(documentKindOf('hotel')).toBe('voucher');
    expect(documentFileName('TW2611220001', 'ticket')).toBe('TW2611220001.pdf');
    expect(documentFileName('TW2611220002', 'voucher')).toBe('TW2611220002-voucher.pdf');
  });
});
