/**
 * Prints HTML to PDF with Debian's Chromium through playwright-core (design §3: Chromium shapes
 * Myanmar — kinzi, stacked consonants, vowel order — where pdfkit/fontkit does not).
 *
 * One browser per process, started on the first render and reused: starting Chromium costs about a
 * second, a page costs milliseconds. Each render gets its own page, and at most two run at once so a
 * burst of ticket issues cannot take the machine's memory. The page never reaches the network: the
 * HTML is self-contained, and anything else it asks for is aborted, so a value that slipped into a
 * URL can neither leak nor hang the render.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';

/**
 * The flags of scripts/chromium.mjs (the project's one description of how Chromium runs here), copied
 * because the api type-checks without JavaScript sources; ticket-pdf.unit.test.ts keeps the two equal.
 * Without the networking flags Chromium's background connections hang on a closed network.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export interface PdfLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PdfRendererOptions {
  /** Defaults to CHROMIUM_PATH, then CHROME_PATH (the scripts' name), then Debian's /usr/bin/chromium. */
  executablePath?: string;
  log: PdfLog;
  /** Renders allowed at once; more wait their turn. */
  concurrency?: number;
  /** A page that has not printed in this long is abandoned (a stuck font load must not hold a slot forever). */
  timeoutMs?: number;
}

export interface PdfRenderer {
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

export class ChromiumMissingError extends Error {
  constructor(executablePath: string) {
    super(
      `Chromium was not found at ${executablePath}: install Debian's package (apt-get install chromium, as scripts/ensure-system-packages.sh does) or set CHROMIUM_PATH to its executable.`,
    );
    this.name = 'ChromiumMissingError';
  }
}

/** A counting semaphore: `run` waits for a free slot. */
function limiter(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter, or give it back.
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  const executablePath = options.executablePath ?? process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? DEFAULT_CHROMIUM_PATH;
  const timeout = options.timeoutMs ?? 30_000;
  const run = limiter(Math.max(1, options.concurrency ?? 2));
  const { log } = options;

  let starting: Promise<{ context: BrowserContext; userDataDir: string }> | undefined;
  let closed = false;

  async function launch() {
    if (!existsSync(executablePath)) throw new ChromiumMissingError(executablePath);
    // playwright-core wants the profile folder as an argument, never as --user-data-dir (design §3).
    const userDataDir = await mkdtemp(path.join(tmpdir(), 'thwa-pdf-'));
    try {
      // Loaded with the first ticket, not with the server: playwright-core's bundles are some 20 MB of
      // source held in memory by every process, most of which never prints a ticket (issue 23 item 4).
      const { chromium } = await import('playwright-core');
      const context = await chromium.launchPersistentContext(userDataDir, {
        executablePath,
        headless: true,
        args: [...CHROMIUM_FLAGS],
        offline: true,
        javaScriptEnabled: false,
      });
      await context.route('**/*', (route) => {
        const url = route.request().url();
        return url.startsWith('data:') || url.startsWith('file:') ? route.continue() : route.abort('blockedbyclient');
      });
      // A crashed or killed browser is started again by the next render instead of failing them all.
      context.on('close', () => {
        if (closed) return; // close() removes the profile itself once Chromium has exited.
        log.warn({ executablePath }, 'pdf renderer: chromium closed, restarting on next render');
        starting = undefined;
        void rm(userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined);
      });
      log.info({ executablePath }, 'pdf renderer: chromium started');
      return { context, userDataDir };
    } catch (error) {
      await rm(userDataDir, { recursive: true, force: true });
      throw error;
    }
  }

  function browser() {
    if (closed) return Promise.reject(new Error('pdf renderer is closed'));
    if (!starting) {
      starting = launch();
      // A failed start is not cached: the next render tries again (Chromium may have been installed since).
      starting.catch(() => {
        starting = undefined;
      });
    }
    return starting;
  }

  return {
    render(html) {
      return run(async () => {
        const { context } = await browser();
        const page = await context.newPage();
        try {
          page.setDefaultTimeout(timeout);
          await page.setContent(html, { waitUntil: 'load', timeout });
          // The embedded font is decoded asynchronously; printing before it is ready gives boxes.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
        } finally {
          await page.close().catch(() => undefined);
        }
      });
    },
    async close() {
      closed = true;
      const current = starting;
      starting = undefined;
      if (!current) return;
      const started = await current.catch(() => undefined);
      if (!started) return;
      await started.context.close().catch(() => undefined);
      // Chromium may still be flushing its profile as it exits; a few retries cover that.
      await rm(started.userDataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(() => undefined);
    },
  };
}
