import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { homeBanners, homeRecommended } from '@thwa/db/schema';
import { eq } from '@thwa/db/sql';
import { seedHomeContent, SEED_BANNERS, SEED_RECOMMENDED } from '@thwa/db/seed-home-content';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import {
  BannersResponse,
  CuratedImageResponse,
  OpsBannerResponse,
  OpsHomeContentResponse,
  OpsRecommendedResponse,
  RecommendedResponse,
  type BannerRequestInput,
  type RecommendedItemRequestInput,
} from '@thwa/domain/contracts/curated';
import { recommendedStay } from '@thwa/domain/home/curated';
import { HotelListResponse } from '@thwa/domain/contracts/hotels';
import { createAccount } from './account-fixtures.ts';
import { consoleEmployee, consoleTestCalls, createEmployee, refusedWith, type ConsoleEmployee } from './console-fixtures.ts';
import { useTestApiOnOwnDatabase } from './own-database.ts';

/**
 * The home page's curated items (issue 22 item 1, decision 040): POST /cms/banners and POST
 * /v2/cms/recommended answer what employees of the content group set in the console, in the asked
 * language, in their order, within their window; every console change is audited. On a database of
 * this file's own, so the items it writes are not another file's.
 */
const api = useTestApiOnOwnDatabase('thwa_curated_feeds', { RATE_LIMIT_PER_MINUTE: '1000000' });

const HOUR = 3_600_000;
const unique = () => randomBytes(4).toString('hex');

const { send, auditOf } = consoleTestCalls(api);


/** A small picture of our own, different each call (its hash is its id). */
const svg = (label = unique()) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500" viewBox="0 0 1200 500"><rect width="1200" height="500" fill="#0b5ed7"/><desc>${label}</desc></svg>`;

async function upload(editor: ConsoleEmployee, bytes: string | Buffer = svg(), type = 'image/svg+xml') {
  return api.app.inject({ method: 'POST', url: '/api/ops/content/home/images', headers: { ...editor.consoleHeaders, 'content-type': type }, payload: bytes });
}

async function picture(editor: ConsoleEmployee): Promise<string> {
  return CuratedImageResponse.parse((await upload(editor)).json()).data.imageId;
}

function bannerBody(imageId: string, overrides: Partial<BannerRequestInput> = {}): BannerRequestInput {
  return {
    landing: 'all',
    titleEn: `Fly home ${unique()}`,
    titleMy: 'သင်္ကြန်ကို အိမ်ပြန်ပါ',
    textEn: 'Every route, every day.',
    textMy: 'လမ်းကြောင်းတိုင်း၊ နေ့တိုင်း။',
    link: '/campaign/flights-information-and-schedule',
    imageId,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    ...overrides,
  };
}

function recommendedBody(overrides: Partial<RecommendedItemRequestInput> = {}): RecommendedItemRequestInput {
  return {
    hotelId: 'H3008',
    blurbEn: `Lotus pond and temples ${unique()}`,
    blurbMy: 'ကြာကန်နှင့် စေတီများ',
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
    ...overrides,
  };
}

const banners = async (product: string, language: string) => BannersResponse.parse((await send('POST', '/api/cms/banners', {}, { product, language })).json()).data;
const recommended = async (language: string) => RecommendedResponse.parse((await send('POST', '/api/v2/cms/recommended', {}, { product: 'hotel', language })).json()).data;

describe('the seed', () => {
  it('shows its banners and recommended hotels on a fresh database, with their own pictures, and seeding again writes nothing twice', async () => {
    const flight = await banners('flight', 'en');
    const seeded = flight.filter((one) => SEED_BANNERS.some((seed) => seed.titleEn === one.title));
    // Thingyan fares (flight) and the wallet (all) show on /; Bagan's hotels only on /hotel.
    expect(seeded.map((one) => one.title)).toEqual(['Fly home for Thingyan', 'Pay in kyats with your Thwa wallet']);
    expect(seeded[0]!.picture).toMatchObject({ width: 1200, height: 500 });
    const media = await api.app.inject({ method: 'GET', url: `/media/${seeded[0]!.picture.imageId}/320.webp` });
    expect([200, 404]).toContain(media.statusCode);
    expect((await banners('hotel', 'mm')).map((one) => one.title)).toEqual(expect.arrayContaining(['Thwa ပိုက်ဆံအိတ်ဖြင့် ကျပ်ငွေ ပေးချေပါ', 'ပုဂံရှိ ဟိုတယ်များ']));
    const hotels = await recommended('en');
    expect(hotels.map((one) => one.hotelId)).toEqual(expect.arrayContaining(SEED_RECOMMENDED.map((one) => one.hotelId)));

    const before = [(await api.connection.db.select().from(homeBanners)).length, (await api.connection.db.select().from(homeRecommended)).length];
    await seedHomeContent(api.connection.db);
    expect([(await api.connection.db.select().from(homeBanners)).length, (await api.connection.db.select().from(homeRecommended)).length]).toEqual(before);
  });
});

