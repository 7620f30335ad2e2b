import type { Page, TestInfo } from '@playwright/test';
import { PAYMENT_SUB_CATEGORY } from '@thwa/domain/booking/payment-selection';
import { HOTEL_THANK_YOU_TEXTS, THANK_YOU_TEXTS } from '@thwa/domain/booking/thank-you-outcome';
import { CONTENT_GROUPS } from '../apps/web/app/ui/content-links.ts';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { createAgent, lastCodeSentTo, uniqueEmail } from './account-helpers.ts';
import { bookableSelect, hydrated, fillContact, fillTravellers, payOnSandboxCard, searchUrl, travellersFor, uniqueMobile, type Journey, type JourneyLanguage } from './booking-helpers.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';
import { addDays, yangonDate } from '@thwa/domain/dates';

/**
 * Every page of the product, in English and in Myanmar, on the phone and the desktop: each one
 * hydrates without a console error (the fixture fails the test on any), never scrolls sideways and,
 * at 390 px, no label, button or link overlaps another, runs off the screen or breaks a word. One browser context per
 * test, one booking reused for the checkout, payment, thank-you, My trips and ticket pages.
 */

const PASSWORD = 'Every-Page-Sweep-26';
/** The worker issues the ticket after the payment. */
const ISSUE_TIMEOUT_MS = scaledWait(25_000);

type Messages = Record<keyof typeof en, string>;

interface Sweep {
  page: Page;
  lang: JourneyLanguage;
  m: Messages;
  phone: boolean;
}

interface LayoutProblems {
  scrollWidth: number;
  clientWidth: number;
  overlaps: string[];
  offscreen: string[];
  brokenWords: string[];
}

/**
 * Reads the layout in the page: sideways scroll, and (at phone width) any two visible labels, buttons,
 * links or legends whose boxes intersect, or one that runs past the right edge of the screen outside a
 * deliberately scrolling strip. Elements inside a fixed or sticky bar are only compared with each other,
 * since content scrolls under such a bar by design. Also any word or number in a label, button, link or
 * legend that the line breaks in the middle ("Econo / my", "1,077, / 000"): a hyphen or slash may end a
 * line, and Myanmar script is left to the browser, which breaks it between words by its dictionary.
 */
function readLayout(checkCollisions: boolean): LayoutProblems {
  const root = document.documentElement;
  const result: LayoutProblems = { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, overlaps: [], offscreen: [], brokenWords: [] };
  if (!checkCollisions) return result;
  const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const layerOf = (element: Element): Element | null => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  const inScroller = (element: Element): boolean => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
    return false;
  };
  // Paragraphs are compared with the labels and legends only: a hint pulled up under a wrapped legend is a collision too.
  const boxes = [...document.querySelectorAll('label, button, a[href], legend, summary, [role="tab"], [role="button"], p')]
    .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && !element.closest('[aria-hidden="true"], .sr-only'))
    // Line boxes, not the bounding box: a link that wraps onto two lines spans the full width as one box
    // and would seem to cover its neighbour on the line above.
    .map((element) => ({ element, rect: element.getBoundingClientRect(), lines: [...element.getClientRects()].filter((line) => line.width > 2 && line.height > 2), layer: layerOf(element) }))
    .filter(({ rect }) => rect.width > 2 && rect.height > 2);
  const overlap = (a: DOMRect, b: DOMRect) => ({
    x: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    y: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  });
  for (const [index, a] of boxes.entries()) {
    if (a.element.tagName !== 'P' && a.rect.right > root.clientWidth + 1 && !inScroller(a.element)) result.offscreen.push(`${describe(a.element)} ends at ${Math.round(a.rect.right)} px`);
    for (const b of boxes.slice(index + 1)) {
      if (a.layer !== b.layer || a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const paragraphs = Number(a.element.tagName === 'P') + Number(b.element.tagName === 'P');
      if (paragraphs === 2 || (paragraphs === 1 && !['LABEL', 'LEGEND'].includes(a.element.tagName === 'P' ? b.element.tagName : a.element.tagName))) continue;
      const hit = a.lines.flatMap((line) => b.lines.map((other) => overlap(line, other))).find(({ x, y }) => x > 1 && y > 1);
      if (hit) result.overlaps.push(`${describe(a.element)} overlaps ${describe(b.element)} by ${Math.round(hit.x)}×${Math.round(hit.y)} px`);
    }
  }
  const broken = new Set<string>();
  for (const { element } of boxes) {
    if (element.tagName === 'P') continue;
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/[\p{Script=Latin}\p{Nd}][\p{Script=Latin}\p{Nd}.,:'’%]+/gu)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].filter((line) => line.width > 0).map((line) => Math.round(line.top)));
        if (lines.size > 1) broken.add(`"${word[0]}" in ${describe(element)}`);
      }
    }
  }
  result.brokenWords = [...broken];
  return result;
}

