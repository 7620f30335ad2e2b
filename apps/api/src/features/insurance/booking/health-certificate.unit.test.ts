import { describe, expect, it } from 'vitest';
import { HEALTH_COVER, HEALTH_EXCLUSIONS } from '@thwa/domain/insurance/health-plans';
import { isZawgyi } from '@thwa/myanmar-text/zawgyi';
import { documentFileName } from '../../tickets/order-document.ts';
import { sampleHotelOrder, sampleOrder } from '../../tickets/sample-order.ts';
import { healthCertificate } from './health-certificate.ts';
import { healthCertificateHtml } from './health-certificate-html.ts';
import { birthDateText, healthLabels, planNameText } from './health-certificate-labels.ts';
import { healthCertificateText } from './health-certificate-text.ts';
import { NOT_ISSUED, healthOf, sampleHealthOrder } from './health-sample.ts';
import { policyOf, samplePolicyOrder } from './sample-policy.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const MYANMAR = /[\u1000-\u109f]/;

function textOf(order = sampleHealthOrder(), language: 'en' | 'mm' = 'en'): string {
  return healthCertificateText(order, healthOf(order), language, support);
}

function htmlOf(order = sampleHealthOrder(), language: 'en' | 'mm' = 'en', brand = support.brand): string {
  return healthCertificateHtml(order, healthOf(order), language, { ...support, brand });
}

/** The page's body: the embedded font's base64 in the head may spell anything. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body>'));

/** A plan ordered by a hostile customer: every value they typed tries to become markup. */
const hostile = () =>
  sampleHealthOrder(
    'en',
    { contact: { name: '<script>alert(1)</script>', email: '"a"@x.test', phone: "1'2" } },
    {
      insurerName: '<img src=x onerror=alert(1)>',
      policyNumber: '<i>P</i>',
      certificateNumber: '<s>',
      insured: { firstName: '<script>alert(1)</script>', lastName: '&amp;', dateOfBirth: '1984-03-14', gender: 'male', age: 42 },
      beneficiary: { firstName: '<b>Khin</b>', lastName: "O'Kyi", relationship: 'spouse' },
    },
  );

describe('healthCertificate', () => {
  it('names its PDF from the order id as a health insurance document, numbered after the first item', () => {
    expect(healthCertificate.fileName('TW2611220004')).toBe('TW2611220004-health-insurance.pdf');
    expect(documentFileName(healthCertificate, 'TW2611220001', 2)).toBe('TW2611220001-health-insurance-2.pdf');
  });

  it('renders the certificate of the item it is given, as text and as HTML, in both languages', () => {
    for (const language of ['en', 'mm'] as const) {
      const order = sampleHealthOrder(language);
      const plan = healthOf(order);
      const document = healthCertificate.render(order, plan, language, support);
      expect(document.text).toBe(healthCertificateText(order, plan, language, support));
      expect(document.html).toBe(healthCertificateHtml(order, plan, language, support));
    }
  });

  it("renders a plan that is the order's second item", () => {
    const flight = sampleOrder();
    const plan = { ...healthOf(sampleHealthOrder()), itemNo: 2 };
    const { text } = healthCertificate.render({ ...flight, items: [...flight.items, plan] }, plan, 'en', support);
    expect(text).toMatch(/^Booking ID +TW2611220001$/m);
    expect(text).toMatch(/^Policy number +MIP-HL-7730419285$/m);
  });

  it('refuses an item that is not a health plan', () => {
    const flight = sampleOrder();
    expect(() => healthCertificate.render(flight, flight.items[0]!, 'en', support)).toThrow(/item 1 of order TW2611220001 is a flight, not a health insurance plan/);
    const stay = sampleHotelOrder();
    expect(() => healthCertificate.render(stay, stay.items[0]!, 'mm', support)).toThrow(/is a hotel/);
    const travel = samplePolicyOrder();
    expect(() => healthCertificate.render(travel, policyOf(travel), 'en', support)).toThrow(/is a insurance, not a health insurance plan/);
  });
});

