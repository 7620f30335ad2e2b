import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditLog, contentPages, exchangeRates, promotions, siteAlerts } from '@thwa/db/schema';
import { and, eq, sql } from '@thwa/db/sql';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { ContentPageResponse } from '@thwa/domain/contracts/content';
import {
  ContentPreviewResponse,
  GeneralAlertsResponse,
  OpsAlertResponse,
  OpsAlertsResponse,
  OpsContentPageResponse,
  OpsContentPagesResponse,
  OpsPromotionResponse,
  OpsPromotionsResponse,
  OpsRatesResponse,
  SetRateResponse,
} from '@thwa/domain/contracts/operations-settings';
import { createAccount } from './account-fixtures.ts';
import { consoleEmployee, consoleTestCalls, createEmployee, refusedWith, type ConsoleEmployee } from './console-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * The console's business settings (issue 20 item 4): exchange rates effective from a time with history
 * kept, promotions, content pages with a preview, and site alerts, each change audited. On a database of
 * this file's own, so the rates and pages it publishes are not another file's.
 */
const api = useTestApiOnOwnDatabase('thwa_ops_settings', { RATE_LIMIT_PER_MINUTE: '1000000' });

const HOUR = 3_600_000;
const unique = () => randomBytes(4).toString('hex').toUpperCase();

const { send, auditOf } = consoleTestCalls(api);

const rateRows = async () => Number((await api.connection.db.select({ count: sql<number>`count(*)::int` }).from(exchangeRates))[0]!.count);

describe('exchange rates', () => {
  it('publishes a rate from now or later as a new row; the site converts with the rate in force; history is kept', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const before = OpsRatesResponse.parse((await send('GET', '/api/ops/settings/rates', finance.consoleHeaders)).json()).data;
    expect(before.current.USD_MMK).not.toBeNull();
    const seeded = before.current.USD_MMK!;
    const rowsBefore = await rateRows();

    // A rate for later first: the site must not use it yet.
    const later = new Date(Date.now() + 2 * HOUR).toISOString();
    const scheduled = await send('POST', '/api/ops/settings/rates', finance.consoleHeaders, { pair: 'USD_MMK', rate: '5000', effectiveAt: later });
    expect(SetRateResponse.parse(scheduled.json()).data).toMatchObject({ pair: 'USD_MMK', rate: '5000', effectiveAt: later, state: 'scheduled', source: `employee:${finance.userId}` });
    const now = await send('POST', '/api/ops/settings/rates', finance.consoleHeaders, { pair: 'USD_MMK', rate: '4123.5' });
    const published = SetRateResponse.parse(now.json()).data;
    expect(published).toMatchObject({ rate: '4123.5', state: 'current' });
    // A second click of the same form publishes nothing more.
    const again = SetRateResponse.parse((await send('POST', '/api/ops/settings/rates', finance.consoleHeaders, { pair: 'USD_MMK', rate: '4123.5' })).json()).data;
    expect(again.id).toBe(published.id);
    expect(await rateRows()).toBe(rowsBefore + 2);

    const conversion = await api.app.inject({ method: 'POST', url: '/api/setting/v2/currencyconversion', payload: { channelType: 3, amount: 1, productId: 10, originCurrency: 'USD', convertCurrency: 'MMK' } });
    expect(conversion.json()).toMatchObject({ convertAmount: 4123.5, rate: 4123.5 });

    const after = OpsRatesResponse.parse((await send('GET', '/api/ops/settings/rates', finance.consoleHeaders)).json()).data;
    expect(after.current.USD_MMK).toMatchObject({ id: published.id, rate: '4123.5' });
    expect(after.history.map((entry) => [entry.id, entry.state])).toEqual(expect.arrayContaining([[SetRateResponse.parse(scheduled.json()).data.id, 'scheduled'], [published.id, 'current'], [seeded.id, 'past']]));

    const entries = await auditOf('exchange_rate', 'USD_MMK');
    const mine = entries.filter((entry) => entry.actorId === finance.userId);
    expect(mine.map((entry) => entry.action)).toEqual(['rate.set', 'rate.set']);
    expect(mine[1]!.before).toMatchObject({ id: seeded.id });
    expect(mine[1]!.after).toMatchObject({ id: published.id, rate: '4123.5' });
  });

  it('refuses a rate that is not positive, out of bounds or in the other direction, and a start in the past, writing nothing', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const rowsBefore = await rateRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ pair: 'USD_MMK', rate: '0' }, 'body.rate'],
      [{ pair: 'USD_MMK', rate: '-4500' }, 'body.rate'],
      [{ pair: 'USD_MMK', rate: 'four' }, 'body.rate'],
      [{ pair: 'USD_MMK', rate: '0.00022' }, 'body.rate'],
      [{ pair: 'MMK_USD', rate: '4500' }, 'body.rate'],
      [{ pair: 'USD_MMK', rate: '4500', effectiveAt: new Date(Date.now() - 24 * HOUR).toISOString() }, 'body.effectiveAt'],
      [{ pair: 'USD_MMK', rate: '4500', effectiveAt: 'tomorrow' }, 'body.effectiveAt'],
      [{ pair: 'USD_SGD', rate: '4500' }, 'body.pair'],
    ];
    for (const [body, field] of cases) refusedWith(await send('POST', '/api/ops/settings/rates', finance.consoleHeaders, body), 400, 'VALIDATION_FAILED', field);
    expect(await rateRows()).toBe(rowsBefore);
    // Only the opening of the console session is on the employee's record.
    const entries = await api.connection.db.select().from(auditLog).where(and(eq(auditLog.actorId, finance.userId), eq(auditLog.targetType, 'exchange_rate')));
    expect(entries).toHaveLength(0);
  });
});

