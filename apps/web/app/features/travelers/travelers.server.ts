/**
 * Loaders and actions of /traveler-list and /traveler-info (spec §2, §7 saved travellers), and the
 * saved-traveller options of the flight checkout. Every call is the signed-in user's own.
 */
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { TravelerType } from '@thwa/domain/age-bands';
import { normalizeTraveller, travellerDocument, TRAVELLER_ERROR_MESSAGES } from '@thwa/domain/booking/travellers';
import { savedTravellerType, validateSavedTraveller } from '@thwa/domain/travelers/saved-travelers';
import type {
  SavedTraveler,
  SavedTravelerDeleteRequest,
  SavedTravelerListResponse,
  SavedTravelerResponse,
  SavedTravelerStoreRequest,
} from '@thwa/domain/contracts/travelers';
import { addDays, yangonDate, type Area } from '@thwa/domain/dates';
import type { ApiClient } from '../../lib/api-client.ts';
import { accountTools, postSignedIn } from '../account/account-api.server.ts';
import { requireAccountSession, signOut, type AccountSession } from '../account/session.server.ts';
import { signInPathFor } from '../account/session-store.ts';
import { checkoutApi } from '../checkout/checkout-api.server.ts';
import type { TravellerSlot, TripContext } from '../checkout/checkout-data.ts';
import { nrcOptions } from '../checkout/checkout.server.ts';
import { readTravellerText, toTravellerValues, travellerFieldName, travellerTextFrom, EMPTY_TRAVELLER, type TravellerDocument, type TravellerText } from '../checkout/form-values.ts';
import { wordErrors, type FieldMessages } from '../checkout/word-errors.ts';
import type { SavedTravellerCard, TravelerInfoActionData, TravelerInfoData, TravelerListData } from './travelers-data.ts';

type Context = Readonly<RouterContextProvider>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller's saved travellers; null when the api could not answer. */
async function fetchSaved(request: Request, api: ApiClient, session: AccountSession): Promise<SavedTraveler[] | null> {
  const outcome = await postSignedIn<SavedTravelerListResponse>(request, api, session, '/myaccount/saved-travelers', {});
  return outcome.ok ? outcome.data.data : null;
}

function documentLine(traveller: SavedTraveler, t: (key: 'travelers.passport' | 'travelers.nrc', values: Record<string, string>) => string): string {
  if (traveller.passportNumber) return t('travelers.passport', { number: traveller.passportNumber });
  if (traveller.nrcNumber) return t('travelers.nrc', { number: `${traveller.divisionCode ?? ''}/${traveller.townshipCode ?? ''}(${traveller.nrcType ?? ''})${traveller.nrcNumber}` });
  return '';
}

export async function loadTravelerList({ request, context }: { request: Request; context: Context }): Promise<TravelerListData> {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const saved = await fetchSaved(request, api, session);
  const url = new URL(request.url);
  const notice = url.searchParams.get('notice');
  return {
    title: t('travelers.title'),
    travellers: (saved ?? []).map((one) => ({
      uuid: one.uuid,
      name: `${one.firstName} ${one.lastName}`,
      type: one.travelerType,
      dateOfBirth: one.dateOfBirth,
      document: documentLine(one, t),
    })) satisfies SavedTravellerCard[],
    notice: notice === 'saved' || notice === 'deleted' ? notice : null,
    confirm: url.searchParams.get('confirm'),
    failure: saved ? null : t('error.body'),
  };
}

/** Delete (after the page's confirmation): POST /myaccount/saved-travelers/delete, then the list again. */
export async function travelerListAction({ request, context }: { request: Request; context: Context }) {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const form = await request.formData();
  const uuid = String(form.get('uuid') ?? '');
  if (form.get('intent') !== 'delete' || !UUID.test(uuid)) return data({ message: t('travelers.notFound') }, { status: 400 });
  const body: SavedTravelerDeleteRequest = { uuid };
  const outcome = await postSignedIn<{ code: 200 }>(request, api, session, '/myaccount/saved-travelers/delete', body);
  if (!outcome.ok) return data({ message: outcome.message ?? t('error.body') }, { status: outcome.status });
  throw redirect('/traveler-list?notice=deleted');
}

/** A saved traveller is checked against today: the form's date and passport limits follow. */
function tripToday(now: Date, document: TravellerDocument): TripContext {
  const today = yangonDate(now);
  // The checkout fields show the document the trip's area asks for: NRC on a domestic trip (locals), passport abroad.
  const area: Area = document === 'nrc' ? 'domestic' : 'international';
  return { area, travelDate: today, lastTravelDate: today, today, passportExpiryMin: addDays(today, 1) };
}

function documentOf(traveller: SavedTraveler | undefined, requested: string | null): TravellerDocument {
  if (requested === 'passport' || requested === 'nrc') return requested;
  if (traveller?.passportNumber && !traveller.nrcNumber) return 'passport';
  return 'nrc';
}

function slotOf(uuid: string, type: TravelerType, values: TravellerText, trip: TripContext): TravellerSlot {
  return {
    uuid,
    type,
    ordinal: 1,
    values,
    document: travellerDocument({ area: trip.area, nationality: values.nationality, type, dateOfBirth: values.dateOfBirth, travelDate: trip.travelDate }),
    dateOfBirth: { max: trip.today },
  };
}