describe('health certificate words', () => {
  it('has every word in both languages, the Myanmar ones in Myanmar Unicode script', () => {
    const en = healthLabels('en');
    const mm = healthLabels('mm');
    expect(Object.keys(mm).sort()).toEqual(Object.keys(en).sort());
    for (const [key, word] of Object.entries(mm)) {
      expect(word, key).toMatch(MYANMAR);
      expect(word, key).not.toBe(en[key as keyof typeof en]);
    }
    expect(isZawgyi(Object.values(mm).join('\n'))).toBe(false);
  });

  it('names the plan by its age band, with Myanmar digits in Myanmar', () => {
    const plan = healthOf(sampleHealthOrder());
    expect(planNameText(plan, 'en')).toBe('Health plan, ages 41–50');
    expect(planNameText(plan, 'mm')).toBe('ကျန်းမာရေး အာမခံ (အသက် ၄၁–၅၀)');
  });

  it('writes a date of birth without its weekday', () => {
    expect(birthDateText('1984-03-14', 'en')).toBe('14 Mar 1984');
    expect(birthDateText('1988-07-02', 'mm')).toBe('၁၉၈၈ ဇူလိုင် ၂');
  });
});

describe('healthCertificateText in English', () => {
  const text = textOf();
  const lines = text.split('\n');
  /** Its sentences as one line each, however they were wrapped. */
  const flat = text.replace(/\n/g, ' ');

  it('starts with the brand and the title, then the booking, the policy number and the status', () => {
    expect(lines.slice(0, 2)).toEqual(['Thwa', 'Health insurance certificate']);
    expect(text).toMatch(/^Booking ID +TW2611220004$/m);
    expect(text).toMatch(/^Policy number +MIP-HL-7730419285$/m);
    expect(text).toMatch(/^Status +Completed$/m);
    expect(text).toMatch(/^Booked on +Fri 20 Nov 2026, 09:45\n +\(Yangon time\)$/m);
  });

  it('names the insurer, the plan, its premium for the year and its cover year', () => {
    expect(text).toMatch(/^Insurer +Thwa Partner Insurance$/m);
    expect(text).toMatch(/^Plan +Health plan, ages\n +41–50$/m);
    expect(text).toMatch(/^Premium for the year +MMK 16,700$/m);
    expect(text).toMatch(/^First day +Fri 20 Nov 2026$/m);
    expect(text).toMatch(/^Last day +Fri 19 Nov 2027$/m);
    expect(text).toMatch(/^Cover period +1 year$/m);
  });

  it('names the insured person with the certificate number, and the beneficiary with the relationship', () => {
    expect(text).toContain(
      'INSURED PERSON\n------------------------------------------------\nName                      Aung Ko Ko\nDate of birth             14 Mar 1984\nGender                    Male\nAge                       42\nCertificate number        MIP-HL-7730419285-01',
    );
    expect(text).toContain('BENEFICIARY OF THE DEATH BENEFIT\n------------------------------------------------\nName                      Khin Thandar Kyi\nRelationship              Spouse');
  });

  it('states what the plan pays: 1,000,000 at death, 10,000 a day in hospital from 3 days for an illness, 1 for an accident', () => {
    expect(HEALTH_COVER).toMatchObject({ deathBenefit: 1_000_000, perHospitalDay: 10_000, minimumDays: { illness: 3, accident: 1 } });
    expect(text).toMatch(/^Death benefit +MMK 1,000,000$/m);
    expect(text).toMatch(/^Each day in hospital +MMK 10,000$/m);
    expect(text).toMatch(/^Illness: minimum stay +3 days$/m);
    expect(text).toMatch(/^Accident: minimum stay +1 day$/m);
    expect(flat).toContain('The allowance is paid for each day of a stay in hospital of at least 3 days for an illness, or 1 day after an accident.');
  });

  it('gives the 15-day right to cancel and its last day', () => {
    expect(flat).toContain('You may cancel this plan once, within 15 days of its issuance, and get its premium back in full.');
    expect(text).toMatch(/^Last day to cancel +Sat 5 Dec 2026$/m);
  });

  it('lists all 16 exclusions, numbered', () => {
    expect(HEALTH_EXCLUSIONS).toHaveLength(16);
    const exclusions = text.slice(text.indexOf('WHAT THE PLAN DOES NOT COVER'), text.lastIndexOf('===='));
    const numbered = exclusions.split('\n').filter((line) => /^[ \d]\d\. /.test(line));
    expect(numbered.map((line) => line.slice(0, 4))).toEqual(Array.from({ length: 16 }, (_, index) => `${String(index + 1).padStart(2)}. `));
    const unwrapped = exclusions.replace(/\n {4}/g, ' ');
    for (const exclusion of HEALTH_EXCLUSIONS) expect(unwrapped).toContain(exclusion.en);
    expect(text).toContain(' 1. Illnesses and conditions that existed before\n    the policy began');
    expect(text).toContain('16. Congenital conditions and birth defects');
  });

  it('ends with the claims note, the terms and the support line', () => {
    expect(flat).toContain('Keep this certificate. To make a claim, call us with the policy and certificate numbers');
    expect(flat).toContain('The death benefit is claimed by the beneficiary named here.');
    expect(text).toContain('Need help? Call +95 9 444 555 666 or email\ncare@thwa-test.example.');
    expect(text).toContain('This certificate was issued by Thwa.');
  });

  it('keeps every line within 48 columns and values in one column', () => {
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(48);
    const valueColumns = new Set(lines.filter((line) => /^[A-Z][A-Za-z :-]+ {2,}\S/.test(line)).map((line) => /^(.*?\S) {2,}/.exec(line)?.[0].length));
    expect([...valueColumns]).toEqual([26]);
  });

  it('says "To be issued" for the numbers and the dates before the insurer issued the plan', () => {
    const pending = textOf(sampleHealthOrder('en', { status: 'processing' }, NOT_ISSUED));
    expect(pending).toMatch(/^Policy number +To be issued$/m);
    expect(pending).toMatch(/^Certificate number +To be issued$/m);
    expect(pending).toMatch(/^Status +Processing$/m);
    expect(pending).toMatch(/^Cover period +1 year from the day\n +the insurer issues the\n +plan$/m);
    expect(pending).toMatch(/^Last day to cancel +15 days after the plan\n +is issued$/m);
    expect(pending).not.toMatch(/First day|Last day +[A-Z][a-z]{2} \d/);
  });

  it('speaks of the plan, not of flights or hotels', () => {
    for (const word of ['e-ticket', 'pnr', 'voucher', 'room', 'seat', 'airline', 'hotel', 'airport', 'guardian']) expect(text.toLowerCase()).not.toContain(word);
  });
});

