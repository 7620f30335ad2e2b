import type { Page } from '@playwright/test';
import { en, type MessageKey } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { translate } from '../apps/web/app/i18n/translate.ts';
import { fitsTheScreen, hydrated, type JourneyLanguage } from './booking-helpers.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { scaledWait } from '../scripts/wait-scale.mjs';

/**
 * Issue 22 item 3: `/campaign/flights-information-and-schedule`, the timetable of our domestic flights
 * made from the schedules. In English on a desktop (a table per route) and in Myanmar at 390 px (a list
 * per route): every route with its flights and a day grid read out by day name, the filter by origin
 * (a plain GET form), and a flight's link to the departure listing of the next day it flies, prefilled.
 * Every label comes from the catalogues.
 */

const PATH = '/campaign/flights-information-and-schedule';

function words(lang: JourneyLanguage) {
  return (key: MessageKey, values?: Record<string, string | number>) => translate(lang === 'mm' ? my : en, key, values);
}

/** The routes on the page, as their data-route codes ('RGN-MDL'). */
async function routesShown(page: Page): Promise<string[]> {
  return page.locator('section[data-route]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-route') ?? ''));
}

test.describe('the flight timetable campaign page', () => {
  test.setTimeout(scaledWait(90_000));

  test('in English on a desktop: every route as a table with its days, the filter by origin, and a flight to its prefilled search', async ({ page, expectAccessible }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the English journey is the desktop one; the phone runs it in Myanmar');
    const t = words('en');
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('campaign.timetable.title'));
    await hydrated(page);
    const all = await routesShown(page);
    expect(all).toContain('RGN-MDL');
    expect(all).toContain('MDL-RGN');
    expect(all.some((route) => route.includes('BKK'))).toBe(false);

    const yangonMandalay = page.getByRole('table', { name: t('campaign.timetable.route', { origin: 'Yangon', destination: 'Mandalay' }) });
    await expect(yangonMandalay).toBeVisible();
    const row = yangonMandalay.locator('tbody tr').first();
    await expect(row.getByRole('img', { name: new RegExp(`^(${t('campaign.timetable.operates', { day: 'Monday' })}|${t('campaign.timetable.notOperates', { day: 'Monday' })})$`) })).toBeVisible();
    await expect(row.getByRole('img')).toHaveCount(7);
    await expect(row.getByText(/^\d{2}:\d{2}$/).first()).toBeVisible();
    await expectAccessible(page);

    // Filter by origin: a GET form, the address carries the choice.
    await page.getByLabel(t('campaign.timetable.filter.origin')).selectOption('MDL');
    await page.getByRole('button', { name: t('campaign.timetable.filter.submit') }).click();
    await page.waitForURL(/origin=MDL/);
    await expect.poll(() => routesShown(page)).not.toEqual(all);
    const fromMandalay = await routesShown(page);
    expect(fromMandalay.length).toBeGreaterThan(0);
    expect(fromMandalay.every((route) => route.startsWith('MDL-'))).toBe(true);
    expect(fromMandalay).toEqual(all.filter((route) => route.startsWith('MDL-')));
    await expect(page.getByLabel(t('campaign.timetable.filter.origin'))).toHaveValue('MDL');

    // A flight's link: the departure listing of the next day it flies, one adult in economy.
    const toYangon = page.locator('section[data-route="MDL-RGN"] tbody tr').first();
    const flightNumber = (await toYangon.getAttribute('data-flight'))!;
    await toYangon.getByRole('link').click();
    await page.waitForURL(/\/flight\/depart\/search\?/);
    const search = new URL(page.url()).searchParams;
    expect(Object.fromEntries(search)).toMatchObject({ tripType: '1', origin: 'MDL', destination: 'RGN', adult: '1', child: '0', infant: '0', class: 'economy', language: 'en' });
    expect(search.get('departureDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mandalay');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Yangon');
    await expect(page.locator('main')).toContainText(flightNumber, { timeout: scaledWait(15_000) });
  });

  test('in Myanmar at 390 px: routes as lists with Myanmar day names and digits, the filter, and a flight to its search', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    const t = words('mm');
    await page.goto('/');
    await chooseLanguage(page, 'Myanmar');
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('campaign.timetable.title'));
    await hydrated(page);
    await fitsTheScreen(page);
    // The tables are for wide screens; the phone lists each route's flights.
    await expect(page.getByRole('table').first()).toBeHidden();
    const route = page.locator('section[data-route="RGN-MDL"]');
    await expect(route.getByRole('heading', { name: new RegExp(t('campaign.timetable.route', { origin: 'ရန်ကုန်', destination: 'မန္တလေး' })) })).toBeVisible();
    const flight = route.locator('li[data-flight]').first();
    await expect(flight.getByRole('img', { name: new RegExp(`^${t('campaign.timetable.day.1')}နေ့ `) })).toBeVisible();
    await expect(flight.getByText(/[၀-၉]{2}:[၀-၉]{2}/).first()).toBeVisible();
    expect(await flight.textContent()).not.toMatch(/\d{2}:\d{2}/);
    await expectAccessible(page);

    await page.getByLabel(t('campaign.timetable.filter.origin')).selectOption('RGN');
    await page.getByRole('button', { name: t('campaign.timetable.filter.submit') }).click();
    await page.waitForURL(/origin=RGN/);
    await expect.poll(async () => (await routesShown(page)).every((shown) => shown.startsWith('RGN-'))).toBe(true);
    await fitsTheScreen(page);

    const first = page.locator('section[data-route="RGN-MDL"] li[data-flight]').first();
    await first.getByRole('link').click();
    await page.waitForURL(/\/flight\/depart\/search\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ origin: 'RGN', destination: 'MDL', language: 'mm', tripType: '1' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('မန္တလေး');
  });
});
