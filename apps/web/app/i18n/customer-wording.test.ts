import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { my } from './my.ts';

/** Words for developers, not customers (the demo pages of the payment partners say "sandbox" themselves). */
const DEVELOPER_WORDING = /sandbox|-style|\bKBZPay\b|\bstub\b|\bmock\b|\bfake\b|lorem|TODO|\bS[123]\b|consolidator|aggregator|userId/i;
/** The one string about the demo, shown only on a demo site inside its labelled notice. */
const DEMO_NOTICE = 'demo.notice';

describe('the interface speaks to customers', () => {
  it('has no developer wording in either language', () => {
    for (const catalogue of [en, my] as Array<Record<string, string>>) {
      const developerWords = Object.entries(catalogue).filter(([key, text]) => key !== DEMO_NOTICE && DEVELOPER_WORDING.test(text));
      expect(developerWords).toEqual([]);
    }
  });
});