describe('healthCertificateText in Myanmar', () => {
  const text = textOf(sampleHealthOrder('mm'), 'mm');

  it('is written in Myanmar, with Myanmar digits, dates and money', () => {
    expect(text.split('\n').slice(0, 2)).toEqual(['Thwa', 'ကျန်းမာရေး အာမခံ သက်သေခံလက်မှတ်']);
    expect(text).toContain('ဘိုကင်နံပါတ်: TW2611220004');
    expect(text).toContain('အာမခံပေါ်လစီ နံပါတ်: MIP-HL-7730419285');
    expect(text).toContain('အခြေအနေ: ပြီးစီးပါပြီ');
    expect(text).toContain('အစီအစဉ်: ကျန်းမာရေး အာမခံ (အသက် ၃၁–၄၀)');
    expect(text).toContain('တစ်နှစ်စာ အာမခံကြေး: ၁၃,၆၀၀ ကျပ်');
    expect(text).toContain('စတင်သည့်နေ့: ၂၀၂၆ နိုဝင်ဘာ ၂၀ (သောကြာ)');
    expect(text).toContain('ကုန်ဆုံးသည့်နေ့: ၂၀၂၇ နိုဝင်ဘာ ၁၉ (သောကြာ)');
    expect(text).toContain('အာမခံ ကာလ: ၁ နှစ်');
  });

  it('names the insured person and the beneficiary, with gender and relationship in Myanmar words', () => {
    expect(text).toContain('အမည်: ခင် သန္တာကြည်\nမွေးသက္ကရာဇ်: ၁၉၈၈ ဇူလိုင် ၂\nကျား/မ: အမျိုးသမီး\nအသက်: ၃၈ နှစ်\nသက်သေခံလက်မှတ် နံပါတ်: MIP-HL-7730419285-01');
    expect(text).toContain('အမည်: မေ သဉ္ဇာ\nအာမခံထားသူနှင့် တော်စပ်ပုံ: သားသမီး');
  });

  it('states the cover, the 15 days to cancel with the last day, and all 16 exclusions in Myanmar', () => {
    expect(text).toContain('သေဆုံးမှုအတွက် လျော်ကြေး: ၁,၀၀၀,၀၀၀ ကျပ်');
    expect(text).toContain('ဆေးရုံတက်သည့် တစ်ရက်လျှင်: ၁၀,၀၀၀ ကျပ်');
    expect(text).toContain('ရောဂါ - အနည်းဆုံး ဆေးရုံတက်ရက်: ၃ ရက်');
    expect(text).toContain('မတော်တဆ - အနည်းဆုံး ဆေးရုံတက်ရက်: ၁ ရက်');
    expect(text).toContain('ထုတ်ပေးပြီး ၁၅ ရက် အတွင်း တစ်ကြိမ် ပယ်ဖျက်နိုင်ပြီး');
    expect(text).toContain('ပယ်ဖျက်နိုင်သည့် နောက်ဆုံးနေ့: ၂၀၂၆ ဒီဇင်ဘာ ၅ (စနေ)');
    HEALTH_EXCLUSIONS.forEach((exclusion, index) => expect(text).toContain(`${String(index + 1).replace(/\d/g, (d) => '၀၁၂၃၄၅၆၇၈၉'[Number(d)]!).padStart(2)}. ${exclusion.mm}\n`));
  });

  it('says a missing number is still to be issued, in Myanmar', () => {
    const pending = textOf(sampleHealthOrder('mm', {}, NOT_ISSUED), 'mm');
    expect(pending).toContain('အာမခံပေါ်လစီ နံပါတ်: မထုတ်ရသေးပါ');
    expect(pending).toContain('သက်သေခံလက်မှတ် နံပါတ်: မထုတ်ရသေးပါ');
    expect(pending).toContain('အာမခံ ကာလ: အာမခံကုမ္ပဏီမှ ထုတ်ပေးသည့်နေ့မှ စ၍ ၁ နှစ်');
    expect(pending).toContain('ပယ်ဖျက်နိုင်သည့် နောက်ဆုံးနေ့: ထုတ်ပေးပြီး ၁၅ ရက် အထိ');
  });

  it('has no English label left', () => {
    for (const word of ['Booking ID', 'Policy number', 'Insurer', 'Premium', 'Certificate number', 'To be issued', 'Need help', 'days', 'Spouse', 'Female']) {
      expect(text).not.toContain(word);
    }
    for (const exclusion of HEALTH_EXCLUSIONS) expect(text).not.toContain(exclusion.en);
  });
});

