import { data, redirect, type RouterContextProvider } from 'react-router';
import type { FlightDate, FlightScheduleSummary, HotelSummary, OpsFlightInventoryResponse, OpsHotelInventoryResponse, OpsRouteFaresResponse, RoomTypeNights } from '@thwa/domain/contracts/operations-inventory';
import { fareBaseProblem, nightRateProblem } from '@thwa/domain/operations/inventory';
import { yangonDate } from '@thwa/domain/dates';
import type { Language } from '@thwa/domain/settings';
import { requireConsoleActor } from '../console-session.server.ts';
import { amountOf, countOf, inventoryQueryOf, type InventoryQuery } from './inventory-query.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface InventoryPageData {
  title: string;
  lang: Language;
  query: InventoryQuery;
  mayAdjust: boolean;
  schedules: FlightScheduleSummary[];
  flight: OpsFlightInventoryResponse['data'] | null;
  hotels: HotelSummary[];
  hotel: OpsHotelInventoryResponse['data'] | null;
  /** What the last adjustment changed ('seats', 'discount', 'fare', 'allotment', 'rate'), from the address after it. */
  saved: string | null;
  error: string | null;
}

export interface InventoryActionData {
  /** Which form failed: 'seats:<flightId>:<leg>:<cabin>', 'discount:<flightId>', 'fare:<flightNumber>:<cabin>', 'allotment:<roomTypeId>' or 'rate:<roomTypeId>'. */
  form: string;
  error: string;
}

/** `/ops/inventory` (inventory.view): a flight's seats and discount per date, or a hotel's allotments and rates per night. */
export async function loadConsoleInventory(args: Args) {
  const { api, actor, lang, t } = await requireConsoleActor(args, 'inventory.view');
  const url = new URL(args.request.url);
  const query = inventoryQueryOf(url.searchParams, yangonDate(new Date()));
  const headers = { 'cache-control': 'no-store' };
  const range = `from=${query.from}&to=${query.to}`;
  const [schedules, flight, hotels, hotel] = await Promise.all([
    api.get<FlightScheduleSummary[]>('/ops/inventory/flights'),
    query.flight ? api.get<OpsFlightInventoryResponse['data']>(`/ops/inventory/flight-dates?flightNumber=${query.flight}&${range}`) : null,
    query.q ? api.get<HotelSummary[]>(`/ops/inventory/hotels?q=${encodeURIComponent(query.q)}`) : null,
    query.hotel ? api.get<OpsHotelInventoryResponse['data']>(`/ops/inventory/hotels/${query.hotel}?${range}`) : null,
  ]);
  const failed = [schedules, flight, hotels, hotel].find((one) => one && !one.ok && one.status !== 404);
  const saved = url.searchParams.get('saved');
  return data<InventoryPageData>(
    {
      title: t('ops.inventory.title'),
      lang,
      query,
      mayAdjust: actor.permissions.includes('inventory.adjust'),
      schedules: schedules.ok ? schedules.data : [],
      flight: flight?.ok ? flight.data : null,
      hotels: hotels?.ok ? hotels.data : [],
      hotel: hotel?.ok ? hotel.data : null,
      saved: saved && ['seats', 'discount', 'fare', 'allotment', 'rate'].includes(saved) ? saved : null,
      error: failed && !failed.ok ? (failed.message ?? t('ops.inventory.failed')) : null,
    },
    { headers },
  );
}

/** The page again, its address kept, saying what was saved. */
function back(request: Request, saved: string) {
  const url = new URL(request.url);
  url.searchParams.set('saved', saved);
  return redirect(`${url.pathname}${url.search}`);
}

/**
 * The adjustment forms (inventory.adjust), posted without JavaScript too: seats on sale of a leg and
 * cabin, a dated flight's discount, a cabin's fare for every date, a room type's allotment or rate over nights. Done: the page again, saying
 * so; refused: the page with the api's message beside the form.
 */