const promotionBody = (code: string, changes: Record<string, unknown> = {}) => ({
  code,
  kind: 'percent',
  value: 15,
  minAmount: 50_000,
  maxDiscount: 30_000,
  validFrom: new Date(Date.now() - HOUR).toISOString(),
  validTo: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
  usageLimit: 10,
  perCustomerLimit: 1,
  productTypes: [2],
  descriptionEn: '15% off flights',
  descriptionMy: 'လေယာဉ်လက်မှတ် ၁၅% လျှော့',
  ...changes,
});

describe('promotions', () => {
  it('creates, lists, edits and ends a promotion; its uses are kept and never reset', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const code = `OPS${unique()}`;
    const created = await send('POST', '/api/ops/promotions', finance.consoleHeaders, promotionBody(` ${code.toLowerCase()} `));
    expect(OpsPromotionResponse.parse(created.json()).data).toMatchObject({ code, state: 'running', used: 0, productTypes: [2], active: true });
    // The same code however spelt is taken.
    refusedWith(await send('POST', '/api/ops/promotions', finance.consoleHeaders, promotionBody(code.toLowerCase())), 409, 'PROMOTION_CODE_TAKEN', 'body.code');

    const list = OpsPromotionsResponse.parse((await send('GET', '/api/ops/promotions', finance.consoleHeaders)).json()).data;
    expect(list.promotions.find((promo) => promo.code === code)).toMatchObject({ value: 15, kind: 'percent' });

    // Three orders took it meanwhile.
    await api.connection.db.update(promotions).set({ used: 3 }).where(eq(promotions.code, code));
    const { code: _code, ...terms } = promotionBody(code);
    refusedWith(await send('POST', `/api/ops/promotions/${code}`, finance.consoleHeaders, { ...terms, usageLimit: 2 }), 400, 'VALIDATION_FAILED', 'body.usageLimit');
    const edited = await send('POST', `/api/ops/promotions/${code.toLowerCase()}`, finance.consoleHeaders, { ...terms, kind: 'fixed', value: 5000, maxDiscount: null, usageLimit: 3, productTypes: [1, 2] });
    expect(OpsPromotionResponse.parse(edited.json()).data).toMatchObject({ kind: 'fixed', value: 5000, used: 3, usageLimit: 3, state: 'used_up', productTypes: [1, 2] });

    const ended = await send('POST', `/api/ops/promotions/${code}/end`, finance.consoleHeaders);
    expect(OpsPromotionResponse.parse(ended.json()).data).toMatchObject({ active: false, state: 'ended', used: 3 });
    expect((await send('POST', `/api/ops/promotions/${code}/end`, finance.consoleHeaders)).statusCode).toBe(200);
    const [row] = await api.connection.db.select().from(promotions).where(eq(promotions.code, code));
    expect(row).toMatchObject({ used: 3, active: false, value: 5000 });

    const entries = await auditOf('promotion', code);
    expect(entries.map((entry) => entry.action)).toEqual(['promotion.created', 'promotion.edited', 'promotion.ended']);
    expect(entries[1]!.before).toMatchObject({ kind: 'percent', value: 15, used: 3 });
    expect(entries[1]!.after).toMatchObject({ kind: 'fixed', value: 5000, used: 3 });
    expect(entries.every((entry) => entry.actorId === finance.userId)).toBe(true);
    refusedWith(await send('POST', '/api/ops/promotions/NOSUCHCODE1/end', finance.consoleHeaders), 404, 'NOT_FOUND');
  });

  it('refuses a bad code, percent, window, limit or product, writing nothing', async () => {
    const finance = await consoleEmployee(api, ['finance']);
    const code = `BAD${unique()}`;
    const cases: [Record<string, unknown>, string][] = [
      [promotionBody('A B'), 'body.code'],
      [promotionBody('x!'), 'body.code'],
      [promotionBody(code, { value: 101 }), 'body.value'],
      [promotionBody(code, { value: 0 }), 'body.value'],
      [promotionBody(code, { validTo: new Date(Date.now() - 2 * HOUR).toISOString() }), 'body.validTo'],
      [promotionBody(code, { kind: 'fixed', value: 1000 }), 'body.maxDiscount'],
      [promotionBody(code, { usageLimit: 0 }), 'body.usageLimit'],
      [promotionBody(code, { productTypes: [3] }), 'body.productTypes.0'],
      [promotionBody(code, { descriptionMy: '  ' }), 'body.descriptionMy'],
    ];
    for (const [body, field] of cases) refusedWith(await send('POST', '/api/ops/promotions', finance.consoleHeaders, body), 400, 'VALIDATION_FAILED', field);
    expect(await api.connection.db.select().from(promotions).where(eq(promotions.code, code))).toHaveLength(0);
    expect(await api.connection.db.select().from(auditLog).where(and(eq(auditLog.actorId, finance.userId), eq(auditLog.targetType, 'promotion')))).toHaveLength(0);
  });
});