/**
 * Reads, in a Myanmar page, every visible text (and every accessible name a screen reader says) that
 * shows a Latin digit where the Myanmar UI writes Myanmar ones: times, prices, counts, dates, ratings.
 * A real Myanmar site keeps some things Latin, as this one does, and those are let through: booking,
 * voucher and payment ids (TW2611220002-1), e-ticket numbers (964-4736350083), codes of letters and
 * digits (flight numbers such as UB 101, passport numbers, promo codes, argon2id), phone numbers as
 * typed (+95 9 …, 09 …), e-mail addresses and web addresses, and whatever the visitor typed (input
 * values are not text).
 */
function readLatinDigits(): string[] {
  const ALLOWED = [
    /[\w.+-]+@[\w-]+(\.[\w-]+)+/g, // e-mail
    /https?:\/\/\S+|(?<!\S)\/[a-z][^\s]*/g, // web address or path
    /\b[A-Z]{2}\d{6,}(-\d+)*\b/g, // booking, voucher, payment and top-up ids (TW2611220002-1, TOP…)
    /\b\d{3}-\d{10}\b/g, // e-ticket numbers: the airline's prefix and ten digits
    /\b[a-z]+\d+[a-z0-9]*\b/g, // technical names: argon2id
    /\+\d[\d\s-]{5,}\d/g, // phone with its country code (+95 9 123 456 789), and the +95 code itself
    /\+\d{1,4}\b/g,
    /\b0\d[\d\s-]{5,}\d\b/g, // phone as dialled at home (09 …)
    /\b(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s\d{1,4}\b/g, // flight numbers: UB 101, K7 225, 8M 336
    /\b(?=[A-Z0-9]*[A-Z])(?=[A-Z0-9]*\d)[A-Z0-9]{2,}\b/g, // codes of capitals and digits: MM123456, H1001, promo codes
  ];
  const problems = new Set<string>();
  const shown = (element: Element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || element.closest('.sr-only') !== null;
  const check = (text: string, where: Element) => {
    let rest = text;
    for (const pattern of ALLOWED) rest = rest.replace(pattern, ' ');
    if (/[0-9]/.test(rest)) problems.add(`"${text.trim().replace(/\s+/g, ' ').slice(0, 60)}" in ${where.tagName.toLowerCase()}${where.id ? `#${where.id}` : ''}`);
  };
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript, template, [hidden], textarea')) continue;
    if (!shown(parent)) continue;
    check(node.textContent, parent);
  }
  for (const element of document.querySelectorAll('[aria-label], [title], img[alt]')) {
    if (!shown(element)) continue;
    for (const name of ['aria-label', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) check(value, element);
    }
  }
  return [...problems];
}

/** The checks every page gets, reported softly so one run lists every page that fails. */
async function checkPage(sweep: Sweep, name: string) {
  await test.step(`check ${name}`, () => checkLayout(sweep, name));
}

async function checkLayout(sweep: Sweep, name: string) {
  const { page } = sweep;
  await hydrated(page);
  const layout = await page.evaluate(readLayout, sweep.phone);
  const where = `${name} (${sweep.lang}, ${page.url()})`;
  expect.soft(layout.scrollWidth, `${where}: no sideways scroll`).toBeLessThanOrEqual(layout.clientWidth);
  expect.soft(layout.overlaps, `${where}: no label overlaps another`).toEqual([]);
  expect.soft(layout.offscreen, `${where}: no label runs off the screen`).toEqual([]);
  expect.soft(layout.brokenWords, `${where}: no word of a label wraps in the middle`).toEqual([]);
  if (sweep.lang === 'mm') expect.soft(await page.evaluate(readLatinDigits), `${where}: Myanmar digits in the Myanmar UI`).toEqual([]);
}

async function visit(sweep: Sweep, path: string, name = path) {
  await test.step(`visit ${name}`, async () => {
    await sweep.page.goto(path);
    await checkLayout(sweep, name);
  });
}

/** Signs in on /sign-in with the page's own labels, in either language. */
async function signIn(sweep: Sweep, username: string, password: string, realm: 'user' | 'agent' = 'user') {
  const { page, m } = sweep;
  await page.goto(realm === 'agent' ? '/sign-in?tab=agent' : '/sign-in');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: m['account.submit.signIn'], exact: true }) });
  await form.getByLabel(m['account.field.username'], { exact: true }).fill(username);
  await form.getByLabel(m['account.field.password'], { exact: true }).fill(password);
  await form.getByRole('button', { name: m['account.submit.signIn'], exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/sign-in');
}

/** Fills /sign-in's sign-up form with a fresh address; ends on the code screen. Returns the address. */
async function startSignUp(sweep: Sweep): Promise<string> {
  const { page, m } = sweep;
  const email = uniqueEmail(`sweep-${sweep.lang}`);
  await page.getByLabel(m['account.field.firstName'], { exact: true }).fill('Sweep');
  await page.getByLabel(m['account.field.lastName'], { exact: true }).fill('Tester');
  await page.getByLabel(m['account.field.username'], { exact: true }).fill(email);
  await page.getByLabel(m['account.field.password'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: m['account.submit.signUp'] }).click();
  await expect(page.getByRole('heading', { name: m['account.activate.title'] })).toBeVisible();
  return email;
}

/** A new member, signed up and activated through the page with the code from the development mailbox. */
async function signUp(sweep: Sweep) {
  const { page, m } = sweep;
  await page.goto('/sign-in?tab=signup');
  const email = await startSignUp(sweep);
  await page.getByLabel(m['account.field.otp'], { exact: true }).fill(await lastCodeSentTo(page, email));
  await page.getByRole('button', { name: m['account.submit.activate'] }).click();
  await page.waitForURL(/\/account$/);
}

async function guestPages(sweep: Sweep) {
  await visit(sweep, '/', 'home');
  await visit(sweep, '/flight', 'flight landing');
  await visit(sweep, '/insurance', 'travel insurance');
  await visit(sweep, '/health-insurance', 'health insurance');
  await visit(sweep, '/health-insurance?age=45', 'health insurance, the plan for an age');
  await visit(sweep, '/health-insurance/detail?planId=HEALTH-41-50&age=45', 'health insurance, the plan');
  await visit(sweep, '/bus', 'bus search');
  const busDate = addDays(yangonDate(new Date()), 20);
  await visit(sweep, `/bus/search?from=YGN&to=MDY&date=${busDate}&passengers=2`, 'bus results');
  await visit(sweep, `/bus/search?from=YGN&to=MDY&date=${busDate}&passengers=2&class=vip&window=morning&maxFare=1000`, 'bus results, none for the filters');
  await visit(sweep, `/bus/search?from=YGN&to=MDY&date=${busDate}&passengers=2&sort=fastest`, 'bus results, fastest first');
  await visit(sweep, (await sweep.page.getByRole('link', { name: sweep.m['bus.card.choose'] }).first().getAttribute('href'))!, 'bus seat map');
  await visit(sweep, '/bus/search?from=Nowhere&to=MDY&date=2000-01-01&passengers=9', 'bus search with its errors');
  for (const slug of CONTENT_GROUPS.flatMap((group) => group.slugs)) await visit(sweep, `/content/${slug}`);
  await visit(sweep, '/campaign/flights-information-and-schedule', 'flight timetable');
  await visit(sweep, '/campaign/flights-information-and-schedule?origin=MDL', 'flight timetable from one city');
  await visit(sweep, '/track-booking');
  await visit(sweep, '/no-such-page', 'not found');
  await visit(sweep, '/sign-in');
  await visit(sweep, '/sign-in?tab=agent', 'agent sign-in');
  await visit(sweep, '/sign-in?tab=forgot', 'forgot password');
  await visit(sweep, '/sign-in?tab=signup', 'sign-up');
  // The code screen, reached by signing up.
  await startSignUp(sweep);
  await checkPage(sweep, 'sign-up code');
}

async function memberPages(sweep: Sweep) {
  for (const path of ['/account', '/account/info', '/account/notification', '/account/delete-my-account']) await visit(sweep, path);
  for (const path of ['/account/my-wallet', '/account/wallet-topup', '/account/wallet-history']) await visit(sweep, path);
  await visit(sweep, '/traveler-list');
  await visit(sweep, '/traveler-info');
  await visit(sweep, '/traveler-info?document=passport', 'traveller info, passport');
  await visit(sweep, '/traveler-info?document=nrc', 'traveller info, NRC');
}

/** Tops the wallet up by sandbox card: the top-up thank-you page, and a movement in the history. */
async function walletTopUp(sweep: Sweep) {
  const { page, m } = sweep;
  await page.goto('/account/wallet-topup');
  await page.getByLabel(m['wallet.topup.amount']).fill('1000');
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: m['wallet.topup.submit'] }).click();
  await payOnSandboxCard(page, 'SWEEP TESTER');
  await page.waitForURL(/\/account\/wallet-topup\/thankyou\?topupId=TOP/);
  await checkPage(sweep, 'wallet top-up thank-you');
  await visit(sweep, '/account/my-wallet', 'my wallet with a movement');
  await visit(sweep, '/account/wallet-history', 'wallet history with a movement');
}

