import type { Transaction } from '@thwa/db/transaction';
import type { HotelPlace, Phrase } from '@thwa/db/hotels/destinations';
import type { Hotel, HotelRoomType } from '@thwa/db/hotels/hotel-catalogue';
import type { HotelSearchRegion } from '@thwa/domain/hotels/hotel-search-query';
import type { HotelSourceName } from '@thwa/domain/hotels/hotel-trip';
import type { StayOffer } from '@thwa/domain/hotels/stay-offer';
import type { Nationality } from '@thwa/domain/settings';
import type { HotelPhotoContent } from './hotel-photos.repository.ts';

export type { HotelSourceName, HotelPhotoContent };

/** One room type's offer for a stay. */
export interface RoomOffer {
  room: HotelRoomType;
  offer: StayOffer;
}

/** Rooms of one type asked for a stay. */
export interface RoomRequest {
  roomTypeId: string;
  rooms: number;
}

export interface RoomHoldRequest {
  orderId: string;
  checkIn: string;
  checkOut: string;
  rooms: readonly RoomRequest[];
  /**
   * The client's other orders still held unpaid, when the hold limits count the client (null: an agent):
   * with them, no client may hold more than its share of one hotel's rooms on any night (hold-limits.ts).
   */
  clientOrders?: readonly string[] | null;
}

export interface ConfirmRequest {
  orderId: string;
  /** The lead guests' last names, as hotels file a booking (and as the sandbox reads test names). */
  lastNames: readonly string[];
  /** 1 on the first try; a source that is slow answers `pending` and is asked again. */
  attempt: number;
}

export type ConfirmResult =
  /** The hotel's confirmation number. */
  | { status: 'confirmed'; reference: string }
  /** Not confirmed yet: ask again later. */
  | { status: 'pending' }
  | { status: 'failed'; reason: string };

/** A place a source sells, with the country it is in. */
export interface SourcePlace {
  place: HotelPlace;
  country: Phrase;
}

/**
 * One seller of hotel rooms: our own inventory, or a partner such as a bed bank. The hotels feature
 * searches, prices, holds and confirms every stay through this interface (hotel-sources.ts finds the
 * source of a place or a hotel), so a hotel abroad is listed, re-priced, held and confirmed by the
 * same code as one of ours. Content (places, hotels, rooms, rates) is the source's; prices and rooms
 * left are asked per stay.
 */
export interface HotelSource {
  readonly name: HotelSourceName;
  /** Spec §3 region of its places: our Myanmar destinations are local, a bed bank's are international. */
  readonly region: HotelSearchRegion;
  readonly places: readonly SourcePlace[];
  hotelsIn(placeId: number): readonly Hotel[];
  hotel(hotelId: string): Hotel | undefined;
  hotelBySlug(slug: string): Hotel | undefined;
  /** Each hotel's pictures in the order shown (building first), by hotel id: content, kept in our store. */
  photos(hotelIds: readonly string[]): Promise<ReadonlyMap<string, readonly HotelPhotoContent[]>>;
  /**
   * Every room type's rooms left and prices for the nights asked, by hotel id.
   * @throws HotelSourceError when the source fails or does not answer in time
   */
  offers(hotels: readonly Hotel[], nights: readonly string[], nationality: Nationality): Promise<Map<string, RoomOffer[]>>;
  /**
   * Holds every night of every room asked, in the order's transaction, all or nothing.
   * @throws AppError ROOM_NOT_AVAILABLE when some night has too few rooms (nothing is then held),
   *   TOO_MANY_UNPAID_BOOKINGS when the client would hold more than its share of the hotel on a night
   */
  hold(transaction: Transaction, request: RoomHoldRequest): Promise<void>;
  /** Held rooms become sold, in the transaction that records the confirmation. */
  markSold(transaction: Transaction, orderId: string): Promise<void>;
  /** Gives every night the order holds (or bought) back to sale, once. Safe to repeat. */
  release(transaction: Transaction, orderId: string): Promise<void>;
  /** Asks the hotel to confirm a paid stay; outside any transaction. Safe to call again for the same order. */
  confirm(request: ConfirmRequest): Promise<ConfirmResult>;
}

/** A source failed or did not answer in time: the search says so and may be tried again. */
export class HotelSourceError extends Error {
  constructor(
    readonly source: HotelSourceName,
    message: string,
  ) {
    super(`${source}: ${message}`);
    this.name = 'HotelSourceError';
  }
}