describe('POST /cms/banners and POST /v2/cms/recommended', () => {
  it('refuse a bad body with 400, naming the field', async () => {
    refusedWith(await send('POST', '/api/cms/banners', {}, { product: 'car', language: 'en' }), 400, 'VALIDATION_FAILED', 'body.product');
    refusedWith(await send('POST', '/api/cms/banners', {}, { product: 'flight', language: 'fr' }), 400, 'VALIDATION_FAILED', 'body.language');
    refusedWith(await send('POST', '/api/cms/banners', {}, { product: 'flight', language: 'en', extra: 1 }), 400, 'VALIDATION_FAILED');
    refusedWith(await send('POST', '/api/v2/cms/recommended', {}, { product: 'car', language: 'en' }), 400, 'VALIDATION_FAILED', 'body.product');
    refusedWith(await send('POST', '/api/v2/cms/recommended', {}, { product: 'hotel' }), 400, 'VALIDATION_FAILED', 'body.language');
  });

  it('answer code 200 and are cached briefly by anyone between', async () => {
    const answer = await send('POST', '/api/cms/banners', {}, { product: 'hotel', language: 'en' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=30');
    expect(BannersResponse.parse(answer.json()).code).toBe(200);
  });
});

describe('banners in the console', () => {
  it('are created in both languages with an uploaded picture, shown in the asked language on their landing in their order, moved, edited and ended, each change audited', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const imageId = await picture(editor);
    const first = OpsBannerResponse.parse((await send('POST', '/api/ops/content/home/banners', editor.consoleHeaders, bannerBody(imageId, { landing: 'hotel' }))).json()).data;
    const second = OpsBannerResponse.parse((await send('POST', '/api/ops/content/home/banners', editor.consoleHeaders, bannerBody(imageId, { landing: 'hotel', textEn: null, textMy: null }))).json()).data;
    expect(first).toMatchObject({ state: 'showing', updatedBy: editor.userId, picture: { imageId, width: 1200, height: 500 } });

    const onHotel = await banners('hotel', 'en');
    const ours = onHotel.filter((one) => one.id === first.id || one.id === second.id);
    expect(ours.map((one) => one.id)).toEqual([first.id, second.id]);
    expect(ours[0]).toEqual({ id: first.id, title: first.titleEn, text: 'Every route, every day.', link: '/campaign/flights-information-and-schedule', picture: { imageId, width: 1200, height: 500 } });
    expect(ours[1]!.text).toBeNull();
    expect((await banners('hotel', 'mm')).find((one) => one.id === first.id)).toMatchObject({ title: 'သင်္ကြန်ကို အိမ်ပြန်ပါ', text: 'လမ်းကြောင်းတိုင်း၊ နေ့တိုင်း။' });
    // A hotel banner is not on the flight landing ('/').
    expect((await banners('flight', 'en')).some((one) => one.id === first.id)).toBe(false);

    // Moved up: it now comes before the first.
    const moved = OpsHomeContentResponse.parse((await send('POST', `/api/ops/content/home/banners/${second.id}/move`, editor.consoleHeaders, { direction: 'up' })).json()).data;
    const order = moved.banners.filter((one) => one.id === first.id || one.id === second.id).map((one) => one.id);
    expect(order).toEqual([second.id, first.id]);
    expect((await banners('hotel', 'en')).filter((one) => one.id === first.id || one.id === second.id).map((one) => one.id)).toEqual([second.id, first.id]);

    const edited = OpsBannerResponse.parse((await send('POST', `/api/ops/content/home/banners/${first.id}`, editor.consoleHeaders, bannerBody(imageId, { landing: 'all', titleEn: 'Changed title' }))).json()).data;
    expect(edited).toMatchObject({ landing: 'all', titleEn: 'Changed title' });
    expect((await banners('flight', 'en')).find((one) => one.id === first.id)?.title).toBe('Changed title');

    const ended = OpsBannerResponse.parse((await send('POST', `/api/ops/content/home/banners/${first.id}/end`, editor.consoleHeaders)).json()).data;
    expect(ended.state).toBe('over');
    expect((await banners('flight', 'en')).some((one) => one.id === first.id)).toBe(false);
    // Ending it again changes nothing and writes no second entry.
    expect((await send('POST', `/api/ops/content/home/banners/${first.id}/end`, editor.consoleHeaders)).statusCode).toBe(200);

    const entries = await auditOf('home_banner', String(first.id));
    expect(entries.map((one) => one.action)).toEqual(['banner.created', 'banner.edited', 'banner.ended']);
    expect(entries[0]).toMatchObject({ actorId: editor.userId, before: null, after: { titleMy: 'သင်္ကြန်ကို အိမ်ပြန်ပါ', imageId, link: '/campaign/flights-information-and-schedule' } });
    expect((await auditOf('home_banner', String(second.id))).map((one) => one.action)).toEqual(['banner.created', 'banner.moved']);
  });

  it('shows a banner only within its window', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const imageId = await picture(editor);
    const later = OpsBannerResponse.parse(
      (await send('POST', '/api/ops/content/home/banners', editor.consoleHeaders, bannerBody(imageId, { startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date(Date.now() + 2 * HOUR).toISOString() }))).json(),
    ).data;
    const past = OpsBannerResponse.parse(
      (await send('POST', '/api/ops/content/home/banners', editor.consoleHeaders, bannerBody(imageId, { startsAt: new Date(Date.now() - 2 * HOUR).toISOString(), endsAt: new Date(Date.now() - HOUR).toISOString() }))).json(),
    ).data;
    expect([later.state, past.state]).toEqual(['scheduled', 'over']);
    const shown = (await banners('flight', 'en')).map((one) => one.id);
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(past.id);
  });

  it('refuses bad input with 400 beside the field, an outside link, an unknown picture and a wrong file; nothing is written', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const imageId = await picture(editor);
    const count = async () => (await api.connection.db.select().from(homeBanners)).length;
    const before = await count();
    const post = (body: unknown) => send('POST', '/api/ops/content/home/banners', editor.consoleHeaders, body);
    for (const link of ['https://evil.example/deal', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/api/cms/banners', '/ops/content'])
      refusedWith(await post(bannerBody(imageId, { link })), 400, 'VALIDATION_FAILED', 'body.link');
    refusedWith(await post(bannerBody(imageId, { titleMy: '' })), 400, 'VALIDATION_FAILED', 'body.titleMy');
    refusedWith(await post(bannerBody(imageId, { titleEn: 'x'.repeat(81) })), 400, 'VALIDATION_FAILED', 'body.titleEn');
    refusedWith(await post(bannerBody(imageId, { landing: 'bus' as 'all' })), 400, 'VALIDATION_FAILED', 'body.landing');
    refusedWith(await post(bannerBody(imageId, { textMy: null })), 400, 'VALIDATION_FAILED', 'body.textMy');
    const start = new Date().toISOString();
    refusedWith(await post(bannerBody(imageId, { startsAt: start, endsAt: start })), 400, 'VALIDATION_FAILED', 'body.endsAt');
    refusedWith(await post(bannerBody('0'.repeat(40))), 400, 'VALIDATION_FAILED', 'body.imageId');
    refusedWith(await post(bannerBody('not-an-id')), 400, 'VALIDATION_FAILED', 'body.imageId');
    refusedWith(await post({ ...bannerBody(imageId), extra: true }), 400, 'VALIDATION_FAILED');
    refusedWith(await send('POST', '/api/ops/content/home/banners/2147483647', editor.consoleHeaders, bannerBody(imageId)), 404, 'NOT_FOUND');
    refusedWith(await send('POST', '/api/ops/content/home/banners/abc/end', editor.consoleHeaders), 400, 'VALIDATION_FAILED', 'params.id');
    refusedWith(await send('POST', '/api/ops/content/home/banners/1/move', editor.consoleHeaders, { direction: 'left' }), 400, 'VALIDATION_FAILED', 'body.direction');
    expect(await count()).toBe(before);

    refusedWith(await upload(editor, Buffer.from('%PDF-1.4 not a picture'), 'application/pdf'), 400, 'IMAGE_REJECTED', 'unsupported_type');
    refusedWith(await upload(editor, Buffer.from('hello, just text'), 'image/png'), 400, 'IMAGE_REJECTED', 'not_an_image');
    refusedWith(await upload(editor, Buffer.alloc(0), 'image/png'), 400, 'IMAGE_REJECTED');
  });
});

describe('recommended hotels in the console', () => {
  it('recommend one of our hotels with its blurb, its own first photo unless one is uploaded, and what its card needs', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const created = OpsRecommendedResponse.parse((await send('POST', '/api/ops/content/home/recommended', editor.consoleHeaders, recommendedBody())).json()).data;
    expect(created).toMatchObject({ hotelId: 'H3008', hotelNameEn: 'Htarwara Lotus Hotel', imageId: null, state: 'showing' });
    expect(created.picture).not.toBeNull();

    const en = (await recommended('en')).find((one) => one.id === created.id)!;
    const stay = recommendedStay(new Date());
    expect(en).toMatchObject({
      kind: 'hotel',
      hotelId: 'H3008',
      name: 'Htarwara Lotus Hotel',
      city: 'Bagan',
      stars: 4,
      blurb: created.blurbEn,
      picture: created.picture!,
      search: { scope: 'hotel', term: 'htarwara-lotus-hotel-bagan', itemId: 'H3008', city: 'bagan', region: 'local', checkin: stay.checkin, checkout: stay.checkout, adult: 2, rooms: 1, childAges: [], nationality: 'local' },
    });
    // The "from" price is the listing's card price for the same hotel, stay and party.
    const listing = await send('POST', '/api/hotel/v2/list', {}, { scope: 'hotel', term: 'htarwara-lotus-hotel-bagan', checkin: stay.checkin, checkout: stay.checkout, rooms: 1, adult: 2, child: 0 });
    expect(listing.statusCode, listing.body).toBe(200);
    const card = HotelListResponse.parse(listing.json()).data.find((one) => one.hotelId === 'H3008');
    expect(en.fromPrice).toBe(card ? card.price.perNight : null);
    const mm = (await recommended('mm')).find((one) => one.id === created.id)!;
    expect(mm).toMatchObject({ city: 'ပုဂံ', blurb: 'ကြာကန်နှင့် စေတီများ' });

    // An uploaded picture replaces the hotel's own.
    const imageId = await picture(editor);
    const edited = OpsRecommendedResponse.parse((await send('POST', `/api/ops/content/home/recommended/${created.id}`, editor.consoleHeaders, recommendedBody({ blurbEn: created.blurbEn, blurbMy: created.blurbMy, imageId }))).json()).data;
    expect(edited.picture).toEqual({ imageId, width: 1200, height: 500 });
    expect((await recommended('en')).find((one) => one.id === created.id)!.picture.imageId).toBe(imageId);

    OpsRecommendedResponse.parse((await send('POST', `/api/ops/content/home/recommended/${created.id}/end`, editor.consoleHeaders)).json());
    expect((await recommended('en')).some((one) => one.id === created.id)).toBe(false);
    expect((await auditOf('home_recommended', String(created.id))).map((one) => one.action)).toEqual(['recommended.created', 'recommended.edited', 'recommended.ended']);
  });

  it('refuses an unknown hotel, a hotel abroad and bad input with 400 beside the field', async () => {
    const editor = await consoleEmployee(api, ['content']);
    const post = (body: unknown) => send('POST', '/api/ops/content/home/recommended', editor.consoleHeaders, body);
    refusedWith(await post(recommendedBody({ hotelId: 'H99999' })), 400, 'VALIDATION_FAILED', 'body.hotelId');
    refusedWith(await post(recommendedBody({ hotelId: 'Bagan' })), 400, 'VALIDATION_FAILED', 'body.hotelId');
    refusedWith(await post(recommendedBody({ blurbMy: '' })), 400, 'VALIDATION_FAILED', 'body.blurbMy');
    refusedWith(await post(recommendedBody({ imageId: 'f'.repeat(40) })), 400, 'VALIDATION_FAILED', 'body.imageId');
    refusedWith(await post(recommendedBody({ endsAt: new Date(Date.now() - 2 * HOUR).toISOString() })), 400, 'VALIDATION_FAILED', 'body.endsAt');
  });
});

