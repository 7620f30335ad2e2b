import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sampleOrder } from './sample-order.ts';
import { escapeHtml, ticketHtml } from './ticket-html.ts';
import { CHROMIUM_FLAGS } from './ticket-pdf.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };

describe('ticketHtml', () => {
  it('is a complete document in the language of the ticket', () => {
    const en = ticketHtml(sampleOrder(), 'en', support);
    const mm = ticketHtml(sampleOrder(), 'mm', support);
    expect(en).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mm).toMatch(/^<!doctype html>\n<html lang="my">/);
    expect(mm).toContain('အီး-လက်မှတ်');
    expect(en).toContain('TW2611220001');
    expect(en).toContain('1 hr 5 mins');
    expect(en).toContain('MMK 445,000');
    // Myanmar names inside the English ticket get the Myanmar font and line height.
    expect(en).toContain('<span lang="my">Ms ခင် သန္တာကြည်</span>');
  });

  it('embeds the Myanmar font and asks for nothing from outside', () => {
    const html = ticketHtml(sampleOrder(), 'mm', support);
    expect(html).toMatch(/@font-face\{font-family:'Noto Sans Myanmar';[^}]*src:url\(data:font\/woff2;base64,/);
    expect(html).not.toMatch(/(?:src|href)\s*=|url\((?!data:)|@import|https?:\/\//i);
  });

  it('escapes every value', () => {
    const order = sampleOrder({
      pnr: '<b>X</b>',
      contact: { name: '<script>alert(1)</script>', email: '"a"@x.test', phone: "1'2" },
      travellers: [{ type: 'adult', title: 'Mr', firstName: '<img src=x onerror=alert(1)>', lastName: '&amp;', ticketNumber: '<i>' }],
    });
    const html = ticketHtml(order, 'en', { ...support, brand: '<Thwa>' });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>X');
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;IMG SRC=X ONERROR=ALERT(1)&gt; &amp;AMP;');
    expect(html).toContain('&lt;Thwa&gt;');
  });

  it('escapes the five HTML metacharacters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('the PDF renderer', () => {
  it('runs Chromium with the flags of scripts/chromium.mjs', async () => {
    const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../scripts/chromium.mjs');
    // A computed specifier: the api's type check does not read JavaScript sources.
    const scripts = (await import(script)) as { CHROMIUM_FLAGS: string[] };
    expect([...CHROMIUM_FLAGS]).toEqual(scripts.CHROMIUM_FLAGS);
  });
});
