// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HotelPhoto } from '@thwa/domain/contracts/hotels';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { HotelGallery } from './hotel-gallery.tsx';

afterEach(cleanup);

const photos: HotelPhoto[] = [
  { imageId: '1'.repeat(40), kind: 'exterior', roomCode: null, width: 1200, height: 900, caption: 'The front of Thiri Moonlight Hotel' },
  { imageId: '2'.repeat(40), kind: 'view', roomCode: null, width: 1200, height: 900, caption: 'View over Yangon' },
  { imageId: '3'.repeat(40), kind: 'room', roomCode: 'deluxe', width: 1200, height: 900, caption: 'Deluxe Room' },
];

const bigPicture = () => screen.getByRole('figure').querySelector('img')!;

describe('HotelGallery', () => {
  it('shows the first picture big and at once, and every picture as a named button', async () => {
    renderInRoot(<HotelGallery hotelName="Thiri Moonlight Hotel" photos={photos} />);
    const gallery = await screen.findByRole('region', { name: 'Pictures of Thiri Moonlight Hotel' });
    expect(bigPicture().getAttribute('alt')).toBe('The front of Thiri Moonlight Hotel');
    expect(bigPicture().getAttribute('fetchpriority')).toBe('high');
    const buttons = within(gallery).getAllByRole('button', { name: /^Show picture/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Show picture 1 of 3: The front of Thiri Moonlight Hotel', 'Show picture 2 of 3: View over Yangon', 'Show picture 3 of 3: Deluxe Room']);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByText('1 of 3')).toBeTruthy();
  });

  it('shows the picture chosen, and the next and previous with the buttons and the arrow keys', async () => {
    renderInRoot(<HotelGallery hotelName="Thiri Moonlight Hotel" photos={photos} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show picture 3 of 3: Deluxe Room' }));
    expect(bigPicture().getAttribute('alt')).toBe('Deluxe Room');
    expect(bigPicture().getAttribute('loading')).toBe('lazy');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(bigPicture().getAttribute('alt')).toBe('The front of Thiri Moonlight Hotel');
    fireEvent.keyDown(screen.getByRole('button', { name: /^Show picture 1/ }), { key: 'ArrowLeft' });
    expect(bigPicture().getAttribute('alt')).toBe('Deluxe Room');
    expect(screen.getByText('3 of 3')).toBeTruthy();
  });

  it('speaks Myanmar in Myanmar, digits too', async () => {
    renderInRoot(<HotelGallery hotelName="သီရိ" photos={photos} />, { lang: 'mm' });
    expect(await screen.findByText('၃ ပုံအနက် ၁')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'နောက် ဓာတ်ပုံ' })).toBeTruthy();
  });

  it('says so when a hotel has no picture yet', async () => {
    renderInRoot(<HotelGallery hotelName="Thiri Moonlight Hotel" photos={[]} />);
    expect(await screen.findByText('No pictures of this hotel yet')).toBeTruthy();
  });
});