describe('who may edit the home page', () => {
  it('a guest 401, a member, an agent and employees of other groups 403, an employee without a console session 401; content and admin allowed', async () => {
    const member = await createAccount(api, {});
    const agent = await createAccount(api, { userCode: 'AGT' });
    const noSession = await createEmployee(api, ['admin']);
    const support = await consoleEmployee(api, ['support']);
    const finance = await consoleEmployee(api, ['finance']);
    const inventory = await consoleEmployee(api, ['inventory']);
    const content = await consoleEmployee(api, ['content']);
    const admin = await consoleEmployee(api, ['admin']);
    const imageId = await picture(content);
    const banner = OpsBannerResponse.parse((await send('POST', '/api/ops/content/home/banners', content.consoleHeaders, bannerBody(imageId))).json()).data;
    const item = OpsRecommendedResponse.parse((await send('POST', '/api/ops/content/home/recommended', content.consoleHeaders, recommendedBody())).json()).data;

    const calls: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
      { method: 'GET', url: '/api/ops/content/home' },
      { method: 'POST', url: '/api/ops/content/home/banners', body: bannerBody(imageId) },
      { method: 'POST', url: `/api/ops/content/home/banners/${banner.id}`, body: bannerBody(imageId, { titleEn: 'Refused' }) },
      { method: 'POST', url: `/api/ops/content/home/banners/${banner.id}/move`, body: { direction: 'up' } },
      { method: 'POST', url: `/api/ops/content/home/banners/${banner.id}/end` },
      { method: 'POST', url: '/api/ops/content/home/recommended', body: recommendedBody() },
      { method: 'POST', url: `/api/ops/content/home/recommended/${item.id}`, body: recommendedBody({ blurbEn: 'Refused' }) },
      { method: 'POST', url: `/api/ops/content/home/recommended/${item.id}/move`, body: { direction: 'up' } },
      { method: 'POST', url: `/api/ops/content/home/recommended/${item.id}/end` },
    ];
    const refusals: [string, Record<string, string>, number, string][] = [
      ['guest', {}, 401, 'UNAUTHORIZED'],
      ['member', member.headers, 403, 'FORBIDDEN'],
      ['agent', agent.headers, 403, 'FORBIDDEN'],
      ['employee without a console session', noSession.headers, 401, 'CONSOLE_SESSION_REQUIRED'],
      ['support', support.consoleHeaders, 403, 'FORBIDDEN'],
      ['finance', finance.consoleHeaders, 403, 'FORBIDDEN'],
      ['inventory', inventory.consoleHeaders, 403, 'FORBIDDEN'],
    ];
    for (const call of calls)
      for (const [who, headers, status, errorCode] of refusals) {
        const answer = await send(call.method, call.url, headers, call.body);
        expect(answer.statusCode, `${who} ${call.method} ${call.url}`).toBe(status);
        expect(ErrorResponse.parse(answer.json()).errorCode, `${who} ${call.method} ${call.url}`).toBe(errorCode);
      }
    for (const [who, headers, status] of refusals) expect((await upload({ ...content, consoleHeaders: headers as ConsoleEmployee['consoleHeaders'] })).statusCode, who).toBe(status);
    // Nothing the refused calls asked for happened.
    expect((await api.connection.db.select().from(homeBanners).where(eq(homeBanners.id, banner.id)))[0]).toMatchObject({ titleEn: banner.titleEn, endsAt: new Date(banner.endsAt) });

    for (const call of calls) {
      const answer = await send(call.method, call.url, admin.consoleHeaders, call.body);
      expect(answer.statusCode, `admin ${call.method} ${call.url} ${answer.body}`).toBe(200);
    }
  });
});