/** One round trip booked and paid by card as the signed-in member; returns its order id. */
async function booking(sweep: Sweep): Promise<string> {
  const { page, m, lang } = sweep;
  const journey: Journey = { lang, adult: 1, child: 0 };
  const { url, departureDate } = searchUrl(journey);
  const select = (param: 'outward' | 'return') => bookableSelect(page, m['flights.select'], param);
  await visit(sweep, url, 'departure listing');
  await select('outward').click();
  await page.waitForURL(/\/flight\/return\/search/);
  await checkPage(sweep, 'return listing');
  await select('return').click();
  await page.waitForURL(/\/flight\/checkout/);
  await checkPage(sweep, 'checkout');
  await fillTravellers(page, lang, travellersFor(journey, departureDate));
  await page.waitForURL(/\/flight\/contact-info/);
  await checkPage(sweep, 'contact');
  await fillContact(page, lang, { name: 'Sweep Tester', email: uniqueEmail('sweep-contact'), phoneNumber: uniqueMobile() });
  await expect(page.getByRole('timer')).toBeVisible();
  await checkPage(sweep, 'payment');
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
  await payOnSandboxCard(page, 'SWEEP TESTER');
  await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_TEXTS[lang].completed.title, { timeout: ISSUE_TIMEOUT_MS });
  await checkPage(sweep, 'thank-you');
  return orderId;
}