describe('content pages', () => {
  it('saves both languages, which the public page then shows; a page saved since it was loaded is refused', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const pages = OpsContentPagesResponse.parse((await send('GET', '/api/ops/content/pages', editor.consoleHeaders)).json()).data.pages;
    expect(pages.map((page) => page.slug)).toContain('our-partners');
    const loaded = OpsContentPageResponse.parse((await send('GET', '/api/ops/content/pages/our-partners', editor.consoleHeaders)).json()).data;
    const marker = unique();
    const body = {
      en: { title: `Our partners ${marker}`, description: loaded.en!.description, bodyMarkdown: `## Airlines\n\nWe sell **${marker}** fares.` },
      mm: { title: `ကျွန်ုပ်တို့၏ မိတ်ဖက်များ ${marker}`, description: loaded.mm!.description, bodyMarkdown: `## လေကြောင်းလိုင်းများ\n\n**${marker}** လက်မှတ်များ` },
      basedOn: { en: loaded.en!.updatedAt, mm: loaded.mm!.updatedAt },
    };
    const saved = OpsContentPageResponse.parse((await send('POST', '/api/ops/content/pages/our-partners', editor.consoleHeaders, body)).json()).data;
    expect(saved.mm!.title).toContain(marker);

    const page = ContentPageResponse.parse((await api.app.inject({ method: 'GET', url: '/api/content/pages/our-partners?language=mm' })).json()).page;
    expect(page.title).toBe(body.mm.title);
    expect(page.html).toContain(`<strong>${marker}</strong>`);

    // A second click sends the same words on the old versions: nothing changes, and it succeeds.
    expect((await send('POST', '/api/ops/content/pages/our-partners', editor.consoleHeaders, body)).statusCode).toBe(200);
    // Another editor's words on the old versions are refused: they would overwrite these unseen.
    const stale = { ...body, en: { ...body.en, title: 'Overwritten' } };
    refusedWith(await send('POST', '/api/ops/content/pages/our-partners', editor.consoleHeaders, stale), 409, 'CONTENT_CHANGED', 'body.basedOn.en');
    const [english] = await api.connection.db.select().from(contentPages).where(and(eq(contentPages.slug, 'our-partners'), eq(contentPages.lang, 'en')));
    expect(english!.title).toBe(body.en.title);

    const entries = (await auditOf('content_page', 'our-partners')).filter((entry) => entry.actorId === editor.userId);
    expect(entries.map((entry) => entry.action)).toEqual(['content.saved']);
    expect(entries[0]!.before).toMatchObject({ en: { title: loaded.en!.title }, mm: { title: loaded.mm!.title } });
    expect(entries[0]!.after).toMatchObject({ en: { title: body.en.title }, mm: { title: body.mm.title } });
  });

  it('previews Markdown as the public page renders it, with raw HTML and unsafe links dropped', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const markdown = '# Hi\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[safe](/flight) [bad](javascript:alert(1)) [away](https://evil.example)';
    const { html } = ContentPreviewResponse.parse((await send('POST', '/api/ops/content/preview', editor.consoleHeaders, { markdown })).json()).data;
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('<a href="/flight">safe</a>');
    expect(html).not.toMatch(/<script|onerror|javascript:|evil\.example/);
  });

  it('refuses a page that is not one of the static pages, an empty title and a body too long, writing nothing', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const loaded = OpsContentPageResponse.parse((await send('GET', '/api/ops/content/pages/our-awards', editor.consoleHeaders)).json()).data;
    const text = { title: 'T', description: 'D', bodyMarkdown: 'B' };
    const basedOn = { en: loaded.en!.updatedAt, mm: loaded.mm!.updatedAt };
    refusedWith(await send('POST', '/api/ops/content/pages/no-such-page', editor.consoleHeaders, { en: text, mm: text, basedOn }), 400, 'VALIDATION_FAILED');
    refusedWith(await send('POST', '/api/ops/content/pages/our-awards', editor.consoleHeaders, { en: { ...text, title: ' ' }, mm: text, basedOn }), 400, 'VALIDATION_FAILED', 'body.en.title');
    refusedWith(await send('POST', '/api/ops/content/pages/our-awards', editor.consoleHeaders, { en: text, mm: { ...text, bodyMarkdown: 'x'.repeat(50_001) }, basedOn }), 400, 'VALIDATION_FAILED', 'body.mm.bodyMarkdown');
    const after = OpsContentPageResponse.parse((await send('GET', '/api/ops/content/pages/our-awards', editor.consoleHeaders)).json()).data;
    expect(after).toEqual(loaded);
  });
});

