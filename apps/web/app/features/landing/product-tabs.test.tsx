// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { en } from '../../i18n/en.ts';
import { my } from '../../i18n/my.ts';
import { PRODUCT_LINKS } from '../../products/product-pages.ts';
import { ProductTabs } from './product-tabs.tsx';

afterEach(cleanup);

describe('the landing page’s product tabs (spec §1)', () => {
  it('show the core products, then every product of the registry in its order, in both languages', async () => {
    for (const [lang, messages] of [['en', en], ['mm', my]] as const) {
      renderInRoot(<ProductTabs active="flight" />, { lang });
      const tabs = within(await screen.findByRole('navigation', { name: messages['landing.productsLabel'] })).getAllByRole('link');
      expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
        [messages['product.flight'], '/flight'],
        [messages['product.hotel'], '/hotel'],
        ...PRODUCT_LINKS.map((link) => [link.name[lang], link.href]),
      ]);
      expect(tabs.every((tab) => tab.querySelector('svg[aria-hidden="true"]'))).toBe(true);
      cleanup();
    }
  });
});
