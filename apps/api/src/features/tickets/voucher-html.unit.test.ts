import { describe, expect, it } from 'vitest';
import { sampleHotelOrder } from './sample-order.ts';
import { voucherHtml } from './voucher-html.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };

describe('voucherHtml', () => {
  it('is a complete A4 document in the language of the voucher', () => {
    const en = voucherHtml(sampleHotelOrder(), 'en', support);
    const mm = voucherHtml(sampleHotelOrder(), 'mm', support);
    expect(en).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mm).toMatch(/^<!doctype html>\n<html lang="my">/);
    expect(en).toContain('@page { size: A4;');
    expect(en).toContain('<title>Thwa Hotel voucher TW2611220002</title>');
    expect(mm).toContain('ဟိုတယ် ဘောက်ချာ');
  });

  it('shows the stay, each room with its guest and voucher number, the policy and the amount paid', () => {
    const en = voucherHtml(sampleHotelOrder(), 'en', support);
    expect(en).toContain('HC40217788');
    expect(en).toContain('Golden Lotus Inle Resort');
    expect(en).toContain('4-star');
    expect(en).toContain('No. 18, Yone Gyi Road, Nyaungshwe');
    expect(en).toContain('Thu 24 Dec 2026');
    expect(en).toContain('from 14:00');
    expect(en).toContain('Sun 27 Dec 2026');
    expect(en).toContain('by 12:00');
    expect(en).toContain('3 nights');
    expect(en).toContain('Deluxe Lake View Double × 2');
    expect(en).toContain('16:00–18:00');
    expect(en).toMatch(/<td>Room 1<\/td>\s*<td>Aung Ko Ko<\/td>\s*<td><span class="voucher-no">TW2611220002-1<\/span><\/td>/);
    expect(en).toMatch(/<td>Room 2<\/td>\s*<td><span lang="my">ခင် သန္တာကြည်<\/span><\/td>\s*<td><span class="voucher-no">TW2611220002-2<\/span><\/td>/);
    expect(en).toContain('<p class="request">A quiet room away from the lift, please.</p>');
    expect(en).toContain('Hotel phone:</span> <span class="phone">+95 81 209 1234</span>');
    expect(en).toContain('3 adults, 1 child (age 7)');
    expect(voucherHtml(sampleHotelOrder(), 'mm', support)).toContain('လူကြီး ၃ ဦး၊ ကလေး ၁ ဦး (အသက် ၇ နှစ်)');
    // No phone on record: no phone line at all.
    expect(voucherHtml(sampleHotelOrder({}, { phone: null }), 'en', support)).not.toContain('Hotel phone');
    expect(en).toContain('Free cancellation until Mon 21 Dec 2026.');
    expect(en).toMatch(/<tr class="strong"><td>Amount paid<\/td><td class="amount">MMK 918,000<\/td><\/tr>/);
    expect(en).toContain('Show this voucher at the front desk');
    // The body only: the embedded font's base64 may spell anything.
    expect(en.slice(en.indexOf('<body>'))).not.toMatch(/E-ticket|PNR|airport/i);
  });

  it('is written in Myanmar for a Myanmar guest', () => {
    const mm = voucherHtml(sampleHotelOrder(), 'mm', support);
    expect(mm).toContain('၂၀၂၆ ဒီဇင်ဘာ ၂၄ (ကြာသပတေး)');
    expect(mm).toContain('၁၄:၀၀ မှစ၍');
    expect(mm).toContain('ကြယ် ၄ ပွင့်');
    expect(mm).toContain('<td>အခန်း ၁</td>');
    expect(mm).toContain('၉၁၈,၀၀၀ ကျပ်');
    expect(mm).toContain('ပယ်ဖျက်ခြင်း မူဝါဒ');
  });

  it('embeds the Myanmar font and asks for nothing from outside', () => {
    const html = voucherHtml(sampleHotelOrder(), 'mm', support);
    expect(html).toMatch(/@font-face\{font-family:'Noto Sans Myanmar';[^}]*src:url\(data:font\/woff2;base64,/);
    expect(html).not.toMatch(/(?:src|href)\s*=|url\((?!data:)|@import|https?:\/\//i);
  });

  it('escapes every value', () => {
    const order = sampleHotelOrder(
      { pnr: '<b>X</b>', contact: { name: '<script>alert(1)</script>', email: '"a"@x.test', phone: "1'2" } },
      {
        hotelName: '<img src=x onerror=alert(1)>',
        address: '<i>addr</i>',
        specialRequest: '</p><script>x</script>',
        guests: [{ firstName: '<u>', lastName: '&amp;' }],
        voucherNumbers: ['<s>'],
      },
    );
    const html = voucherHtml(order, 'en', { ...support, brand: '<Thwa>' });
    for (const raw of ['<script>', '<img', '<b>X', '<i>addr', '<u>', '<s>']) expect(html).not.toContain(raw);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;/p&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('&lt;u&gt; &amp;amp;');
    expect(html).toContain('&lt;Thwa&gt;');
  });

  it('marks rooms whose voucher is not issued yet, and leaves out an empty special request', () => {
    const html = voucherHtml(sampleHotelOrder({}, { voucherNumbers: [], specialRequest: null }), 'en', support);
    expect(html).toContain('<span class="muted">Not issued yet</span>');
    expect(html).not.toContain('Special request');
  });
});