async function townshipsOf(api: ApiClient, lang: 'en' | 'mm', division: string) {
  if (!/^(?:[1-9]|1[0-4])$/.test(division)) return {};
  return { [division]: await checkoutApi(api, lang).townships(Number(division)) };
}

export async function loadTravelerInfo({ request, context, now = new Date() }: { request: Request; context: Context; now?: Date }) {
  const session = requireAccountSession(request, context);
  const { api, t, lang } = await accountTools(request, context);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  let existing: SavedTraveler | undefined;
  if (id) {
    const saved = await fetchSaved(request, api, session);
    existing = saved?.find((one) => one.uuid === id);
    if (!existing) throw data({ message: t('travelers.notFound') }, { status: 404 });
  }
  const document = documentOf(existing, url.searchParams.get('document'));
  const trip = tripToday(now, document);
  const values = existing ? travellerTextFrom(existing) : { ...EMPTY_TRAVELLER, nationality: 'MM' };
  const [countries, townships] = await Promise.all([checkoutApi(api, lang).countries(), townshipsOf(api, lang, values.divisionCode)]);
  return {
    title: t(existing ? 'travelers.form.editTitle' : 'travelers.form.addTitle'),
    mode: existing ? 'edit' : 'add',
    // A new traveller gets its uuid now: submitting twice stores it once (the uuid rule replaces).
    slot: slotOf(existing?.uuid ?? crypto.randomUUID(), existing?.travelerType ?? 'adult', values, trip),
    trip,
    document,
    countries,
    townships,
    nrc: nrcOptions(lang),
  } satisfies TravelerInfoData;
}

/** Save: /store adds (or replaces by uuid), /update changes an existing one; then back to the list. */
export async function travelerInfoAction({ request, context, now = new Date() }: { request: Request; context: Context; now?: Date }) {
  const session = requireAccountSession(request, context);
  const { api, t, lang } = await accountTools(request, context);
  const form = await request.formData();
  const uuid = String(form.get(travellerFieldName(0, 'uuid')) ?? '');
  const mode = form.get('mode') === 'edit' ? 'edit' : 'add';
  const document: TravellerDocument = form.get('document') === 'passport' ? 'passport' : 'nrc';
  const text = readTravellerText(form, 0);
  const trip = tripToday(now, document);
  const shown = travellerDocument({
    area: trip.area,
    nationality: text.nationality,
    type: savedTravellerType(text.dateOfBirth, trip.travelDate),
    dateOfBirth: text.dateOfBirth,
    travelDate: trip.travelDate,
  });
  const { uuid: _uuid, type: _type, ...fields } = toTravellerValues(UUID.test(uuid) ? uuid : crypto.randomUUID(), 'adult', text, shown);
  const body: SavedTravelerStoreRequest = {
    ...fields,
    gender: fields.gender === 'female' ? 'female' : 'male',
    ...(UUID.test(uuid) ? { uuid } : {}),
  };
  // The same rules the api runs (checkout traveller rules), so every field's error shows at once.
  const local = validateSavedTraveller(normalizeTraveller({ ...toTravellerValues(body.uuid ?? crypto.randomUUID(), 'adult', text, shown) }), yangonDate(now));
  if (Object.keys(local).length > 0) {
    const keyed = Object.fromEntries(Object.entries(local).map(([field, code]) => [`travellers.0.${field}`, String(code)]));
    return data<TravelerInfoActionData>(
      {
        values: text,
        document,
        shown,
        fieldMessages: wordErrors(TRAVELLER_ERROR_MESSAGES[lang] as unknown as FieldMessages, keyed, t('checkout.errors.field')),
        message: t('travelers.form.errors'),
        townships: await townshipsOf(api, lang, text.divisionCode),
      },
      { status: 400 },
    );
  }
  const answer = await api.post<SavedTravelerResponse | { message?: string; fieldErrors?: Record<string, string> }>(
    mode === 'edit' ? '/myaccount/saved-travelers/update' : '/myaccount/saved-travelers/store',
    body,
    session.headers,
  );
  if (answer.status === 200) throw redirect('/traveler-list?notice=saved');
  if (answer.status === 401) {
    // The session ended elsewhere: sign out here too and come back to this form after signing in.
    throw redirect(signInPathFor(`${new URL(request.url).pathname}${new URL(request.url).search}`), { headers: { 'Set-Cookie': await signOut(request) } });
  }
  const refusal = answer.body as { message?: string; fieldErrors?: Record<string, string> };
  const keyed = Object.fromEntries(Object.entries(refusal.fieldErrors ?? {}).map(([field, code]) => [`travellers.0.${field}`, code]));
  return data<TravelerInfoActionData>(
    {
      values: text,
      document,
      shown,
      fieldMessages: wordErrors(TRAVELLER_ERROR_MESSAGES[lang] as unknown as FieldMessages, keyed, t('checkout.errors.field')),
      message: Object.keys(keyed).length > 0 ? t('travelers.form.errors') : (refusal.message ?? t('error.body')),
      townships: await townshipsOf(api, lang, text.divisionCode),
    },
    { status: answer.status >= 400 ? answer.status : 502 },
  );
}
