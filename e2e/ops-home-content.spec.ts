import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BannersResponse } from '@thwa/domain/contracts/curated';
import { en } from '../apps/web/app/i18n/en.ts';
import { my } from '../apps/web/app/i18n/my.ts';
import { fitsTheScreen } from './booking-helpers.ts';
import { createEmployee, openConsoleAt, type Messages } from './console-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The home page's curated banners in the console (issue 22 item 1, decision 040): a content employee
 * creates a banner in both languages with an uploaded picture, a wrong file and another site's link
 * are refused beside their fields, and the landing's feed (POST /cms/banners) answers the banner in
 * each language. The landing pages place the block themselves; this spec asserts what they are fed.
 */

const tag = () => randomBytes(3).toString('hex');

function wideSvg(): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500"><rect width="1200" height="500" fill="#0b5ed7"/><circle cx="900" cy="150" r="90" fill="#ffd43b"/><!-- ${randomBytes(8).toString('hex')} --></svg>`);
}

async function bannersFed(page: Page, product: 'flight' | 'hotel', language: 'en' | 'mm') {
  const answer = await page.request.post('/api/cms/banners', { data: { product, language } });
  expect(answer.status()).toBe(200);
  return BannersResponse.parse(await answer.json()).data;
}

async function fillBanner(page: Page, m: Messages, words: { titleEn: string; titleMy: string; textEn: string; textMy: string; link: string; landing: string }) {
  const form = page.getByRole('form', { name: m['ops.homePage.newBanner'] });
  await form.getByLabel(m['ops.homePage.field.landing']).selectOption(words.landing);
  await form.getByLabel(m['ops.homePage.field.titleEn']).fill(words.titleEn);
  await form.getByLabel(m['ops.homePage.field.titleMy']).fill(words.titleMy);
  await form.getByLabel(m['ops.homePage.field.textEn']).fill(words.textEn);
  await form.getByLabel(m['ops.homePage.field.textMy']).fill(words.textMy);
  await form.getByLabel(m['ops.homePage.field.link']).fill(words.link);
  return form;
}

test.describe('home page banners in the console', () => {
  test('a content employee creates a banner in both languages with its own picture; a wrong file and another site are refused beside their fields', async ({ page, expectAccessible }) => {
    const employee = await createEmployee(['content']);
    await openConsoleAt(page, en, employee.email, '/ops/content');
    await page.getByRole('link', { name: en['ops.content.homeLink'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: en['ops.homePage.title'] })).toBeVisible();
    await expectAccessible(page);

    const words = { landing: 'all', titleEn: `Thingyan fares ${tag()}`, titleMy: `သင်္ကြန် လက်မှတ်ခ ${tag()}`, textEn: 'Fly home for the water festival.', textMy: 'ရေသဘင်ပွဲတော်အတွက် အိမ်ပြန် ပျံသန်းပါ။', link: 'https://example.com/deal' };
    let form = await fillBanner(page, en, words);
    // Not a picture, and another site: each refused beside its field, nothing created.
    await form.getByLabel(en['ops.homePage.field.picture']).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are not pixels') });
    await form.getByRole('button', { name: en['ops.homePage.create'] }).click();
    form = page.getByRole('form', { name: en['ops.homePage.newBanner'] });
    await expect(form.locator('#banner-link-error')).toHaveText(en['ops.homePage.problem.link']);
    await expect(form.getByLabel(en['ops.homePage.field.link'])).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays.
    await expect(form.getByLabel(en['ops.homePage.field.titleMy'])).toHaveValue(words.titleMy);
    await form.getByLabel(en['ops.homePage.field.link']).fill('/hotel');
    await form.getByLabel(en['ops.homePage.field.picture']).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are not pixels') });
    await form.getByRole('button', { name: en['ops.homePage.create'] }).click();
    form = page.getByRole('form', { name: en['ops.homePage.newBanner'] });
    await expect(form.locator('#banner-picture-error')).toHaveText(en['ops.hotels.photo.rejected'].replace('{reason}', en['ops.hotels.photo.reason.not_an_image']));
    expect((await bannersFed(page, 'flight', 'en')).some((one) => one.title === words.titleEn)).toBe(false);
    await expectAccessible(page);

    // A picture: uploaded through the media pipeline with the form, the banner created.
    await form.getByLabel(en['ops.homePage.field.picture']).setInputFiles({ name: 'thingyan.svg', mimeType: 'image/svg+xml', buffer: wideSvg() });
    await form.getByRole('button', { name: en['ops.homePage.create'] }).click();
    await expect(page.getByRole('status').filter({ hasText: en['ops.homePage.done.created'] })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: words.titleEn });
    await expect(card).toContainText(words.titleMy);
    await expect(card).toContainText(en['ops.content.alerts.state.showing']);
    await expect(card.locator('img')).toHaveAttribute('width', '1200');
    await expectAccessible(page);
    await fitsTheScreen(page);

    // What '/' is fed: the banner in English and in Myanmar, linking to our page, with its own picture.
    const english = (await bannersFed(page, 'flight', 'en')).find((one) => one.title === words.titleEn);
    expect(english).toMatchObject({ text: words.textEn, link: '/hotel', picture: { width: 1200, height: 500 } });
    const myanmar = (await bannersFed(page, 'flight', 'mm')).find((one) => one.id === english!.id);
    expect(myanmar).toMatchObject({ title: words.titleMy, text: words.textMy });
    const picture = await page.request.get(`/media/${english!.picture.imageId}/320.webp`);
    expect(picture.status()).toBe(200);

    // Ended: off the site at once.
    await card.getByRole('button', { name: en['ops.homePage.end'] }).click();
    await expect(page.getByRole('status').filter({ hasText: en['ops.homePage.done.ended'] })).toBeVisible();
    expect((await bannersFed(page, 'flight', 'en')).some((one) => one.id === english!.id)).toBe(false);
  });
});

test.describe('home page banners in Myanmar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a content employee creates a hotel-page banner in Myanmar at 390 px; nothing overflows and /hotel is fed it in Myanmar', { tag: '@phone' }, async ({ page, expectAccessible }) => {
    const employee = await createEmployee(['content'], 'Hnin');
    await openConsoleAt(page, my, employee.email, '/ops/content/home', 'Myanmar');
    await expect(page.getByRole('heading', { level: 1, name: my['ops.homePage.title'] })).toBeVisible();
    const words = { landing: 'hotel', titleEn: `Hotels in Bagan ${tag()}`, titleMy: `ပုဂံရှိ ဟိုတယ်များ ${tag()}`, textEn: '', textMy: '', link: '/hotel' };
    const form = await fillBanner(page, my, words);
    await form.getByLabel(my['ops.homePage.field.picture']).setInputFiles({ name: 'bagan.svg', mimeType: 'image/svg+xml', buffer: wideSvg() });
    await form.getByRole('button', { name: my['ops.homePage.create'] }).click();
    await expect(page.getByRole('status').filter({ hasText: my['ops.homePage.done.created'] })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: words.titleMy })).toContainText(my['ops.homePage.landing.hotel']);
    await fitsTheScreen(page);
    await expectAccessible(page);

    const fed = (await bannersFed(page, 'hotel', 'mm')).find((one) => one.title === words.titleMy);
    expect(fed).toMatchObject({ text: null, link: '/hotel' });
    // A hotel-page banner is not on '/'.
    expect((await bannersFed(page, 'flight', 'mm')).some((one) => one.id === fed!.id)).toBe(false);
  });
});
