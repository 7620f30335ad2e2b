/**
 * The codes a hotel is described by (spec §3 listing filters): its type, the main bed of a room type,
 * its amenities. The catalogue generates hotels with them, the api names them and checks filters by
 * them, and the web has words for exactly these; one list for all three.
 */

/** Spec §3 listing filter hotelTypes. */
export const HOTEL_TYPES = ['hotel', 'resort', 'guest_house', 'serviced_apartment', 'motel'] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

/** Spec §3 listing filter bedTypes: the main bed of a room type. */
export const BED_TYPES = ['single', 'twin', 'double', 'queen', 'king', 'bunk'] as const;
export type BedType = (typeof BED_TYPES)[number];

/** Spec §3 listing filter amenities. */
export const AMENITIES = [
  'wifi',
  'parking',
  'pool',
  'spa',
  'gym',
  'restaurant',
  'bar',
  'airport_shuttle',
  'room_service',
  'laundry',
  'air_conditioning',
  'garden',
  'beach_access',
  'lake_view',
  'family_rooms',
  'non_smoking',
  '24h_front_desk',
  'kitchen',
  'elevator',
  'tour_desk',
  'bicycle_rental',
  'meeting_rooms',
] as const;
export type Amenity = (typeof AMENITIES)[number];
