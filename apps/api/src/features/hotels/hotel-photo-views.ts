import type { HotelPhoto } from '@thwa/domain/contracts/hotels';
import type { Language } from '@thwa/domain/settings';
import type { HotelPhotoContent } from '../../partners/hotel-sources/hotel-source.ts';

/** A stored picture as the hotel calls answer it: its caption in the language asked for. */
export function hotelPhotoOf(photo: HotelPhotoContent, language: Language): HotelPhoto {
  return { imageId: photo.imageId, kind: photo.kind, roomCode: photo.roomCode, width: photo.width, height: photo.height, caption: language === 'mm' ? photo.captionMy : photo.captionEn };
}

/** Spec §3's `picture`: the address of a hotel's first picture, as a plain JPEG a partner's client can show. */
export function pictureAddress(photo: HotelPhotoContent | undefined): string | null {
  return photo ? `/media/${photo.imageId}/800.jpeg` : null;
}
