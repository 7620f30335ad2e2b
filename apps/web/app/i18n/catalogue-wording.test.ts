import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { my } from './my.ts';
import { translate } from './translate.ts';

/**
 * One Myanmar word for each concept (issue 11: 'Economy' had two). Two checks: every English string
 * that names a concept has the same Myanmar string wherever it appears, and no Myanmar string uses a
 * known second spelling of a concept.
 */
const CONCEPTS: ReadonlyArray<{ concept: string; english: readonly string[]; otherSpellings: RegExp }> = [
  { concept: 'Economy', english: ['Economy'], otherSpellings: /စီးပွားရေးအဆင့်|သာမန်အတန်း|ရိုးရိုးတန်း|\bEconomy\b/i },
  { concept: 'Business', english: ['Business'], otherSpellings: /လုပ်ငန်းသုံးအဆင့်|စီးပွားရေးလုပ်ငန်းသုံး|\bBusiness\b/i },
  { concept: 'traveller', english: ['Traveller', 'Travellers'], otherSpellings: /ခရီးသွားသူ|လေယာဉ်စီးသူ|\btravell?ers?\b|\bpassengers?\b/i },
  { concept: 'booking number', english: ['Booking ID'], otherSpellings: /ဘိုကင် ?ID|ဘိုကင်အိုင်ဒီ|ဘိုကင်ကုဒ်|မှာယူမှုနံပါတ်|အော်ဒါနံပါတ်|ကြိုတင်စာရင်းနံပါတ်|\bbooking (id|number)\b/i },
];

const english = en as Record<string, string>;
const myanmar = my as Record<string, string>;

describe('the Myanmar catalogues use one word for each concept', () => {
  for (const { concept, english: terms, otherSpellings } of CONCEPTS) {
    it(`writes "${concept}" one way`, () => {
      for (const term of terms) {
        const keys = Object.keys(english).filter((key) => english[key] === term);
        const spellings = new Set(keys.map((key) => myanmar[key]));
        expect({ term, spellings: [...spellings] }).toEqual({ term, spellings: [...spellings].slice(0, 1) });
      }
      // Placeholders such as {travellers} are names for the code, not words on the page.
      const others = Object.entries(myanmar).filter(([, text]) => otherSpellings.test(text.replace(/\{\w+\}/g, '')));
      expect(others).toEqual([]);
    });
  }

  it('finds the concepts it checks (a renamed key would otherwise pass silently)', () => {
    for (const { english: terms } of CONCEPTS) {
      expect(Object.values(english).filter((text) => terms.includes(text)).length).toBeGreaterThan(0);
    }
  });
});

describe('numbers filled into messages', () => {
  it('are Myanmar digits in a Myanmar message and Latin in an English one', () => {
    expect(translate(my, 'trips.travellers', { count: 12 })).toBe('ခရီးသည် ၁၂ ဦး');
    expect(translate(en, 'trips.travellers', { count: 12 })).toBe('12 traveller(s)');
    // Strings are filled as given: a booking id keeps its Latin digits.
    expect(translate(my, 'trips.bookingId', { id: 'TW2611220001' })).toBe('ဘိုကင်နံပါတ် TW2611220001');
  });
});
