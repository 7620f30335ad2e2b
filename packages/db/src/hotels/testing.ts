/**
 * Myanmar-text checks shared by the hotel tests.
 *
 * Google's Zawgyi detector (packages/myanmar-text) judges a sentence well but misreads some short
 * names that are valid Unicode (ဘားအံ, ရွာမ, ဥတ္တရသီရိ all score above its threshold). So a short name
 * is checked against the order Unicode requires, which Zawgyi breaks: Zawgyi types the vowel ေ and the
 * medial ြ before their consonant, writes the killer as U+1039 at the end of a syllable, and draws
 * stacked letters with code points U+1060-U+109F that Burmese in Unicode never uses. Long texts also go
 * through the detector.
 */

/** Myanmar letters, digits and punctuation (U+1000-U+109F), spaces, and the hyphen of a road name. */
export const MYANMAR_TEXT = /^[\u1000-\u109f\s-]+$/;

// Consonants are U+1000-U+1021, medials U+103B-U+103E (listed first in a class: a medial right after
// a consonant would read as one combined character).
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\u1060-\u109f]/, 'a code point Burmese does not use in Unicode (a Zawgyi stacked form)'],
  [/(^|[^\u103b-\u103e\u1000-\u1021])\u1031/, 'the vowel ေ before its consonant'],
  [/(^|[^\u103b-\u103d\u1000-\u1021])[\u103b-\u103e]/, 'a medial before its consonant'],
  [/\u1039($|[^\u1000-\u1021])/, 'U+1039 not followed by the consonant it stacks'],
];

/** Why the text cannot be Unicode Burmese, or null when it follows Unicode's order. */
export function unicodeOrderProblem(text: string): string | null {
  for (const [rule, problem] of RULES) if (rule.test(text)) return problem;
  return null;
}
