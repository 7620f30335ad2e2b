import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { BOARDING_REPORT_MINUTES, busQrPayload, cancellationLines, reportByLocal, reportByText } from './bus-ticket-labels.ts';
import { qrSvg } from './bus-ticket-qr.ts';
import { busTicketOf, sampleBusOrder } from './sample-bus-order.ts';

describe('bus ticket labels', () => {
  it('asks passengers to be at the boarding point 30 minutes before the coach, across midnight too', () => {
    expect(BOARDING_REPORT_MINUTES).toBe(30);
    expect(reportByLocal({ at: '2026-12-19T20:30' })).toBe('2026-12-19T20:00');
    expect(reportByLocal({ at: '2026-12-20T00:15' })).toBe('2026-12-19T23:45');
    expect(reportByText({ at: '2026-12-19T20:30' }, 'en')).toBe('Sat 19 Dec 2026, 20:00');
    expect(reportByText({ at: '2026-12-19T20:30' }, 'mm')).toBe('၂၀၂၆ ဒီဇင်ဘာ ၁၉ (စနေ) ၂၀:၀၀');
  });

  it('words the tiers from the most hours, then when nothing comes back', () => {
    const tiers = [
      { moreThanHours: 12, refundPercent: 50 },
      { moreThanHours: 48, refundPercent: 90 },
    ];
    expect(cancellationLines(tiers, 'en')).toEqual([
      'More than 48 hours before departure: 90 % back',
      '12 to 48 hours before departure: 50 % back',
      '12 hours or less before departure: nothing back',
    ]);
    expect(cancellationLines(tiers, 'mm')).toEqual([
      'ကားမထွက်မီ ၄၈ နာရီထက် ပို၍: ၉၀ % ပြန်ရမည်',
      'ကားမထွက်မီ ၁၂ နာရီမှ ၄၈ နာရီအတွင်း: ၅၀ % ပြန်ရမည်',
      'ကားမထွက်မီ ၁၂ နာရီ သို့မဟုတ် ယင်းထက်နည်း: ပြန်မရပါ',
    ]);
    expect(cancellationLines([{ moreThanHours: 48, refundPercent: 50 }], 'en')).toEqual([
      'More than 48 hours before departure: 50 % back',
      '48 hours or less before departure: nothing back',
    ]);
    expect(cancellationLines([], 'en')).toEqual(['Not refundable once paid.']);
  });

  it('puts the booking id and every ticket number in the QR code, the seats before tickets are issued', () => {
    const bus = busTicketOf(sampleBusOrder());
    expect(busQrPayload('TW2611220004', bus)).toBe('THWA-BUS:TW2611220004:TW2611220004-3A,TW2611220004-3B');
    expect(busQrPayload('TW2611220004', { ...bus, ticketNumbers: [] })).toBe('THWA-BUS:TW2611220004:3A,3B');
  });

  it('draws the QR code as an inline SVG of its modules with a quiet zone, escaping its label', () => {
    const text = 'THWA-BUS:TW2611220004:TW2611220004-3A';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const svg = qrSvg(text, 128, '<Scan> "me"');
    const side = modules.size + 8;
    expect(svg).toMatch(/^<svg class="qr" role="img"/);
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}" width="128" height="128"`);
    expect(svg).toContain('aria-label="&lt;Scan&gt; &quot;me&quot;"');
    const dark = modules.data.reduce((count, module) => count + (module ? 1 : 0), 0);
    expect(svg.match(/M\d+ \d+h1v1h-1z/g)).toHaveLength(dark);
    // The finder pattern's corner, top left, inside the quiet zone.
    expect(svg).toContain('M4 4h1v1h-1z');
    expect(svg).not.toMatch(/https?:\/\/|href|src=/);
  });
});