async function tripPages(sweep: Sweep, orderId: string) {
  const { page, m } = sweep;
  await visit(sweep, '/account/my-trip', 'my trips');
  await visit(sweep, '/account/purchased-history', 'purchase history');
  await visit(sweep, `/account/my-trip/view-ticket?orderId=${orderId}`, 'view ticket');
  await expectFormattedTicket(sweep, orderId);
  // Track booking with an answer on the page. The email is read first: reading it opens My trips.
  const email = await trackEmail(page, orderId);
  await page.goto('/track-booking');
  await page.getByLabel(m['track.bookingId']).fill(orderId);
  await page.getByLabel(m['track.email'], { exact: true }).fill(email);
  await page.getByRole('button', { name: m['track.submit'] }).click();
  await expect(page.getByRole('heading', { name: m['track.result'].replace('{orderId}', orderId) })).toBeVisible();
  await checkPage(sweep, 'track booking, found');
}

/**
 * View ticket is the ticket laid out as the e-ticket PDF is, not a text dump: booking number, each
 * flight with its times and cities, the traveller and the ticket number, all inside the screen.
 */
async function expectFormattedTicket(sweep: Sweep, orderId: string) {
  const { page, m, lang } = sweep;
  const ticket = page.getByRole('article', { name: `${m['ticketView.eTicket']} ${orderId}` });
  await expect(ticket).toBeVisible();
  await expect(page.locator('pre')).toHaveCount(0);
  await expect(ticket.getByText(orderId, { exact: true })).toBeVisible();
  await expect(ticket.getByRole('region', { name: m['ticketView.outward'] })).toBeVisible();
  await expect(ticket.getByRole('region', { name: m['ticketView.return'] })).toBeVisible();
  // Clock times in the page's digits: 07:30 in English, ၀၇:၃၀ in Myanmar.
  const clock = lang === 'mm' ? /^[၀-၉]{2}:[၀-၉]{2}$/ : /^\d{2}:\d{2}$/;
  await expect(ticket.getByText(clock).first()).toBeVisible();
  await expect(ticket.getByRole('heading', { name: m['ticketView.travellers'] })).toBeVisible();
  await expect(ticket.getByText(/Aung Kyaw/)).toBeVisible();
  await expect(ticket.getByText(m['ticketView.ticketNumber'], { exact: false }).first()).toBeVisible();
  const box = await ticket.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
}