export async function adjustConsoleInventory(args: Args) {
  const { api, t } = await requireConsoleActor(args, 'inventory.adjust');
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const refuse = (formKey: string, error: string, status = 400) => data<InventoryActionData>({ form: formKey, error }, { status });
  if (intent === 'seats' || intent === 'discount') {
    const flightId = String(form.get('flightId') ?? '');
    if (!/^\d{1,12}$/.test(flightId)) return refuse(intent, t('ops.inventory.failed'));
    if (intent === 'discount') {
      const key = `discount:${flightId}`;
      const discountPct = countOf(form.get('discountPct'));
      if (discountPct === null || discountPct > 90) return refuse(key, t('ops.inventory.discount.invalid'));
      const answer = await api.post<FlightDate>(`/ops/inventory/flight-dates/${flightId}/discount`, { discountPct });
      return answer.ok ? back(args.request, 'discount') : refuse(key, answer.message ?? t('ops.inventory.failed'), answer.status);
    }
    const legNo = countOf(form.get('legNo'));
    const cabinClass = String(form.get('cabinClass') ?? '');
    const key = `seats:${flightId}:${legNo ?? ''}:${cabinClass}`;
    const capacity = countOf(form.get('capacity'));
    if (legNo === null || (cabinClass !== 'economy' && cabinClass !== 'business')) return refuse(key, t('ops.inventory.failed'));
    if (capacity === null) return refuse(key, t('ops.inventory.count.invalid'));
    const answer = await api.post<FlightDate>(`/ops/inventory/flight-dates/${flightId}/seats`, { legNo, cabinClass, capacity });
    return answer.ok ? back(args.request, 'seats') : refuse(key, answer.message ?? t('ops.inventory.failed'), answer.status);
  }
  if (intent === 'fare') {
    const flightNumber = String(form.get('flightNumber') ?? '');
    const cabinClass = String(form.get('cabinClass') ?? '');
    const key = `fare:${flightNumber}:${cabinClass}`;
    if (!/^[A-Z0-9]{2}\d{1,5}$/.test(flightNumber) || (cabinClass !== 'economy' && cabinClass !== 'business')) return refuse(key, t('ops.inventory.failed'));
    const adultBase = amountOf(form.get('adultBase'));
    if (adultBase === null || fareBaseProblem(adultBase)) return refuse(key, t('ops.inventory.fare.invalid'));
    const answer = await api.post<OpsRouteFaresResponse['data']>(`/ops/inventory/flights/${flightNumber}/fares`, { cabinClass, adultBase });
    return answer.ok ? back(args.request, 'fare') : refuse(key, answer.message ?? t('ops.inventory.failed'), answer.status);
  }
  if (intent === 'allotment' || intent === 'rate') {
    const roomTypeId = String(form.get('roomTypeId') ?? '');
    const key = `${intent}:${roomTypeId}`;
    if (!/^H\d{1,8}-R\d{1,3}$/.test(roomTypeId)) return refuse(key, t('ops.inventory.failed'));
    const from = String(form.get('from') ?? '');
    const to = String(form.get('to') ?? '');
    let answer;
    if (intent === 'allotment') {
      const capacity = countOf(form.get('capacity'));
      if (capacity === null) return refuse(key, t('ops.inventory.count.invalid'));
      answer = await api.post<RoomTypeNights>(`/ops/inventory/room-types/${roomTypeId}/allotment`, { from, to, capacity });
    } else {
      // The calendar's button sells the hotel calendar's price again; Save needs an amount.
      const toCalendar = form.get('calendar') === '1';
      const rate = toCalendar ? null : amountOf(form.get('rate'));
      if (!toCalendar && (rate === null || nightRateProblem(rate))) return refuse(key, t('ops.inventory.rate.invalid'));
      answer = await api.post<RoomTypeNights>(`/ops/inventory/room-types/${roomTypeId}/rate`, { from, to, rate });
    }
    if (!answer.ok) {
      const message = answer.errorCode === 'VALIDATION_FAILED' && (answer.field === 'to' || answer.field === 'from') ? t('ops.inventory.range.invalid') : answer.message;
      return refuse(key, message ?? t('ops.inventory.failed'), answer.status);
    }
    return back(args.request, intent);
  }
  return refuse('', t('ops.inventory.failed'));
}
