/**
 * What a hotel's pictures show, in the order shoppers look for them (issue 19): the building of its
 * type, the view, the room, its bathroom, breakfast. A room type's pictures are its room and bathroom;
 * the others are the hotel's.
 */
export const HOTEL_PHOTO_KINDS = ['exterior', 'view', 'lobby', 'pool', 'breakfast', 'room', 'bathroom'] as const;
export type HotelPhotoKind = (typeof HOTEL_PHOTO_KINDS)[number];
