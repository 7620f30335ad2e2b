import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

interface Fixtures {
  /** Fails the test on any serious or critical WCAG violation on the page as it is now. */
  expectAccessible: (page: Page) => Promise<void>;
  /** The data-layer entries pushed so far. */
  dataLayer: (page: Page) => Promise<Array<Record<string, unknown>>>;
  /**
   * Automatic: fails the test when any page of its browser context logs a console error or throws an
   * uncaught error (a React hydration error #418 is one). Runs for every test that imports `test` from here.
   */
  failOnConsoleErrors: void;
  /** Automatic: when a test fails, prints how each of its pages stands (see `pageHealth`). */
  reportPageHealth: void;
}

/**
 * How a page stands, for a failed test's output: twice in CI a step waited 45 s for an element to be
 * "stable" (a check made of animation frames) with no retry, while the steps before it went through;
 * the trace did not outlive CI. This says whether the page was hidden, whether its main thread answered
 * and whether it still produced frames, which names the cause next time.
 */
async function pageHealth(page: Page): Promise<string> {
  const probe = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const asked = performance.now();
        const state = `visibility ${document.visibilityState}, ready ${document.readyState}, focus ${document.hasFocus()}, heap ${Math.round(((performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 1_048_576)} MB`;
        const late = window.setTimeout(() => resolve(`${state}; main thread answers, but no animation frame in 3 s`), 3_000);
        requestAnimationFrame(() => {
          window.clearTimeout(late);
          resolve(`${state}; an animation frame after ${Math.round(performance.now() - asked)} ms`);
        });
      }),
  );
  const silent = new Promise<string>((resolve) => setTimeout(() => resolve('its main thread did not answer in 10 s'), 10_000));
  return Promise.race([probe.catch((error: Error) => `not reachable: ${error.message.split('\n')[0]}`), silent]);
}

/** The browser's own log line for a response with an error status: "Failed to load resource: … status of 404 (Not Found)". */
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

/**
 * Playwright's own line, not the page's: it runs its helper script in every frame, and Chromium logs
 * that as blocked in a frame sandboxed without scripts (microsoft/playwright#33343). The development
 * mailbox shows each email in such a frame (`<iframe sandbox srcdoc>`), whose HTML has no script; the
 * line appears only when Playwright reaches the frame before the test moves on, so it came and went.
 * Let through for that frame of that page only.
 */
const SANDBOXED_FRAME = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

function isPlaywrightInSandboxedMailFrame(text: string, url: string, page: string): boolean {
  return SANDBOXED_FRAME.test(text) && url === 'about:srcdoc' && /^https?:\/\/[^/]+\/dev\/mailbox\/\d+$/.test(page);
}

/**
 * Watches, from now on, every console error and uncaught error of every page in the context (a React
 * hydration error #418 is one). Returns a function that lists those seen so far.
 */
export function collectConsoleErrors(context: BrowserContext): () => string[] {
  // A page's own answer with a client-error status: its document (the 404 page, a listing's 400 for a
  // bad URL) or React Router's data request for its loader or action (`/sign-in.data` answering 401 for
  // a wrong password). The status is the page's designed answer and the page shows that state, yet
  // Chromium logs every 4xx as a console error. Only that exact line for that exact URL is let through;
  // a 5xx, a failed api fetch, script or image still counts.
  const answeredWithState = new Set<string>();
  context.on('response', (response) => {
    const status = response.status();
    if (status < 400 || status >= 500) return;
    const request = response.request();
    const document = request.isNavigationRequest() && request.resourceType() === 'document';
    if (document || new URL(response.url()).pathname.endsWith('.data')) answeredWithState.add(response.url());
  });
  const entries: Array<{ text: string; url: string; page: string }> = [];
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    entries.push({ text: message.text(), url: message.location().url, page: message.page()?.url() ?? '' });
  });
  const uncaught: string[] = [];
  context.on('weberror', (error) => {
    uncaught.push(`uncaught error on ${error.page()?.url() ?? '?'}: ${error.error().stack ?? error.error().message}`);
  });
  // Read when asked, not as messages arrive: the response event of a logged 4xx may come after its console line.
  return () => [
    ...entries
      .filter(({ text, url }) => !(FAILED_RESOURCE.test(text) && answeredWithState.has(url)))
      .filter(({ text, url, page }) => !isPlaywrightInSandboxedMailFrame(text, url, page))
      .map(({ text, url, page }) => `console error on ${page || url}: ${text}${url ? ` (${url})` : ''}`),
    ...uncaught,
  ];
}

/**
 * A visitor's own address for each test (198.18.0.0/15, the benchmarking range), from its id and project.
 * Unpaid holds are limited per address, loopback included (hold-limits.ts), and every journey comes
 * from 127.0.0.1: the suite would be hundreds of visitors sharing one address, as no site sees them.
 * The server trusts the header as it trusts its proxy in production (TRUST_PROXY, playwright.config.ts).
 */
function visitorAddress(testId: string, project: string): string {
  const hash = createHash('sha256').update(`${project}:${testId}`).digest();
  return `198.${18 + (hash[0]! & 1)}.${hash[1]!}.${1 + (hash[2]! % 254)}`;
}

const withVisitorAddress = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress(testInfo.testId, testInfo.project.name) });
  },
});

export const test = withVisitorAddress.extend<Fixtures>({
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      // Judged at the top of the page, the scroll put back after: the sticky site header covers whatever
      // the last step's scroll left under it, and axe measures a covered button as too small to touch
      // (a photo card's buttons half under the header, at one scroll position of a long console page).
      const scrolled = await page.evaluate(() => {
        const at = { x: window.scrollX, y: window.scrollY };
        window.scrollTo(0, 0);
        return at;
      });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      await page.evaluate(({ x, y }) => window.scrollTo(x, y), scrolled);
      const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(
        blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
  dataLayer: async ({}, use) => {
    // The page's tag manager queue (apps/web/app/features/analytics/tag-manager.tsx), read in the browser.
    await use((page) => page.evaluate(() => ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []) as Array<Record<string, unknown>>));
  },
  failOnConsoleErrors: [
    async ({ context }, use, testInfo) => {
      const seen = collectConsoleErrors(context);
      await use();
      const errors = seen();
      if (errors.length > 0) {
        await testInfo.attach('console errors', { body: errors.join('\n\n'), contentType: 'text/plain' });
      }
      // Checked after the test so every error is listed, not just the first; a test that already failed keeps its own failure.
      if (testInfo.status === testInfo.expectedStatus) expect(errors, 'console errors and uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  reportPageHealth: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [index, page] of context.pages().entries()) {
        // Printed, not only attached: CI keeps the output and not the test results.
        console.log(`page ${index + 1} of the failed test (${page.url()}): ${await pageHealth(page)}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens the language drawer and picks a language, as a visitor would, and returns once the page speaks
 * it: the choice is a form post that sets the cookie, so a navigation started before its answer would
 * still be served in the old language.
 */
export async function chooseLanguage(page: Page, language: 'English' | 'Myanmar') {
  await page.getByRole('button', { name: /Choose language|ဘာသာစကား ရွေးချယ်ပါ/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: language === 'English' ? /^English/ : /^မြန်မာ/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'my');
}
