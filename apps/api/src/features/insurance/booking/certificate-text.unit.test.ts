import { describe, expect, it } from 'vitest';
import { TRAVEL_COVERAGE } from '@thwa/domain/insurance/travel-cover';
import { certificateText } from './certificate-text.ts';
import { policyOf, samplePolicyOrder } from './sample-policy.ts';

const support = { phone: '+95 9 444 555 666', email: 'care@thwa-test.example', brand: 'Thwa' };
const MYANMAR = /[\u1000-\u109f]/;

function textOf(order = samplePolicyOrder(), language: 'en' | 'mm' = 'en'): string {
  return certificateText(order, policyOf(order), language, support);
}

describe('certificateText in English', () => {
  const text = textOf();
  const lines = text.split('\n');

  it('starts with the brand and the title, then the booking, the policy number and the status', () => {
    expect(lines.slice(0, 2)).toEqual(['Thwa', 'Travel insurance certificate']);
    expect(text).toMatch(/^Booking ID +TW2611220003$/m);
    expect(text).toMatch(/^Policy number +MIP-4821730056$/m);
    expect(text).toMatch(/^Status +Completed$/m);
    expect(text).toMatch(/^Booked on +Fri 20 Nov 2026, 09:45\n +\(Yangon time\)$/m);
  });

  it('names the insurer, the policy holder, the cover period, its days and area', () => {
    expect(text).toMatch(/^Insurer +Thwa Partner Insurance$/m);
    expect(text).toMatch(/^Policy holder +Aung Ko Ko$/m);
    expect(text).toMatch(/^First day +Sun 20 Dec 2026$/m);
    expect(text).toMatch(/^Last day +Tue 29 Dec 2026$/m);
    expect(text).toMatch(/^Days +10 days$/m);
    expect(text).toMatch(/^Area +Abroad \(international\)$/m);
  });

  it('states what an international policy pays: hospital 100 million, death 10 million, liability 100 million', () => {
    expect(TRAVEL_COVERAGE.hospital.international).toBe(100_000_000);
    expect(text).toMatch(/^Hospital expenses +Up to MMK 100,000,000$/m);
    expect(text).toMatch(/^Death benefit +Up to MMK 10,000,000$/m);
    expect(text).toMatch(/^Third-party liability +Up to MMK 100,000,000$/m);
  });

  it('pays a domestic policy 10 million for hospital, the rest as abroad', () => {
    const domestic = textOf(samplePolicyOrder({}, { area: 'domestic' }));
    expect(domestic).toMatch(/^Area +In Myanmar \(domestic\)$/m);
    expect(domestic).toMatch(/^Hospital expenses +Up to MMK 10,000,000$/m);
    expect(domestic).toMatch(/^Death benefit +Up to MMK 10,000,000$/m);
    expect(domestic).toMatch(/^Third-party liability +Up to MMK 100,000,000$/m);
  });

  it('lists every insured person as written, with age, guardian, premium and certificate number', () => {
    expect(text).toContain(
      'Person 1: Aung Ko Ko\n   Age                    42\n   Guardian               Yes\n   Premium                MMK 32,000\n   Certificate number     MIP-4821730056-01',
    );
    expect(text).toContain('Person 2: ခင် သန္တာကြည်\n   Age                    38\n   Guardian               Yes');
    expect(text).toContain('Person 3: Kyaw Zin Htet\n   Age                    9\n   Guardian               No');
    expect(text).toContain('Person 4: မေ သဉ္ဇာ\n   Age                    4\n   Guardian               No');
    expect(text).toMatch(/^ {3}Certificate number +MIP-4821730056-04$/m);
    expect(text).toMatch(/^Total premium +MMK 94,000$/m);
    expect(text).toContain('A guardian is an insured person aged 18 or older');
  });

  it('ends with who booked, the claims note, the terms and the support line', () => {
    expect(text).toMatch(/^Email +aung\.koko@example\.com$/m);
    expect(text).toMatch(/^Phone +\+95 9 123 456 789$/m);
    expect(text).toContain('Keep this certificate with you while you travel');
    expect(text).toContain('Need help? Call +95 9 444 555 666 or email\ncare@thwa-test.example.');
    expect(text).toContain('This certificate was issued by Thwa.');
  });

  it('keeps every line within 48 columns and values in one column', () => {
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(48);
    const valueColumns = new Set(lines.filter((line) => /^ *[A-Z][A-Za-z -]+ {2,}\S/.test(line)).map((line) => /^(.*?\S) {2,}/.exec(line)?.[0].length));
    expect([...valueColumns]).toEqual([26]);
  });

  it('wraps a value too long for its column under its label, still within 48 columns', () => {
    const long = samplePolicyOrder({ contact: { name: 'Aung Ko Ko', email: 'aung.koko.and.family.travels@example-mail.com.mm', phone: '+95 9 123 456 789' } });
    const wrapped = textOf(long).split('\n');
    for (const line of wrapped) expect(line.length, line).toBeLessThanOrEqual(48);
    expect(wrapped).toContain('   aung.koko.and.family.travels@example-mail.com');
  });

  it('says "Pending" for a policy or certificate number not issued yet', () => {
    const pending = textOf(
      samplePolicyOrder(
        { status: 'processing' },
        {
          policyNumber: null,
          beneficiaries: [
            { firstName: 'Aung Ko', lastName: 'Ko', age: 42, guardian: true, premium: 32_000, certificateNumber: null },
            { firstName: 'Kyaw Zin', lastName: 'Htet', age: 9, guardian: false, premium: 19_000, certificateNumber: null },
          ],
        },
      ),
    );
    expect(pending).toMatch(/^Policy number +Pending$/m);
    expect(pending).toMatch(/^Status +Processing$/m);
    expect(pending.match(/^ {3}Certificate number +Pending$/gm)).toHaveLength(2);
    expect(pending).toMatch(/^Total premium +MMK 51,000$/m);
  });

  it('speaks of the policy, not of flights or hotels', () => {
    for (const word of ['e-ticket', 'PNR', 'voucher', 'room', 'seat', 'airline', 'hotel']) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
  });
});