const alertBody = (title: string, changes: Record<string, unknown> = {}) => ({
  type: 'warning',
  scope: 'flight',
  titleEn: title,
  titleMy: `${title} မြန်မာ`,
  infoEn: 'Yangon airport closes early tonight.',
  infoMy: 'ရန်ကုန်လေဆိပ် ယနေ့ည စောစီးစွာ ပိတ်ပါမည်။',
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  ...changes,
});

const showing = async (product: 'flight' | 'hotel', language: 'en' | 'mm') =>
  GeneralAlertsResponse.parse((await api.app.inject({ method: 'GET', url: `/api/general-alerts?product=${product}&language=${language}` })).json()).data;

describe('site alerts', () => {
  it('shows an alert on its products in both languages within its window, and not once ended', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const title = `Alert ${unique()}`;
    const created = OpsAlertResponse.parse((await send('POST', '/api/ops/content/alerts', editor.consoleHeaders, alertBody(title))).json()).data;
    expect(created.state).toBe('showing');
    const later = OpsAlertResponse.parse((await send('POST', '/api/ops/content/alerts', editor.consoleHeaders, alertBody(`${title} later`, { startsAt: new Date(Date.now() + HOUR).toISOString() }))).json()).data;
    expect(later.state).toBe('scheduled');

    expect(await showing('flight', 'mm')).toContainEqual({ id: created.id, type: 'warning', title: `${title} မြန်မာ`, info: alertBody(title).infoMy });
    expect((await showing('flight', 'en')).map((alert) => alert.title)).toContain(title);
    expect((await showing('flight', 'en')).map((alert) => alert.id)).not.toContain(later.id);
    expect((await showing('hotel', 'en')).map((alert) => alert.id)).not.toContain(created.id);

    const edited = OpsAlertResponse.parse((await send('POST', `/api/ops/content/alerts/${created.id}`, editor.consoleHeaders, alertBody(title, { scope: 'all', type: 'updated' }))).json()).data;
    expect(edited).toMatchObject({ scope: 'all', type: 'updated' });
    expect((await showing('hotel', 'en')).map((alert) => alert.id)).toContain(created.id);

    for (const id of [created.id, later.id]) {
      expect(OpsAlertResponse.parse((await send('POST', `/api/ops/content/alerts/${id}/end`, editor.consoleHeaders)).json()).data.state).toBe('over');
      expect((await send('POST', `/api/ops/content/alerts/${id}/end`, editor.consoleHeaders)).statusCode).toBe(200);
    }
    expect((await showing('flight', 'en')).map((alert) => alert.id)).not.toContain(created.id);
    const list = OpsAlertsResponse.parse((await send('GET', '/api/ops/content/alerts', editor.consoleHeaders)).json()).data.alerts;
    expect(list.find((alert) => alert.id === created.id)).toMatchObject({ state: 'over', titleEn: title });

    expect((await auditOf('site_alert', String(created.id))).map((entry) => entry.action)).toEqual(['alert.created', 'alert.edited', 'alert.ended']);
    expect((await auditOf('site_alert', String(later.id))).map((entry) => entry.action)).toEqual(['alert.created', 'alert.ended']);
  });

  it('refuses an alert ending before it starts, an unknown type or an empty title, writing nothing', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const title = `Bad ${unique()}`;
    const start = new Date(Date.now() + HOUR).toISOString();
    refusedWith(await send('POST', '/api/ops/content/alerts', editor.consoleHeaders, alertBody(title, { startsAt: start, endsAt: start })), 400, 'VALIDATION_FAILED', 'body.endsAt');
    refusedWith(await send('POST', '/api/ops/content/alerts', editor.consoleHeaders, alertBody(title, { type: 'info' })), 400, 'VALIDATION_FAILED', 'body.type');
    refusedWith(await send('POST', '/api/ops/content/alerts', editor.consoleHeaders, alertBody(title, { titleMy: '' })), 400, 'VALIDATION_FAILED', 'body.titleMy');
    expect(await api.connection.db.select().from(siteAlerts).where(eq(siteAlerts.titleEn, title))).toHaveLength(0);
  });
});

