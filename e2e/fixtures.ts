import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Fails the test on any serious or critical WCAG violation on the page as it is now. */
  expectAccessible: (page: Page) => Promise<void>;
  /** The data-layer entries pushed so far. */
  dataLayer: (page: Page) => Promise<Array<Record<string, unknown>>>;
}

export const test = base.extend<Fixtures>({
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(
        blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
  dataLayer: async ({}, use) => {
    await use((page) => page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>));
  },
});

export { expect };

/** Opens the language drawer and picks a language, as a visitor would. */
export async function chooseLanguage(page: Page, language: 'English' | 'Myanmar') {
  await page.getByRole('button', { name: /Choose language|ဘာသာစကား ရွေးချယ်ပါ/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: language === 'English' ? /^English/ : /^မြန်မာ/ }).click();
}
