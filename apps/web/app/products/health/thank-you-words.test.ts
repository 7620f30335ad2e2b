import { describe, expect, it } from 'vitest';
import { THANK_YOU_OUTCOMES, thankYouText } from '@thwa/domain/booking/thank-you-outcome';
import { HEALTH_THANK_YOU_WORDS } from './thank-you-words.ts';

describe("a health plan's thank-you words", () => {
  it('speaks of the plan and its certificate, never of seats, rooms or tickets, and words the guest\'s own cancellation', () => {
    for (const lang of ['en', 'mm'] as const) {
      const words = HEALTH_THANK_YOU_WORDS[lang];
      const texts = [...Object.values(words.outcomes), ...Object.values(words.pending), words.retry, words.guestCancelled!];
      for (const o of THANK_YOU_OUTCOMES) expect(words.outcomes[o].title).toBeTruthy();
      for (const text of texts) expect(`${text.title} ${text.body}`).not.toMatch(lang === 'en' ? /seat|room|e-ticket|airline/i : /ထိုင်ခုံ|အခန်း|အီးလက်မှတ်|လေကြောင်း/);
      if (lang === 'mm') for (const text of texts) expect(text.title).toMatch(/[\u1000-\u109f]/);
    }
    expect(thankYouText('completed', 'en', null, false, HEALTH_THANK_YOU_WORDS).title).toBe('Your health insurance is issued');
    expect(thankYouText('paid_cancelled', 'en', null, false, HEALTH_THANK_YOU_WORDS, true).title).toBe('You cancelled this health plan');
  });
});