describe('certificateText in Myanmar', () => {
  const text = textOf(samplePolicyOrder(), 'mm');

  it('uses Myanmar labels, digits, dates and money, keeping names and numbers as written', () => {
    expect(text.split('\n').slice(0, 2)).toEqual(['Thwa', 'ခရီးသွား အာမခံ သက်သေခံလက်မှတ်']);
    expect(text).toContain('ဘိုကင်နံပါတ်: TW2611220003');
    expect(text).toContain('အာမခံပေါ်လစီ နံပါတ်: MIP-4821730056');
    expect(text).toContain('အခြေအနေ: ပြီးစီးပါပြီ');
    expect(text).toContain('စတင်သည့်နေ့: ၂၀၂၆ ဒီဇင်ဘာ ၂၀ (တနင်္ဂနွေ)');
    expect(text).toContain('ကုန်ဆုံးသည့်နေ့: ၂၀၂၆ ဒီဇင်ဘာ ၂၉ (အင်္ဂါ)');
    expect(text).toContain('ရက်အရေအတွက်: ၁၀ ရက်');
    expect(text).toContain('အကာအကွယ်ပေးသည့် နယ်မြေ: နိုင်ငံရပ်ခြား (နိုင်ငံတကာ)');
    expect(text).toContain('ဆေးရုံကုသမှု စရိတ်: ၁၀၀,၀၀၀,၀၀၀ ကျပ် အထိ');
    expect(text).toContain('သေဆုံးမှုအတွက် လျော်ကြေး: ၁၀,၀၀၀,၀၀၀ ကျပ် အထိ');
    expect(text).toContain('တတိယပုဂ္ဂိုလ်အပေါ် တာဝန်ရှိမှု: ၁၀၀,၀၀၀,၀၀၀ ကျပ် အထိ');
    expect(text).toContain('ပုဂ္ဂိုလ် ၁: Aung Ko Ko\n   အသက်: ၄၂ နှစ်\n   အုပ်ထိန်းသူ: ဟုတ်ပါသည်');
    expect(text).toContain('ပုဂ္ဂိုလ် ၄: မေ သဉ္ဇာ\n   အသက်: ၄ နှစ်\n   အုပ်ထိန်းသူ: မဟုတ်ပါ');
    expect(text).toContain('   သက်သေခံလက်မှတ် နံပါတ်: MIP-4821730056-02');
    expect(text).toContain('အာမခံကြေး စုစုပေါင်း: ၉၄,၀၀၀ ကျပ်');
    expect(text).toContain('+95 9 444 555 666');
  });

  it('pays a domestic policy 10 million for hospital and says a missing number is pending', () => {
    const domestic = textOf(samplePolicyOrder({}, { area: 'domestic', policyNumber: null }), 'mm');
    expect(domestic).toContain('ဆေးရုံကုသမှု စရိတ်: ၁၀,၀၀၀,၀၀၀ ကျပ် အထိ');
    expect(domestic).toContain('အာမခံပေါ်လစီ နံပါတ်: စောင့်ဆိုင်းဆဲ');
  });

  it('has no English label left', () => {
    for (const word of ['Booking ID', 'Policy number', 'Insurer', 'Guardian', 'Premium', 'Certificate number', 'Pending', 'Need help', 'Up to', 'days']) {
      expect(text).not.toContain(word);
    }
    expect(text).toMatch(MYANMAR);
  });
});
