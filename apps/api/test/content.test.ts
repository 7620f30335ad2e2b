import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_SLUGS } from '@thwa/domain/contracts/content';
import { contentPages } from '@thwa/db/schema';
import { and, eq } from '@thwa/db/sql';
import { useTestApi } from './harness.ts';

// Contacts that appear nowhere in the seed or the defaults, so finding them proves the configuration is used.
const SUPPORT_PHONE = '+95 9 444 555 666';
const SUPPORT_EMAIL = 'care@thwa-test.example';
const api = useTestApi({ SUPPORT_PHONE, SUPPORT_EMAIL });

const MYANMAR = /[\u1000-\u109f]/;

function getPage(slug: string, query = '', headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'GET', url: `/api/content/pages/${slug}${query}`, headers });
}

describe('GET /api/content/pages/:slug', () => {
  it('knows the 13 static pages of spec §2', () => {
    expect([...CONTENT_SLUGS].sort()).toEqual(
      [
        'about-us',
        'contact-us',
        'download-app',
        'faq',
        'information-security-policy',
        'online-refund-policy',
        'our-awards',
        'our-partners',
        'our-team',
        'privacy-notice',
        'terms-of-services',
        'testimonials',
        'website-terms-of-use',
      ].sort(),
    );
  });

  it.each(CONTENT_SLUGS)('serves %s in English and in Myanmar, and the two differ', async (slug) => {
    const [english, myanmar] = await Promise.all([getPage(slug, '?language=en'), getPage(slug, '?language=mm')]);
    expect(english.statusCode).toBe(200);
    expect(myanmar.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^application\/json/);

    const en = english.json().page;
    const mm = myanmar.json().page;
    expect(english.json().code).toBe(200);
    expect(myanmar.json().code).toBe(200);
    expect(en).toMatchObject({ slug, language: 'en' });
    expect(mm).toMatchObject({ slug, language: 'mm' });
    for (const page of [en, mm]) {
      expect(page.title.trim()).not.toBe('');
      expect(page.description.trim()).not.toBe('');
      expect(page.html).toMatch(/^<(h\d|p|ul|ol)>/);
      expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
      // No token is left for a reader to see.
      expect(page.html).not.toMatch(/\{(phone|email)\}/);
    }
    expect(mm.title).not.toBe(en.title);
    expect(mm.html).not.toBe(en.html);
    expect(mm.title).toMatch(MYANMAR);
    expect(mm.html).toMatch(MYANMAR);
    expect(en.title).not.toMatch(MYANMAR);
  });

  it('serves the English FAQ with its seeded title', async () => {
    const response = await getPage('faq', '?language=en');
    expect(response.json().page.title).toBe('Frequently asked questions');
    expect(response.json().page.html).toContain('<a href="/flight">flight page</a>');
  });

  it('answers in English when no language is given', async () => {
    const [plain, english] = await Promise.all([getPage('about-us'), getPage('about-us', '?language=en')]);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().page.language).toBe('en');
    expect(plain.json().page.html).toBe(english.json().page.html);
  });

  it.each([
    ['en', '?language=en'],
    ['mm', '?language=mm'],
  ])('puts the configured support phone and email in the %s contact page', async (_lang, query) => {
    const { html } = (await getPage('contact-us', query)).json().page;
    expect(html).toContain(`<a href="tel:+959444555666">${SUPPORT_PHONE}</a>`);
    expect(html).toContain(`<a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>`);
    expect(html).not.toContain('+95 1 860 0600');
    expect(html).not.toContain('support@thwa.com.mm');
  });

  it('answers 404 CONTENT_NOT_FOUND for a page that does not exist', async () => {
    const response = await getPage('not-a-page', '?language=en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 404,
      errorCode: 'CONTENT_NOT_FOUND',
      message: 'This page does not exist.',
      requestId: response.headers['x-request-id'],
    });
  });

  it('says so in Myanmar to a Myanmar client', async () => {
    const response = await getPage('not-a-page', '?language=mm', { 'x-language': 'mm' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'CONTENT_NOT_FOUND', message: 'ဤစာမျက်နှာ မရှိပါ။' });
  });

  it.each(['Bad_Slug!', 'FAQ', 'faq%20x', 'a'.repeat(81)])('refuses the malformed slug %s with 400 naming the field', async (slug) => {
    const response = await getPage(slug);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'params.slug' });
  });

  it.each(['fr', 'my', 'EN', ''])('refuses the language %j with 400 naming querystring.language', async (language) => {
    const response = await getPage('faq', `?language=${language}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, errorCode: 'VALIDATION_FAILED', field: 'querystring.language' });
  });
});

describe('content edited by an operator', () => {
  const where = and(eq(contentPages.slug, 'our-awards'), eq(contentPages.lang, 'en'));
  let original: typeof contentPages.$inferSelect | undefined;

  afterEach(async () => {
    if (!original) return;
    const { slug: _slug, lang: _lang, ...columns } = original;
    await api.connection.db.update(contentPages).set(columns).where(where);
    original = undefined;
  });

  it('is served as soon as the row changes, rendered safely', async () => {
    [original] = await api.connection.db.select().from(contentPages).where(where);
    expect(original).toBeDefined();
    const editedAt = new Date('2031-02-03T04:05:06.000Z');
    await api.connection.db
      .update(contentPages)
      .set({
        title: 'Awards (edited)',
        description: 'Edited by an operator.',
        bodyMarkdown: 'New **text**. Call {phone}. <script>alert(1)</script>\n\n[Evil](https://evil.example) [Ours](/content/faq)\n',
        updatedAt: editedAt,
      })
      .where(where);

    const response = await getPage('our-awards', '?language=en');
    expect(response.statusCode).toBe(200);
    expect(response.json().page).toEqual({
      slug: 'our-awards',
      language: 'en',
      title: 'Awards (edited)',
      description: 'Edited by an operator.',
      html: `<p>New <strong>text</strong>. Call ${SUPPORT_PHONE}. alert(1)</p>\n<p>Evil <a href="/content/faq">Ours</a></p>\n`,
      updatedAt: editedAt.toISOString(),
    });

    // The other language of the same page is untouched.
    expect((await getPage('our-awards', '?language=mm')).json().page.title).not.toBe('Awards (edited)');
  });

  it('is back to the seeded page once restored', async () => {
    const response = await getPage('our-awards', '?language=en');
    expect(response.json().page.title).not.toBe('Awards (edited)');
    expect(response.json().page.html).not.toContain('evil.example');
  });
});
