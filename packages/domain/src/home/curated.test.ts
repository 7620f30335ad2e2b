import { describe, expect, it } from 'vitest';
import { bannerShowsOn, curatedState, curatedWindowProblem, isOwnPagePath, movedOrder, pairProblem, recommendedStay } from './curated.ts';

describe('isOwnPagePath', () => {
  it('takes a path of our own site, with its query and fragment', () => {
    for (const link of ['/', '/hotel', '/hotel/listing?term=bagan&city=bagan', '/campaign/thingyan#deals', '/account/my-wallet', '/content/about-us']) expect(isOwnPagePath(link), link).toBe(true);
  });

  it('refuses another site however it is written', () => {
    for (const link of ['https://evil.example', 'http://x', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', 'evil.example', '', ' /hotel', '/ho tel', '/hotel\n', 'mailto:a@b.c', 'data:text/html,x'])
      expect(isOwnPagePath(link), link).toBe(false);
  });

  it('refuses the api and the console, which are not customers’ pages, and a link too long', () => {
    for (const link of ['/api/cms/banners', '/api', '/ops', '/ops/content', '/ops?x=1', `/${'a'.repeat(300)}`]) expect(isOwnPagePath(link), link).toBe(false);
    expect(isOwnPagePath('/operations-news')).toBe(true);
    expect(isOwnPagePath('/apis')).toBe(true);
  });
});

describe('windows', () => {
  const at = (iso: string) => new Date(iso);
  const window = { startsAt: at('2026-04-01T00:00:00Z'), endsAt: at('2026-04-20T00:00:00Z') };

  it('must end after they start', () => {
    expect(curatedWindowProblem(window)).toBeNull();
    expect(curatedWindowProblem({ startsAt: window.endsAt, endsAt: window.endsAt })).toBe('to_before_from');
  });

  it('show from the start inclusive to the end exclusive', () => {
    expect(curatedState(window, at('2026-03-31T23:59:59Z'))).toBe('scheduled');
    expect(curatedState(window, window.startsAt)).toBe('showing');
    expect(curatedState(window, window.endsAt)).toBe('over');
  });
});

describe('banners and order', () => {
  it("show on every landing for 'all', else on their product's", () => {
    expect(bannerShowsOn('all', 'hotel')).toBe(true);
    expect(bannerShowsOn('flight', 'flight')).toBe(true);
    expect(bannerShowsOn('flight', 'hotel')).toBe(false);
  });

  it('move one place up or down, never past the ends', () => {
    expect(movedOrder([1, 2, 3], 3, 'up')).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, 'down')).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, 'down')).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 9, 'up')).toEqual([1, 2, 3]);
  });

  it('want both languages of an optional line or neither', () => {
    expect(pairProblem('', null)).toBeNull();
    expect(pairProblem('Fly', 'ပျံ')).toBeNull();
    expect(pairProblem('Fly', ' ')).toBe('my');
    expect(pairProblem(undefined, 'ပျံ')).toBe('en');
  });
});

describe('recommendedStay', () => {
  it('is tonight to tomorrow in Yangon for two adults in one room', () => {
    // 18:00 UTC is 00:30 the next day in Yangon.
    expect(recommendedStay(new Date('2026-04-10T18:00:00Z'))).toEqual({ checkin: '2026-04-11', checkout: '2026-04-12', rooms: 1, adult: 2, childAges: [] });
    expect(recommendedStay(new Date('2026-12-31T10:00:00Z'))).toMatchObject({ checkin: '2026-12-31', checkout: '2027-01-01' });
  });
});
