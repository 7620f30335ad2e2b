import { describe, expect, it } from 'vitest';
import { isZawgyi } from '@thwa/myanmar-text/zawgyi';
import { statusLabel } from '../../tickets/ticket-labels.ts';
import { areaText, certificateLabels, coverageLines, daysText, personDetails } from './certificate-labels.ts';

const MYANMAR = /[\u1000-\u109f]/;

describe('certificate words', () => {
  it('has every word in both languages, the Myanmar ones in Myanmar Unicode script', () => {
    const en = certificateLabels('en');
    const mm = certificateLabels('mm');
    expect(Object.keys(mm).sort()).toEqual(Object.keys(en).sort());
    for (const [key, word] of Object.entries(mm)) {
      expect(word, key).toMatch(MYANMAR);
      expect(word, key).not.toBe(en[key as keyof typeof en]);
    }
    // Read as one text: a word of a few syllables is spelt alike in both encodings, so alone it proves nothing.
    expect(isZawgyi(Object.values(mm).join('\n'))).toBe(false);
  });

  it('counts days and names the area in each language', () => {
    expect(daysText(1, 'en')).toBe('1 day');
    expect(daysText(10, 'en')).toBe('10 days');
    expect(daysText(30, 'mm')).toBe('၃၀ ရက်');
    expect(areaText('domestic', 'en')).toBe('In Myanmar (domestic)');
    expect(areaText('international', 'mm')).toBe('နိုင်ငံရပ်ခြား (နိုင်ငံတကာ)');
  });

  it('states each limit of the cover as an upper bound in MMK', () => {
    const coverage = { hospital: 10_000_000, death: 10_000_000, liability: 100_000_000 };
    expect(coverageLines(coverage, 'en').map((line) => `${line.label}=${line.amount}`)).toEqual([
      'Hospital expenses=Up to MMK 10,000,000',
      'Death benefit=Up to MMK 10,000,000',
      'Third-party liability=Up to MMK 100,000,000',
    ]);
    expect(coverageLines(coverage, 'mm')[2]?.amount).toBe('၁၀၀,၀၀၀,၀၀၀ ကျပ် အထိ');
  });

  it('describes a person by age, and as a guardian when they are one', () => {
    expect(personDetails({ age: 42, guardian: true }, 'en')).toBe('age 42, guardian');
    expect(personDetails({ age: 4, guardian: false }, 'en')).toBe('age 4');
    expect(personDetails({ age: 38, guardian: true }, 'mm')).toBe('အသက် ၃၈ နှစ်၊ အုပ်ထိန်းသူ');
  });

  it('says a held policy awaits payment, in the words every document uses, not its seats', () => {
    expect(statusLabel('held', 'mm')).toBe('ငွေပေးချေရန် စောင့်နေသည်');
    expect(statusLabel('held', 'en')).toBe('Awaiting payment');
    expect(statusLabel('completed', 'mm')).toBe('ပြီးစီးပါပြီ');
  });
});
