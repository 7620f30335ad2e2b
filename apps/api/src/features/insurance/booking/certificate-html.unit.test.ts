import { describe, expect, it } from 'vitest';
import { certificateHtml } from './certificate-html.ts';
import { policyOf, samplePolicyOrder } from './sample-policy.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };

function htmlOf(order = samplePolicyOrder(), language: 'en' | 'mm' = 'en', brand = support.brand): string {
  return certificateHtml(order, policyOf(order), language, { ...support, brand });
}

/** The page's body: the embedded font's base64 in the head may spell anything. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

describe('certificateHtml', () => {
  it('is a complete A4 document in the language of the certificate', () => {
    const en = htmlOf();
    const mm = htmlOf(samplePolicyOrder(), 'mm');
    expect(en).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mm).toMatch(/^<!doctype html>\n<html lang="my">/);
    expect(en).toContain('@page { size: A4;');
    expect(en).toContain('<title>Thwa Travel insurance certificate TW2611220003</title>');
    expect(en).toContain('<div class="doc-title">Travel insurance certificate</div>');
    expect(mm).toContain('<div class="doc-title">ခရီးသွား အာမခံ သက်သေခံလက်မှတ်</div>');
  });

  it('shows the booking, the policy number, the status, the insurer, the policy holder and the cover period', () => {
    const en = htmlOf();
    expect(en).toContain('<span class="k">Booking ID</span><strong>TW2611220003</strong>');
    expect(en).toContain('<span class="k">Policy number</span><strong>MIP-4821730056</strong>');
    expect(en).toContain('<span class="k">Status</span><strong>Completed</strong>');
    expect(en).toContain('Fri 20 Nov 2026, 09:45 (Yangon time)');
    expect(en).toContain('<dt>Insurer</dt><dd>Thwa Partner Insurance</dd>');
    expect(en).toContain('<dt>Policy holder</dt><dd>Aung Ko Ko</dd>');
    expect(en).toContain('<dt>Area</dt><dd>Abroad (international)</dd>');
    expect(en).toMatch(/<span class="k">First day<\/span>\s*<div class="day">Sun 20 Dec 2026<\/div>/);
    expect(en).toMatch(/<span class="k">Last day<\/span>\s*<div class="day">Tue 29 Dec 2026<\/div>/);
    expect(en).toContain('<div class="days">10 days</div>');
  });

  it('states what the policy pays for its area: hospital 100 million abroad, 10 million at home', () => {
    const abroad = htmlOf();
    expect(abroad).toContain('<tr><td>Hospital expenses</td><td class="amount">Up to MMK 100,000,000</td></tr>');
    expect(abroad).toContain('<tr><td>Death benefit</td><td class="amount">Up to MMK 10,000,000</td></tr>');
    expect(abroad).toContain('<tr><td>Third-party liability</td><td class="amount">Up to MMK 100,000,000</td></tr>');
    const domestic = htmlOf(samplePolicyOrder({}, { area: 'domestic' }));
    expect(domestic).toContain('<tr><td>Hospital expenses</td><td class="amount">Up to MMK 10,000,000</td></tr>');
    expect(domestic).toContain('<tr><td>Third-party liability</td><td class="amount">Up to MMK 100,000,000</td></tr>');
    expect(domestic).toContain('<dt>Area</dt><dd>In Myanmar (domestic)</dd>');
  });

  it('lists every insured person with age, guardian, premium and certificate number, and the total premium', () => {
    const en = htmlOf();
    expect(en).toMatch(
      /<td>1<\/td>\s*<td>Aung Ko Ko<\/td>\s*<td>42<\/td>\s*<td>Yes<\/td>\s*<td class="amount">MMK 32,000<\/td>\s*<td><span class="cert-no">MIP-4821730056-01<\/span><\/td>/,
    );
    expect(en).toMatch(/<td>2<\/td>\s*<td><span lang="my">ခင် သန္တာကြည်<\/span><\/td>\s*<td>38<\/td>\s*<td>Yes<\/td>/);
    expect(en).toMatch(/<td>3<\/td>\s*<td>Kyaw Zin Htet<\/td>\s*<td>9<\/td>\s*<td>No<\/td>/);
    expect(en).toMatch(/<td>4<\/td>\s*<td><span lang="my">မေ သဉ္ဇာ<\/span><\/td>\s*<td>4<\/td>\s*<td>No<\/td>/);
    expect(en).toContain('<span class="cert-no">MIP-4821730056-04</span>');
    expect(en).toContain('<td colspan="4">Total premium</td><td class="amount">MMK 94,000</td>');
  });

  it('ends with who booked, the claims note and the support line', () => {
    const en = htmlOf();
    expect(en).toContain('<dt>Email</dt><dd>aung.koko@example.com</dd>');
    expect(en).toContain('Keep this certificate with you while you travel');
    expect(en).toContain('Need help? Call <span class="support">+95 9 444 555 666</span> or email <span class="support">care@thwa-test.example</span>.');
    expect(en).toContain('This certificate was issued by Thwa.');
  });

  it('is written in Myanmar, with Myanmar digits, dates and money, for a Myanmar traveller', () => {
    const mm = htmlOf(samplePolicyOrder(), 'mm');
    expect(mm).toContain('<span class="k">အာမခံပေါ်လစီ နံပါတ်</span><strong>MIP-4821730056</strong>');
    expect(mm).toContain('၂၀၂၆ ဒီဇင်ဘာ ၂၀ (တနင်္ဂနွေ)');
    expect(mm).toContain('<div class="days">၁၀ ရက်</div>');
    expect(mm).toContain('<tr><td>ဆေးရုံကုသမှု စရိတ်</td><td class="amount">၁၀၀,၀၀၀,၀၀၀ ကျပ် အထိ</td></tr>');
    expect(mm).toContain('<tr><td>သေဆုံးမှုအတွက် လျော်ကြေး</td><td class="amount">၁၀,၀၀၀,၀၀၀ ကျပ် အထိ</td></tr>');
    expect(mm).toMatch(/<td>၁<\/td>\s*<td>Aung Ko Ko<\/td>\s*<td>၄၂ နှစ်<\/td>\s*<td>ဟုတ်ပါသည်<\/td>\s*<td class="amount">၃၂,၀၀၀ ကျပ်<\/td>/);
    expect(mm).toContain('<td colspan="4">အာမခံကြေး စုစုပေါင်း</td><td class="amount">၉၄,၀၀၀ ကျပ်</td>');
    expect(bodyOf(mm)).not.toMatch(/Policy number|Insurer|Guardian|Premium|Pending/);
  });

  it('says "Pending" for a policy or certificate number not issued yet', () => {
    const order = samplePolicyOrder(
      {},
      {
        policyNumber: null,
        beneficiaries: [
          { firstName: 'Aung Ko', lastName: 'Ko', age: 42, guardian: true, premium: 32_000, certificateNumber: null },
          { firstName: 'Kyaw Zin', lastName: 'Htet', age: 9, guardian: false, premium: 19_000, certificateNumber: 'MIP-1-02' },
        ],
      },
    );
    const en = htmlOf(order);
    expect(en).toContain('<span class="k">Policy number</span><strong>Pending</strong>');
    expect(en).toMatch(/<td>Aung Ko Ko<\/td>[\s\S]*?<td><span class="muted">Pending<\/span><\/td>/);
    expect(en).toContain('<span class="cert-no">MIP-1-02</span>');
    expect(htmlOf(order, 'mm')).toContain('<strong>စောင့်ဆိုင်းဆဲ</strong>');
  });

  it('embeds the Myanmar font and asks for nothing from outside', () => {
    const html = htmlOf(samplePolicyOrder(), 'mm');
    expect(html).toMatch(/@font-face\{font-family:'Noto Sans Myanmar';[^}]*src:/);
    expect(html).not.toMatch(/(?:src|href)\s*=|url\((?!data:)|@import|https?:\/\//i);
  });

  it('escapes every value', () => {
    const order = samplePolicyOrder(
      { orderId: 'TW2611220003', contact: { name: '<script>alert(1)</script>', email: '"a"@x.test', phone: "1'2" } },
      {
        insurerName: '<img src=x onerror=alert(1)>',
        policyNumber: '<i>P</i>',
        policyHolder: { firstName: '<b>Aung</b>', lastName: 'Ko' },
        beneficiaries: [{ firstName: '<b>Aung</b>', lastName: '&amp;', age: 42, guardian: true, premium: 32_000, certificateNumber: '<s>' }],
      },
    );
    const html = htmlOf(order, 'en', '<Thwa>');
    for (const raw of ['<script>', '<img', '<b>Aung', '<i>P', '<s>']) expect(html).not.toContain(raw);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<td>&lt;b&gt;Aung&lt;/b&gt; &amp;amp;</td>');
    expect(html).toContain('<dt>Policy holder</dt><dd>&lt;b&gt;Aung&lt;/b&gt; Ko</dd>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;a&quot;@x.test');
    expect(html).toContain('&lt;Thwa&gt;');
  });

  it('speaks of the policy, not of flights or hotels', () => {
    const body = bodyOf(htmlOf()).toLowerCase();
    for (const word of ['e-ticket', 'pnr', 'voucher', 'room', 'seat', 'airline', 'hotel', 'airport']) expect(body).not.toContain(word);
  });
});