describe('who may change the business settings', () => {
  it('refuses guests, members, agents, employees without a console session and those without the group, on every call', async () => {
    const member = await createAccount(api, {});
    const agent = await createAccount(api, { userCode: 'AGT' });
    const noSession = await createEmployee(api, ['admin']);
    const support = await consoleEmployee(api, ['support']);
    const finance = await consoleEmployee(api, ['finance']);
    const content = await consoleEmployee(api, ['content']);
    const code = `WHO${unique()}`;
    const alert = OpsAlertResponse.parse((await send('POST', '/api/ops/content/alerts', content.consoleHeaders, alertBody(`Who ${code}`))).json()).data;
    const loaded = OpsContentPageResponse.parse((await send('GET', '/api/ops/content/pages/our-awards', content.consoleHeaders)).json()).data;
    const { code: _code, ...terms } = promotionBody(code);
    const pageBody = { en: { ...loaded.en!, title: 'Changed' }, mm: loaded.mm!, basedOn: { en: loaded.en!.updatedAt, mm: loaded.mm!.updatedAt } };

    const calls: { method: 'GET' | 'POST'; url: string; body?: unknown; allowed: ConsoleEmployee }[] = [
      { method: 'GET', url: '/api/ops/settings/rates', allowed: finance },
      { method: 'POST', url: '/api/ops/settings/rates', body: { pair: 'USD_MMK', rate: '4400' }, allowed: finance },
      { method: 'GET', url: '/api/ops/promotions', allowed: finance },
      { method: 'POST', url: '/api/ops/promotions', body: promotionBody(code), allowed: finance },
      { method: 'POST', url: `/api/ops/promotions/${code}`, body: terms, allowed: finance },
      { method: 'POST', url: `/api/ops/promotions/${code}/end`, allowed: finance },
      { method: 'GET', url: '/api/ops/content/pages', allowed: content },
      { method: 'GET', url: '/api/ops/content/pages/our-awards', allowed: content },
      { method: 'POST', url: '/api/ops/content/pages/our-awards', body: pageBody, allowed: content },
      { method: 'POST', url: '/api/ops/content/preview', body: { markdown: '# x' }, allowed: content },
      { method: 'GET', url: '/api/ops/content/alerts', allowed: content },
      { method: 'POST', url: '/api/ops/content/alerts', body: alertBody(`Who ${code}`), allowed: content },
      { method: 'POST', url: `/api/ops/content/alerts/${alert.id}`, body: alertBody(`Who ${code}`, { type: 'error' }), allowed: content },
      { method: 'POST', url: `/api/ops/content/alerts/${alert.id}/end`, allowed: content },
    ];
    const rowsBefore = await rateRows();
    for (const call of calls) {
      const wrongGroup = call.allowed === finance ? content : finance;
      const refusals: [string, Record<string, string>, number, string][] = [
        ['guest', {}, 401, 'UNAUTHORIZED'],
        ['member', member.headers, 403, 'FORBIDDEN'],
        ['agent', agent.headers, 403, 'FORBIDDEN'],
        ['employee without a console session', noSession.headers, 401, 'CONSOLE_SESSION_REQUIRED'],
        ['support', support.consoleHeaders, 403, 'FORBIDDEN'],
        ['the other group', wrongGroup.consoleHeaders, 403, 'FORBIDDEN'],
      ];
      for (const [who, headers, status, errorCode] of refusals) {
        const answer = await send(call.method, call.url, headers, call.body);
        expect(answer.statusCode, `${who} ${call.method} ${call.url}`).toBe(status);
        expect(ErrorResponse.parse(answer.json()).errorCode, `${who} ${call.method} ${call.url}`).toBe(errorCode);
      }
    }
    // Nothing the refused calls asked for happened.
    expect(await rateRows()).toBe(rowsBefore);
    expect(await api.connection.db.select().from(promotions).where(eq(promotions.code, code))).toHaveLength(0);
    expect((await api.connection.db.select().from(siteAlerts).where(eq(siteAlerts.id, alert.id)))[0]).toMatchObject({ type: 'warning' });
    const [awards] = await api.connection.db.select().from(contentPages).where(and(eq(contentPages.slug, 'our-awards'), eq(contentPages.lang, 'en')));
    expect(awards!.title).toBe(loaded.en!.title);

    // And each call is the allowed group's.
    for (const call of calls) {
      const answer = await send(call.method, call.url, call.allowed.consoleHeaders, call.body);
      expect(answer.statusCode, `${call.method} ${call.url} ${answer.body}`).toBe(200);
    }
  });
});
