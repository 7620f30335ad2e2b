import { describe, expect, it } from 'vitest';
import { documentFileName } from '../../tickets/order-document.ts';
import { sampleHotelOrder, sampleOrder } from '../../tickets/sample-order.ts';
import { busTicket } from './bus-ticket.ts';
import { busTicketHtml } from './bus-ticket-html.ts';
import { busTicketText } from './bus-ticket-text.ts';
import { busTicketOf, sampleBusOrder } from './sample-bus-order.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const MYANMAR = /[\u1000-\u109f]/;
/** The page's body: the embedded font's base64 in the head may spell anything. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

function render(order = sampleBusOrder(), language: 'en' | 'mm' = 'en', brand = support.brand) {
  return busTicket.render(order, busTicketOf(order), language, { ...support, brand });
}

describe('busTicket', () => {
  it('names its PDF from the order id as a bus ticket, numbered after the first item', () => {
    expect(busTicket.fileName('TW2611220004')).toBe('TW2611220004-bus-ticket.pdf');
    expect(documentFileName(busTicket, 'TW2611220001', 2)).toBe('TW2611220001-bus-ticket-2.pdf');
  });

  it('renders the ticket of the item it is given, as text and as HTML, in both languages', () => {
    const order = sampleBusOrder();
    const bus = busTicketOf(order);
    for (const language of ['en', 'mm'] as const) {
      const document = busTicket.render(order, bus, language, support);
      expect(document.text).toBe(busTicketText(order, bus, language, support));
      expect(document.html).toBe(busTicketHtml(order, bus, language, support));
    }
  });

  it('refuses an item that is not a bus ticket', () => {
    const flight = sampleOrder();
    expect(() => busTicket.render(flight, flight.items[0]!, 'en', support)).toThrow(/item 1 of order TW2611220001 is a flight, not a bus ticket/);
    const stay = sampleHotelOrder();
    expect(() => busTicket.render(stay, stay.items[0]!, 'mm', support)).toThrow(Error);
  });
});

describe('busTicketText', () => {
  const text = render().text;
  const lines = text.split('\n');

  it('leads with the booking, the operator and its phone, the coach and its times', () => {
    expect(lines.slice(0, 2)).toEqual(['Thwa', 'Bus e-ticket']);
    expect(text).toMatch(/^Booking ID +TW2611220004$/m);
    expect(text).toMatch(/^Operator reference +JJX4821-220004$/m);
    expect(text).toMatch(/^Status +Completed$/m);
    expect(text).toMatch(/^Route +Yangon → Mandalay$/m);
    expect(text).toMatch(/^Operator +JJ Express$/m);
    expect(text).toMatch(/^Operator phone +\+95 1 860 0111$/m);
    expect(text).toMatch(/^Class +VIP$/m);
    expect(text).toMatch(/^Coach +VIP 2\+1$/m);
    expect(text).toMatch(/^Departs +Sat 19 Dec 2026, 20:30$/m);
    expect(text).toMatch(/^Arrives +Sun 20 Dec 2026, 05:30$/m);
  });

  it('says where to board, its address, when the coach is there and to be there 30 minutes before', () => {
    expect(text).toContain('BOARDING POINT\n------------------------------------------------\nAung Mingalar Highway Bus Station\nAung Mingalar Road, Mingaladon Township, Yangon\n');
    expect(text).toMatch(/^Coach there +Sat 19 Dec 2026, 20:30$/m);
    expect(text).toMatch(/^Be there by +Sat 19 Dec 2026, 20:00$/m);
    expect(text).toContain('Please be at your boarding point 30 minutes\nbefore the coach is there');
    expect(text).toContain('DROPPING POINT\n------------------------------------------------\nKywe Se Kan Highway Bus Station\n');
    expect(text).toMatch(/^Coach there +Sun 20 Dec 2026, 05:30$/m);
  });

  it('lists every passenger with seat, ticket number and fare, and the total', () => {
    expect(text).toContain('Passenger 1: Aung Ko Ko\n   Seat                   3A\n   Ticket number          TW2611220004-3A\n   Fare                   MMK 42,000');
    expect(text).toContain('Passenger 2: ခင် သန္တာကြည်\n   Seat                   3B\n   Ticket number          TW2611220004-3B');
    expect(text).toMatch(/^Total fare +MMK 84,000$/m);
  });

  it('states the cancellation tiers', () => {
    expect(text).toContain('- More than 48 hours before departure: 90 % back\n- 12 to 48 hours before departure: 50 % back\n- 12 hours or less before departure: nothing\n  back');
    expect(text).toContain('Need help? Call +95 9 444 555 666 or email\ncare@thwa-test.example.');
    expect(text).toContain('This ticket was issued by Thwa.');
  });

  it('keeps every English line within 48 columns', () => {
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(48);
  });

  it('says "Pending" before the operator confirmed', () => {
    const pending = render(sampleBusOrder({ status: 'processing', pnr: null }, { reference: null, ticketNumbers: [] })).text;
    expect(pending).toMatch(/^Operator reference +Pending$/m);
    expect(pending).toMatch(/^Status +Processing$/m);
    expect(pending.match(/^ {3}Ticket number +Pending$/gm)).toHaveLength(2);
  });

  it('is written in Myanmar, with Myanmar digits, dates and money, keeping names, seats and numbers as written', () => {
    const mm = render(sampleBusOrder({}, {}, 'mm'), 'mm').text;
    expect(mm.split('\n').slice(0, 2)).toEqual(['Thwa', 'ဘတ်စ်ကား အီး-လက်မှတ်']);
    expect(mm).toContain('ဘိုကင်နံပါတ်: TW2611220004');
    expect(mm).toContain('ခရီးစဉ်: ရန်ကုန် → မန္တလေး');
    expect(mm).toContain('ကားကုမ္ပဏီ: ဂျေဂျေ အိပ်စ်ပရက်စ်');
    expect(mm).toContain('ကားကုမ္ပဏီ ဖုန်း: +95 1 860 0111');
    expect(mm).toContain('ထွက်ခွာချိန်: ၂၀၂၆ ဒီဇင်ဘာ ၁၉ (စနေ) ၂၀:၃၀');
    expect(mm).toContain('ဆိုက်ရောက်ချိန်: ၂၀၂၆ ဒီဇင်ဘာ ၂၀ (တနင်္ဂနွေ) ၀၅:၃၀');
    expect(mm).toContain('အောင်မင်္ဂလာ အဝေးပြေးကားဂိတ်\nအောင်မင်္ဂလာလမ်း၊ မင်္ဂလာဒုံမြို့နယ်၊ ရန်ကုန်');
    expect(mm).toContain('ရောက်ရှိရမည့်အချိန်: ၂၀၂၆ ဒီဇင်ဘာ ၁၉ (စနေ) ၂၀:၀၀');
    expect(mm).toContain('ကားရောက်ချိန်ထက် ၃၀ မိနစ် စော၍');
    expect(mm).toContain('ခရီးသည် ၁: Aung Ko Ko\n   ထိုင်ခုံ: 3A\n   လက်မှတ်နံပါတ်: TW2611220004-3A\n   ကားခ: ၄၂,၀၀၀ ကျပ်');
    expect(mm).toContain('ကားခ စုစုပေါင်း: ၈၄,၀၀၀ ကျပ်');
    expect(mm).toContain('- ကားမထွက်မီ ၄၈ နာရီထက် ပို၍: ၉၀ % ပြန်ရမည်');
    for (const word of ['Booking ID', 'Operator', 'Passenger', 'Seat', 'Fare', 'Pending', 'Need help', 'hours', 'Yangon']) expect(mm).not.toContain(word);
    expect(mm).toMatch(MYANMAR);
  });
});

describe('busTicketHtml', () => {
  it('is a complete A4 document in the language of the ticket', () => {
    const en = render().html;
    const mm = render(sampleBusOrder({}, {}, 'mm'), 'mm').html;
    expect(en).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mm).toMatch(/^<!doctype html>\n<html lang="my">/);
    expect(en).toContain('@page { size: A4;');
    expect(en).toContain('<title>Thwa Bus e-ticket TW2611220004</title>');
    expect(mm).toContain('<div class="doc-title">ဘတ်စ်ကား အီး-လက်မှတ်</div>');
  });

  it('shows the booking, the operator and its phone, the class, the route and the times', () => {
    const en = render().html;
    expect(en).toContain('<span class="k">Booking ID</span><strong>TW2611220004</strong>');
    expect(en).toContain('<span class="k">Operator reference</span><strong>JJX4821-220004</strong>');
    expect(en).toContain('<span class="operator">JJ Express</span><span>Yangon → Mandalay</span>');
    expect(en).toContain('<span class="operator-phone">+95 1 860 0111</span>');
    expect(en).toContain('<span class="chip">VIP</span>');
    expect(en).toMatch(/<span class="k">Departs<\/span>\s*<div class="time">20:30<\/div>\s*<div class="city">Yangon<\/div>\s*<div class="date">Sat 19 Dec 2026<\/div>/);
    expect(en).toMatch(/<span class="k">Arrives<\/span>\s*<div class="time">05:30<\/div>\s*<div class="city">Mandalay<\/div>\s*<div class="date">Sun 20 Dec 2026<\/div>/);
  });

  it('shows the boarding point with the time to be there, the dropping point, and each passenger', () => {
    const en = render().html;
    expect(en).toContain('<div class="name">Aung Mingalar Highway Bus Station</div>');
    expect(en).toContain('<div class="address">Aung Mingalar Road, Mingaladon Township, Yangon</div>');
    expect(en).toContain('<dt>Be there by</dt><dd class="report">Sat 19 Dec 2026, 20:00</dd>');
    expect(en).toContain('<div class="name">Kywe Se Kan Highway Bus Station</div>');
    expect(en).toMatch(/<td>1<\/td>\s*<td>Aung Ko Ko<\/td>\s*<td><span class="seat">3A<\/span><\/td>\s*<td><span class="ticket-no">TW2611220004-3A<\/span><\/td>\s*<td class="amount">MMK 42,000<\/td>/);
    expect(en).toMatch(/<td>2<\/td>\s*<td><span lang="my">ခင် သန္တာကြည်<\/span><\/td>\s*<td><span class="seat">3B<\/span><\/td>/);
    expect(en).toContain('<td colspan="4">Total fare</td><td class="amount">MMK 84,000</td>');
    expect(en).toContain('<li>More than 48 hours before departure: 90 % back</li>');
    expect(en).toContain('<li>12 hours or less before departure: nothing back</li>');
  });

  it('carries the QR code of the booking and its tickets as an inline SVG', () => {
    const en = render().html;
    expect(en).toMatch(/<svg class="qr" role="img" aria-label="Show this code to the driver" viewBox="0 0 \d+ \d+" width="128" height="128"/);
    expect(en).toMatch(/<path fill="#000" d="(M\d+ \d+h1v1h-1z)+"\/><\/svg>/);
    expect(render(sampleBusOrder({}, { ticketNumbers: ['A', 'B'] })).html).not.toBe(en);
  });

  it('is written in Myanmar, with Myanmar digits, dates and money', () => {
    const mm = render(sampleBusOrder({}, {}, 'mm'), 'mm').html;
    expect(mm).toContain('<span class="operator">ဂျေဂျေ အိပ်စ်ပရက်စ်</span><span>ရန်ကုန် → မန္တလေး</span>');
    expect(mm).toMatch(/<div class="time">၂၀:၃၀<\/div>/);
    expect(mm).toContain('<dt>ရောက်ရှိရမည့်အချိန်</dt><dd class="report">၂၀၂၆ ဒီဇင်ဘာ ၁၉ (စနေ) ၂၀:၀၀</dd>');
    expect(mm).toMatch(/<td>၁<\/td>\s*<td>Aung Ko Ko<\/td>\s*<td><span class="seat">3A<\/span><\/td>/);
    expect(mm).toContain('<td class="amount">၄၂,၀၀၀ ကျပ်</td>');
    expect(mm).toContain('<li>ကားမထွက်မီ ၁၂ နာရီမှ ၄၈ နာရီအတွင်း: ၅၀ % ပြန်ရမည်</li>');
    expect(bodyOf(mm)).not.toMatch(/Booking ID|Operator|Passengers|Seat|Fare|Pending|hours/);
  });

  it('embeds the Myanmar font and asks for nothing from outside', () => {
    const html = render(sampleBusOrder({}, {}, 'mm'), 'mm').html;
    expect(html).toMatch(/@font-face\{font-family:'Noto Sans Myanmar';[^}]*src:/);
    expect(html).not.toMatch(/(?:src|href)\s*=|url\((?!data:)|@import|https?:\/\//i);
  });

  it('escapes every value', () => {
    const order = sampleBusOrder(
      { contact: { name: '<script>alert(1)</script>', email: '"a"@x.test', phone: "1'2" } },
      {
        operatorName: '<img src=x onerror=alert(1)>',
        operatorPhone: '<b>1</b>',
        reference: '<i>R</i>',
        boarding: { id: 'X', name: '<u>stop</u>', address: 'A & B', at: '2026-12-19T20:30' },
        passengers: [{ firstName: '<b>Aung</b>', lastName: '&amp;', seatNo: '<s>', gender: 'male', fare: 42_000 }],
        ticketNumbers: ['<t>'],
      },
    );
    const { html, text } = render(order, 'en', '<Thwa>');
    for (const raw of ['<script>', '<img', '<b>', '<i>R', '<u>', '<s>', '<t>']) expect(html).not.toContain(raw);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<td>&lt;b&gt;Aung&lt;/b&gt; &amp;amp;</td>');
    expect(html).toContain('<span class="seat">&lt;s&gt;</span>');
    expect(html).toContain('<div class="address">A &amp; B</div>');
    expect(html).toContain('&quot;a&quot;@x.test');
    expect(html).toContain('&lt;Thwa&gt;');
    // The text version is plain: what was written, as written.
    expect(text).toContain('Passenger 1: <b>Aung</b> &amp;');
  });

  it('speaks of the coach, not of flights or hotels', () => {
    const body = bodyOf(render().html).toLowerCase();
    for (const word of ['pnr', 'voucher', 'room', 'airline', 'hotel', 'airport', 'flight']) expect(body).not.toContain(word);
  });
});
