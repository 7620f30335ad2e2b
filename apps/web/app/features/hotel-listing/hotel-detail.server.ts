import { data } from 'react-router';
import type { HotelDetailRequest, HotelDetailResponse, HotelRoomOffer } from '@thwa/domain/contracts/hotels';
import { buildHotelSearchQuery, hasHotelPlace } from '@thwa/domain/hotels/hotel-search-query';
import { isSmallestParty, roomsNotOffered, SMALLEST_PARTY } from '@thwa/domain/hotels/rooms-not-offered';
import type { ApiTransport } from '../../runtime.ts';
import type { HotelDetailData, HotelView, NotOfferedRoomView } from './hotel-listing-data.ts';
import { hotelDetailHref, hotelRoomHref } from './hotel-links.ts';
import { callHotelApi, hotelPageContext, placeOfAddress, searchSummary } from './hotel-pages.server.ts';
import { loadHotelReviews } from '../hotel-reviews/hotel-reviews.server.ts';

const DETAIL_PATH = '/hotel/v2/detail';
const ID = /^[A-Za-z0-9-]{1,20}$/;

interface DetailRequest {
  request: Request;
  api: ApiTransport;
  /** `/hotel/detail/room`: the room type to show. Without it, the hotel's page. */
  room?: boolean;
  now?: Date;
}

/**
 * `/hotel/detail` and `/hotel/detail/room`: the hotel of `hotelId` for the spec §2 search of the
 * address, with the room types that sleep the party and their rates. The api answers only those; it
 * is asked again for the smallest party (one adult, one room) to learn which other room types have a
 * room free every night, so the page can say why the party cannot have them (rooms-not-offered.ts).
 */
export async function loadHotelDetail({ request, api: transport, room = false, now = new Date() }: DetailRequest) {
  const context = await hotelPageContext(request, transport, now);
  const { search, t, url } = context;
  const addressPlace = placeOfAddress(search, t);
  const hotelId = url.searchParams.get('hotelId') ?? '';
  const roomTypeId = url.searchParams.get('roomTypeId') ?? '';

  if (!ID.test(hotelId) || (room && !ID.test(roomTypeId))) {
    return data<HotelDetailData>({ kind: 'hotelNotAvailable', title: t('hotelListing.detail.notFound.title'), summary: searchSummary(context, addressPlace) }, { status: 404 });
  }

  const body: HotelDetailRequest = { ...context.fields, hotelId };
  const party = { rooms: search.rooms, adults: search.adult, children: search.childAges.length };
  const [answer, smallest, reviews] = await Promise.all([
    callHotelApi<HotelDetailResponse>(context.api, DETAIL_PATH, body),
    isSmallestParty(party)
      ? null
      : callHotelApi<HotelDetailResponse>(context.api, DETAIL_PATH, { ...body, rooms: SMALLEST_PARTY.rooms, adult: SMALLEST_PARTY.adults, child: 0, child_ages: '' }),
    // The hotel page's guest reviews (decision 031), read beside its rooms.
    room ? undefined : loadHotelReviews(context.api, hotelId),
  ]);

  if (!answer.ok) {
    if (answer.errorCode === 'HOTEL_NOT_FOUND') {
      return data<HotelDetailData>({ kind: 'hotelNotAvailable', title: t('hotelListing.detail.notFound.title'), summary: searchSummary(context, addressPlace) }, { status: 404 });
    }
    return data<HotelDetailData>(
      { kind: 'failed', title: t('hotelListing.detail.failed.title'), summary: searchSummary(context, addressPlace), message: answer.message ?? t('error.body') },
      { status: answer.status >= 400 ? answer.status : 502 },
    );
  }

  const { hotelDetailInfo: hotel, rooms, reservationInfo } = answer.body.data;
  // A hotel's address without a place (a shared link with the hotel alone): its city is the place, so
  // "all hotels in …" and the search form have one.
  const placed = hasHotelPlace(search) ? search : { ...search, term: hotel.city.slug, itemId: '', scope: 'city' as const, city: hotel.city.slug, name: hotel.city.name, listingSearchTerm: hotel.city.name };
  const placedContext = { ...context, search: placed, query: buildHotelSearchQuery(placed) };
  // Without the second answer the page shows what the party can book and no more.
  const others = smallest?.ok ? smallest.body.data.rooms : [];
  const notOffered: NotOfferedRoomView[] = roomsNotOffered(rooms, others, party).map(({ room: other, reason }) => ({
    roomTypeId: other.roomTypeId,
    name: other.name,
    bedTypeName: other.bedTypeName,
    sizeM2: other.sizeM2,
    reason,
  }));
  const view: HotelView = {
    title: hotel.name,
    summary: searchSummary(placedContext, placed.scope === 'township' ? hotel.township.name : hotel.city.name),
    hotel,
    rooms,
    notOffered,
    reservationInfo,
    pagePath: room ? hotelRoomHref(placedContext.query, hotel.hotelId, roomTypeId) : hotelDetailHref(placedContext.query, hotel.hotelId),
    ...(reviews !== undefined ? { reviews } : {}),
  };
  if (!room) return data<HotelDetailData>({ kind: 'hotel', ...view });

  const offered: HotelRoomOffer | undefined = rooms.find((one) => one.roomTypeId === roomTypeId);
  if (offered) return data<HotelDetailData>({ kind: 'room', ...view, title: `${offered.name} · ${hotel.name}`, room: offered });
  // Spec §8 "room not available": this room type has no room for the party on these dates.
  return data<HotelDetailData>(
    { kind: 'roomNotAvailable', ...view, title: t('hotelListing.room.notAvailable.title'), roomTypeId, notOffered: notOffered.filter((one) => one.roomTypeId === roomTypeId) },
    { status: 410 },
  );
}
