import { describe, expect, it } from 'vitest';
import { readBannerForm, readRecommendedForm } from './home-content-form.ts';

const form = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

const banner = {
  landing: 'hotel',
  titleEn: 'Hotels in Bagan',
  titleMy: 'ပုဂံရှိ ဟိုတယ်များ',
  textEn: '',
  textMy: '',
  link: '/hotel',
  imageId: '',
  startsAt: '2031-04-01T09:00',
  endsAt: '2031-04-20T09:00',
};

describe('readBannerForm', () => {
  it('reads Yangon times and an empty optional line as none', () => {
    const read = readBannerForm(form(banner), true);
    expect(read).toEqual({ ok: true, body: { ...banner, textEn: null, textMy: null, startsAt: '2031-04-01T02:30:00.000Z', endsAt: '2031-04-20T02:30:00.000Z' } });
  });

  it('names each problem by its field: another site, one language of the line, no picture, an end before the start', () => {
    const read = readBannerForm(form({ ...banner, link: 'https://evil.example', textEn: 'Sunrise', titleMy: '', endsAt: '2031-03-01T09:00' }), false);
    expect(read).toEqual({
      ok: false,
      errors: { link: 'ops.homePage.problem.link', textMy: 'ops.homePage.problem.pair', titleMy: 'ops.homePage.problem.required', picture: 'ops.homePage.problem.picture', endsAt: 'ops.homePage.problem.to_before_from' },
    });
    // Editing keeps the picture it has.
    expect(readBannerForm(form({ ...banner, imageId: 'a'.repeat(40) }), false).ok).toBe(true);
  });
});

describe('readRecommendedForm', () => {
  const item = { hotelId: 'h3007', blurbEn: 'Sunsets', blurbMy: 'နေဝင်ချိန်', imageId: '', startsAt: '2031-04-01T09:00', endsAt: '2031-04-02T09:00' };

  it("reads a hotel id and no picture as the hotel's own", () => {
    expect(readRecommendedForm(form(item))).toMatchObject({ ok: true, body: { hotelId: 'H3007', imageId: null } });
  });

  it('refuses what is not one of our hotel ids and a missing blurb', () => {
    expect(readRecommendedForm(form({ ...item, hotelId: 'Bagan', blurbMy: '' }))).toEqual({ ok: false, errors: { hotelId: 'ops.homePage.problem.hotel', blurbMy: 'ops.homePage.problem.required' } });
  });
});
