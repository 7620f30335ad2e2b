// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInRoot } from '../../flight-listing/test-support.tsx';
import { ConsoleHomeContentPage } from './home-content-page.tsx';
import type { HomeContentPageData } from './home-content.server.ts';

afterEach(cleanup);

const picture = { imageId: 'c'.repeat(40), width: 1200, height: 500 };
const window = { startsAt: '2031-04-01T09:00', endsAt: '2031-04-20T09:00' };

const page: HomeContentPageData = {
  title: 'Home page',
  banners: [
    {
      id: 4,
      landing: 'hotel',
      titleEn: 'Hotels in Bagan',
      titleMy: 'ပုဂံရှိ ဟိုတယ်များ',
      textEn: null,
      textMy: null,
      link: '/hotel',
      picture,
      startsAt: '2031-04-01T02:30:00.000Z',
      endsAt: '2031-04-20T02:30:00.000Z',
      position: 1,
      state: 'showing',
      updatedAt: '2031-04-01T02:30:00.000Z',
      updatedBy: null,
      windowText: '1 Apr to 20 Apr',
    },
  ],
  recommended: [
    {
      id: 9,
      hotelId: 'H3007',
      hotelNameEn: 'Yadanar Sunset Resort',
      hotelNameMy: 'ရတနာ နေဝင် အပန်းဖြေစခန်း',
      blurbEn: 'Sunsets',
      blurbMy: 'နေဝင်ချိန်',
      imageId: null,
      picture: { imageId: 'd'.repeat(40), width: 800, height: 600 },
      startsAt: '2031-04-01T02:30:00.000Z',
      endsAt: '2031-04-20T02:30:00.000Z',
      position: 1,
      state: 'over',
      updatedAt: '2031-04-01T02:30:00.000Z',
      updatedBy: 'E1',
      windowText: '1 Apr to 20 Apr',
    },
  ],
  editingBanner: null,
  editingRecommended: null,
  bannerForm: { landing: 'all', titleEn: '', titleMy: '', textEn: '', textMy: '', link: '', imageId: '', ...window },
  recommendedForm: { hotelId: '', blurbEn: '', blurbMy: '', imageId: '', ...window },
  done: null,
  error: null,
};

describe('ConsoleHomeContentPage', () => {
  it('lists banners and recommended hotels with their buttons, and a form for each with both languages', async () => {
    renderInRoot(<ConsoleHomeContentPage data={page} action={undefined} />);
    const banner = await screen.findByRole('form', { name: 'New banner' });
    for (const label of ['Title (English)', 'Title (Myanmar)', 'Link', 'Picture', 'Starts', 'Ends']) expect(within(banner).getByLabelText(label)).toBeTruthy();
    expect(within(banner).getByLabelText('Title (Myanmar)').getAttribute('lang')).toBe('my');
    expect(banner.getAttribute('enctype')).toBe('multipart/form-data');
    const recommended = screen.getByRole('form', { name: 'Recommend a hotel' });
    for (const label of ['Hotel', 'Why we recommend it (English)', 'Why we recommend it (Myanmar)', 'Picture (optional)']) expect(within(recommended).getByLabelText(label)).toBeTruthy();

    const showing = document.querySelector('[data-item="banner-4"]') as HTMLElement;
    expect(within(showing).getAllByRole('button').map((button) => button.textContent)).toEqual(['Move up', 'Move down', 'End now']);
    const over = document.querySelector('[data-item="recommended-9"]') as HTMLElement;
    // An item over can be edited (to show again) but is neither moved nor ended.
    expect(within(over).queryAllByRole('button')).toHaveLength(0);
    expect(within(over).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/ops/content/home?recommended=9#recommended-form');
    expect(over.textContent).toContain("The hotel's own photo");
  });

  it('puts each problem beside its field and keeps what was typed', async () => {
    const typed = { ...page.recommendedForm, hotelId: 'H99999', blurbEn: 'Quiet' };
    renderInRoot(<ConsoleHomeContentPage data={page} action={{ form: 'recommended', error: null, errors: { hotelId: 'No hotel of ours has this id.' }, recommended: typed }} />);
    const form = await screen.findByRole('form', { name: 'Recommend a hotel' });
    const hotel = within(form).getByLabelText('Hotel');
    expect((hotel as HTMLInputElement).value).toBe('H99999');
    expect(hotel.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(hotel.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent).toBe('No hotel of ours has this id.');
    expect((within(form).getByLabelText('Why we recommend it (English)') as HTMLTextAreaElement).value).toBe('Quiet');
  });
});