/** The contact email My trips keeps for the booking (its Track booking form carries it). */
async function trackEmail(page: Page, orderId: string): Promise<string> {
  await page.goto('/account/my-trip');
  return (await page.locator(`[data-trip="${orderId}"] input[name="email"]`).first().inputValue());
}

async function agentPages(sweep: Sweep) {
  const { page } = sweep;
  const agent = await createAgent();
  await page.context().clearCookies({ name: 'thwa_session' });
  await signIn(sweep, agent.email, agent.password, 'agent');
  await visit(sweep, '/account/sub-agent-info', 'sub-agents');
  await visit(sweep, '/account/sub-agent-form', 'new sub-agent');
  await visit(sweep, '/account/statement', 'agency statement');
}

async function startSweep(page: Page, lang: JourneyLanguage, testInfo: TestInfo): Promise<Sweep> {
  if (lang === 'mm') {
    await page.goto('/');
    await chooseLanguage(page, 'Myanmar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  }
  return { page, lang, m: lang === 'mm' ? my : en, phone: testInfo.project.name === 'phone' };
}

/** Visits the first link on the page whose address starts with `prefix`, checking the page it leads to. */
async function follow(sweep: Sweep, prefix: string, name: string) {
  const href = await sweep.page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no link to ${prefix} on ${sweep.page.url()}`);
  await visit(sweep, href, name);
}

/**
 * The hotel pages, from the search (here and abroad, where the bed bank sells, with children) to a
 * stay's checkout, its payment, the thank-you page and Track booking's answer.
 */
async function hotelPages(sweep: Sweep) {
  const { page, m } = sweep;
  await visit(sweep, '/hotel', 'hotel landing');
  const checkin = addDays(yangonDate(new Date()), 21);
  const search = new URLSearchParams({ term: 'yangon', listingSearchTerm: 'Yangon', itemId: '1', name: 'Yangon', scope: 'city', city: 'yangon', country: 'Myanmar', region: 'local', checkin, checkout: addDays(checkin, 2), rooms: '1', adult: '2', child: '0' });
  const abroad = new URLSearchParams({ term: 'bangkok', listingSearchTerm: 'Bangkok', itemId: '101', name: 'Bangkok', scope: 'city', city: 'bangkok', country: 'Thailand', region: 'international', checkin, checkout: addDays(checkin, 2), rooms: '1', adult: '2', child: '1', child_ages: '7' });
  await visit(sweep, `/hotel/listing?${abroad.toString()}`, 'hotel listing abroad');
  await follow(sweep, '/hotel/detail?', 'hotel detail abroad');
  await follow(sweep, '/hotel/detail/room?', 'hotel room abroad');
  await follow(sweep, '/hotel/checkout?', 'hotel checkout abroad');
  await visit(sweep, `/hotel/listing?${search.toString()}`, 'hotel listing');
  await follow(sweep, '/hotel/detail?', 'hotel detail');
  await follow(sweep, '/hotel/detail/room?', 'hotel room');
  await follow(sweep, '/hotel/checkout?', 'hotel checkout');
  await page.getByLabel(m['hotelCheckout.guests.firstName'], { exact: true }).fill('Sweep');
  await page.getByLabel(m['hotelCheckout.guests.lastName'], { exact: true }).fill('Tester');
  await page.getByLabel(m['checkout.contact.name'], { exact: true }).fill('Sweep Tester');
  await page.getByLabel(m['checkout.contact.phoneNumber'], { exact: true }).fill(uniqueMobile());
  const email = uniqueEmail(`hotel-sweep-track-${sweep.lang}`);
  await page.getByLabel(m['checkout.contact.email'], { exact: true }).fill(email);
  await page.getByRole('button', { name: m['checkout.contact.submit'] }).click();
  await page.waitForURL(/\/hotel\/payment\?orderId=TW\d{10}/);
  await checkLayout(sweep, 'hotel payment');
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await page.locator(`input[name="method"][value$=":${PAYMENT_SUB_CATEGORY.visaMaster}"]`).check();
  await page.getByRole('button', { name: new RegExp(`^${m['payment.pay']}`) }).click();
  await payOnSandboxCard(page, 'SWEEP TESTER');
  await page.waitForURL(new RegExp(`/checkout/thank-you\\?orderId=${orderId}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL_THANK_YOU_TEXTS[sweep.lang].completed!.title, { timeout: ISSUE_TIMEOUT_MS });
  await checkPage(sweep, 'hotel thank-you');
  await page.goto('/track-booking');
  await page.getByLabel(m['track.bookingId']).fill(orderId);
  await page.getByLabel(m['track.email'], { exact: true }).fill(email);
  await page.getByRole('button', { name: m['track.submit'] }).click();
  await expect(page.getByRole('heading', { name: m['track.result'].replace('{orderId}', orderId) })).toBeVisible();
  await checkPage(sweep, 'track booking, a stay found');
}

for (const [lang, language] of [
  ['en', 'English'],
  ['mm', 'Myanmar'],
] as const) {
  test.describe(`every page in ${language}: no console error, no sideways scroll, no overlapping labels`, () => {
    test('the pages a guest sees', async ({ page }, testInfo) => {
      test.setTimeout(scaledWait(240_000));
      await guestPages(await startSweep(page, lang, testInfo));
    });

    test('the hotel pages, from the search to a stay waiting for payment', async ({ page }, testInfo) => {
      test.setTimeout(scaledWait(240_000));
      await hotelPages(await startSweep(page, lang, testInfo));
    });

    test('the pages of a member and an agent, with one booking made and paid', async ({ page }, testInfo) => {
      test.setTimeout(scaledWait(420_000));
      const sweep = await startSweep(page, lang, testInfo);
      await signUp(sweep);
      await memberPages(sweep);
      const orderId = await booking(sweep);
      await tripPages(sweep, orderId);
      await walletTopUp(sweep);
      await agentPages(sweep);
    });
  });
}
