// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { PayLabel } from './payment-page.tsx';

afterEach(cleanup);

describe('the pay button', () => {
  it.each([
    ['en', 'Pay MMK 120,000'],
    ['mm', 'ငွေပေးချေရန် ၁၂၀,၀၀၀ ကျပ်'],
  ] as const)('keeps "Pay" and the amount two words in %s: one flex item, the space inside it', async (lang, label) => {
    renderInRoot(
      <button type="submit" className="button-primary">
        <PayLabel amount={120_000} />
      </button>,
      { lang },
    );
    const button = await screen.findByRole('button');
    // A flex container drops a space that stands between two of its items, so there must be one item.
    expect(button.childNodes).toHaveLength(1);
    expect(button.textContent?.replace(/\u00a0/g, ' ')).toBe(label);
  });
});