describe('healthCertificateHtml', () => {
  it('is a complete A4 document in the language of the certificate', () => {
    const en = htmlOf();
    const mm = htmlOf(sampleHealthOrder('mm'), 'mm');
    expect(en).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(mm).toMatch(/^<!doctype html>\n<html lang="my">/);
    expect(en).toContain('@page { size: A4;');
    expect(en).toContain('<title>Thwa Health insurance certificate TW2611220004</title>');
    expect(en).toContain('<div class="doc-title">Health insurance certificate</div>');
    expect(mm).toContain('<div class="doc-title">ကျန်းမာရေး အာမခံ သက်သေခံလက်မှတ်</div>');
  });

  it('shows the booking, the policy number, the status, the plan with its premium, the insurer and the cover year', () => {
    const en = htmlOf();
    expect(en).toContain('<span class="k">Booking ID</span><strong>TW2611220004</strong>');
    expect(en).toContain('<span class="k">Policy number</span><strong>MIP-HL-7730419285</strong>');
    expect(en).toContain('<span class="k">Status</span><strong>Completed</strong>');
    expect(en).toContain('Fri 20 Nov 2026, 09:45 (Yangon time)');
    expect(en).toContain('<span class="policy-title">Health plan, ages 41–50</span><span class="premium">Premium for the year: <strong>MMK 16,700</strong></span>');
    expect(en).toContain('<dt>Insurer</dt><dd>Thwa Partner Insurance</dd>');
    expect(en).toMatch(/<span class="k">First day<\/span>\s*<div class="day">Fri 20 Nov 2026<\/div>/);
    expect(en).toMatch(/<span class="k">Last day<\/span>\s*<div class="day">Fri 19 Nov 2027<\/div>/);
    expect(en).toContain('<div class="days">1 year</div>');
  });

  it('names the insured person with the certificate number, and the beneficiary with the relationship', () => {
    const en = htmlOf();
    expect(en).toContain('<h2>Insured person</h2>');
    expect(en).toContain('<dt>Name</dt><dd>Aung Ko Ko</dd>');
    expect(en).toContain('<dt>Date of birth</dt><dd>14 Mar 1984</dd>');
    expect(en).toContain('<dt>Gender</dt><dd>Male</dd>');
    expect(en).toContain('<dt>Age</dt><dd>42</dd>');
    expect(en).toContain('<dt>Certificate number</dt><dd><span class="cert-no">MIP-HL-7730419285-01</span></dd>');
    expect(en).toContain('<h2>Beneficiary of the death benefit</h2>');
    expect(en).toContain('<dt>Name</dt><dd>Khin Thandar Kyi</dd>');
    expect(en).toContain('<dt>Relationship</dt><dd>Spouse</dd>');
  });

  it('states what the plan pays and the right to cancel with its last day', () => {
    const en = htmlOf();
    expect(en).toContain('<tr><td>Death benefit</td><td class="amount">MMK 1,000,000</td></tr>');
    expect(en).toContain('<tr><td>Each day in hospital</td><td class="amount">MMK 10,000</td></tr>');
    expect(en).toContain('<tr><td>Illness: minimum stay</td><td class="amount">3 days</td></tr>');
    expect(en).toContain('<tr><td>Accident: minimum stay</td><td class="amount">1 day</td></tr>');
    expect(en).toContain('You may cancel this plan once, within 15 days of its issuance, and get its premium back in full.');
    expect(en).toContain('<dl class="last-day"><dt>Last day to cancel</dt><dd>Sat 5 Dec 2026</dd></dl>');
  });

  it('lists all 16 exclusions in the language asked', () => {
    for (const language of ['en', 'mm'] as const) {
      const html = htmlOf(sampleHealthOrder(language), language);
      const list = html.slice(html.indexOf('<ol class="exclusions">'), html.indexOf('</ol>'));
      expect(list.match(/<li>/g)).toHaveLength(16);
      for (const exclusion of HEALTH_EXCLUSIONS) expect(list).toContain(`<span>${exclusion[language]}</span>`);
    }
    const mm = htmlOf(sampleHealthOrder('mm'), 'mm');
    expect(mm).toContain('<li><span class="n">၁၆.</span>');
    expect(bodyOf(mm)).not.toContain(HEALTH_EXCLUSIONS[0]!.en);
  });

  it('ends with the claims note and the support line', () => {
    const en = htmlOf();
    expect(en).toContain('<p><strong>Keep this certificate. To make a claim, call us');
    expect(en).toContain('Need help? Call <span class="support">+95 9 444 555 666</span> or email <span class="support">care@thwa-test.example</span>.');
    expect(en).toContain('This certificate was issued by Thwa.');
  });

  it('is written in Myanmar, with Myanmar digits, dates and money, for a Myanmar customer', () => {
    const mm = htmlOf(sampleHealthOrder('mm'), 'mm');
    expect(mm).toContain('<span class="k">အာမခံပေါ်လစီ နံပါတ်</span><strong>MIP-HL-7730419285</strong>');
    expect(mm).toContain('<span class="policy-title">ကျန်းမာရေး အာမခံ (အသက် ၃၁–၄၀)</span><span class="premium">တစ်နှစ်စာ အာမခံကြေး: <strong>၁၃,၆၀၀ ကျပ်</strong></span>');
    expect(mm).toContain('<div class="day">၂၀၂၆ နိုဝင်ဘာ ၂၀ (သောကြာ)</div>');
    expect(mm).toContain('<div class="days">၁ နှစ်</div>');
    expect(mm).toContain('<dt>ကျား/မ</dt><dd>အမျိုးသမီး</dd>');
    expect(mm).toContain('<dt>အသက်</dt><dd>၃၈ နှစ်</dd>');
    expect(mm).toContain('<dt>အာမခံထားသူနှင့် တော်စပ်ပုံ</dt><dd>သားသမီး</dd>');
    expect(mm).toContain('<tr><td>သေဆုံးမှုအတွက် လျော်ကြေး</td><td class="amount">၁,၀၀၀,၀၀၀ ကျပ်</td></tr>');
    expect(mm).toContain('<tr><td>ဆေးရုံတက်သည့် တစ်ရက်လျှင်</td><td class="amount">၁၀,၀၀၀ ကျပ်</td></tr>');
    expect(mm).toContain('<dd>၂၀၂၆ ဒီဇင်ဘာ ၅ (စနေ)</dd>');
    expect(bodyOf(mm)).not.toMatch(/Policy number|Insurer|Premium|To be issued|Female|Daughter|Child|Spouse/);
  });

  it('marks a Myanmar name in an English certificate as Myanmar', () => {
    const order = sampleHealthOrder('en', {}, { beneficiary: { firstName: 'မေ', lastName: 'သဉ္ဇာ', relationship: 'child' } });
    expect(htmlOf(order)).toContain('<dt>Name</dt><dd><span lang="my">မေ သဉ္ဇာ</span></dd>');
  });

  it('says "To be issued" before the insurer issued the plan, and when its year and last day to cancel will be', () => {
    const en = htmlOf(sampleHealthOrder('en', { status: 'processing' }, NOT_ISSUED));
    expect(en).toContain('<span class="k">Policy number</span><strong>To be issued</strong>');
    expect(en).toContain('<dt>Certificate number</dt><dd><span class="muted">To be issued</span></dd>');
    expect(en).toContain('<div class="period pending"><span class="k">Cover period</span>1 year from the day the insurer issues the plan</div>');
    expect(en).toContain('<dt>Last day to cancel</dt><dd>15 days after the plan is issued</dd>');
    expect(en).not.toContain('<div class="day">');
    const mm = htmlOf(sampleHealthOrder('mm', {}, NOT_ISSUED), 'mm');
    expect(mm).toContain('<strong>မထုတ်ရသေးပါ</strong>');
  });

  it('embeds the Myanmar font and asks for nothing from outside', () => {
    const html = htmlOf(sampleHealthOrder('mm'), 'mm');
    expect(html).toMatch(/@font-face\{font-family:'Noto Sans Myanmar';[^}]*src:/);
    expect(html).not.toMatch(/(?:src|href)\s*=|url\((?!data:)|@import|https?:\/\//i);
  });

  it('escapes every value', () => {
    const html = htmlOf(hostile(), 'en', '<Thwa>');
    for (const raw of ['<script>', '<img', '<b>Khin', '<i>P', '<s>', "O'Kyi"]) expect(html).not.toContain(raw);
    expect(html).toContain('<dt>Name</dt><dd>&lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;</dd>');
    expect(html).toContain('<dt>Name</dt><dd>&lt;b&gt;Khin&lt;/b&gt; O&#39;Kyi</dd>');
    expect(html).toContain('<dt>Insurer</dt><dd>&lt;img src=x onerror=alert(1)&gt;</dd>');
    expect(html).toContain('<strong>&lt;i&gt;P&lt;/i&gt;</strong>');
    expect(html).toContain('<span class="cert-no">&lt;s&gt;</span>');
    expect(html).toContain('&lt;Thwa&gt;');
    // The text is not markup: it carries the names as typed.
    expect(textOf(hostile())).toContain('<script>alert(1)</script> &amp;');
  });

  it('speaks of the plan, not of flights or hotels', () => {
    const body = bodyOf(htmlOf()).toLowerCase();
    for (const word of ['e-ticket', 'pnr', 'voucher', 'room', 'seat', 'airline', 'hotel', 'airport', 'guardian']) expect(body).not.toContain(word);
  });
});
