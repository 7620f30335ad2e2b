import { data, redirect, type RouterContextProvider } from 'react-router';
import { CONSOLE_SESSION_HEADER } from '@thwa/domain/contracts/operations';
import { CAPTION_MAX, DESCRIPTION_MAX, HotelPhotoKindName, type HotelSummary, type OpsHotelContent } from '@thwa/domain/contracts/operations-inventory';
import { HOTEL_PHOTO_KINDS } from '@thwa/domain/hotels/hotel-photos';
import type { Language } from '@thwa/domain/settings';
import { webRuntime } from '../../../runtime.ts';
import { requireAccountSession } from '../../account/session.server.ts';
import { failureOf } from '../../thank-you/order-api.server.ts';
import { readConsoleToken, requireConsoleActor } from '../console-session.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface HotelsPageData {
  title: string;
  lang: Language;
  q: string;
  hotels: HotelSummary[];
  error: string | null;
}

export interface HotelContentPageData {
  title: string;
  lang: Language;
  content: OpsHotelContent;
  kinds: readonly string[];
  /** What the last change did ('uploaded', 'ordered', 'removed', 'described'), from the address after it. */
  saved: string | null;
}

export interface HotelContentActionData {
  /** Which form failed: 'upload', 'describe' or 'photo:<imageId>'. */
  form: string;
  error: string;
  values?: { descriptionEn: string; descriptionMy: string; captionEn?: string; captionMy?: string; kind?: string };
}

const SAVED = ['uploaded', 'ordered', 'removed', 'described'] as const;

/** `/ops/hotels` (hotels.content): our hotels by id or name, each a link to its content. */
export async function loadConsoleHotels(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'hotels.content');
  const q = (new URL(args.request.url).searchParams.get('q') ?? '').trim().slice(0, 60);
  const answer = await api.get<HotelSummary[]>(`/ops/hotels?q=${encodeURIComponent(q)}`);
  return data<HotelsPageData>(
    { title: t('ops.hotels.title'), lang, q, hotels: answer.ok ? answer.data : [], error: answer.ok ? null : (answer.message ?? t('ops.hotels.failed')) },
    { headers: { 'cache-control': 'no-store' } },
  );
}

/** `/ops/hotels/:hotelId` (hotels.content): the hotel's descriptions in both languages and its pictures in order. */
export async function loadConsoleHotel(args: Args, hotelId: string) {
  const { api, lang, t } = await requireConsoleActor(args, 'hotels.content');
  if (!/^H\d{1,8}$/.test(hotelId)) throw data(null, { status: 404 });
  const answer = await api.get<OpsHotelContent>(`/ops/hotels/${hotelId}`);
  if (!answer.ok) throw data(null, { status: answer.status === 404 ? 404 : 502 });
  const saved = new URL(args.request.url).searchParams.get('saved');
  return data<HotelContentPageData>(
    { title: t('ops.hotels.hotelTitle', { name: lang === 'mm' ? answer.data.hotel.nameMy : answer.data.hotel.nameEn }), lang, content: answer.data, kinds: HOTEL_PHOTO_KINDS, saved: saved && (SAVED as readonly string[]).includes(saved) ? saved : null },
    { headers: { 'cache-control': 'no-store' } },
  );
}

/**
 * Sends a picture's bytes to the api as the request's body (the api's upload takes the bytes
 * themselves, not a form): the console's JSON client cannot, so this speaks to the api's transport
 * directly, with both sessions' headers, as the JSON client would.
 */
async function sendPicture(args: Args, lang: Language, hotelId: string, file: File, fields: { kind: string; captionEn: string; captionMy: string }) {
  const session = requireAccountSession(args.request, args.context);
  const token = (await readConsoleToken(args.request)) ?? '';
  const query = new URLSearchParams(fields).toString();
  const request = new Request(new URL(`/api/ops/hotels/${hotelId}/photos?${query}`, 'http://thwa.internal'), {
    method: 'POST',
    headers: { accept: 'application/json', 'x-language': lang, 'content-type': file.type || 'application/octet-stream', ...session.headers, [CONSOLE_SESSION_HEADER]: token },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  try {
    const response = await args.context.get(webRuntime).api(request);
    return response.status === 200 ? ({ ok: true } as const) : failureOf(response.status, await response.json());
  } catch {
    return failureOf(502, null);
  }
}

/**
 * The hotel page's forms (hotels.content), each working without JavaScript: upload a picture
 * (multipart), make one the cover or move it up, remove one, save the descriptions. Done: the page
 * again, saying what changed; refused: the page with the message beside the form.
 */
export async function changeConsoleHotel(args: Args, hotelId: string) {
  const { api, lang, t } = await requireConsoleActor(args, 'hotels.content');
  if (!/^H\d{1,8}$/.test(hotelId)) throw data(null, { status: 404 });
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const refuse = (formKey: string, error: string, status = 400, values?: HotelContentActionData['values']) => data<HotelContentActionData>({ form: formKey, error, ...(values ? { values } : {}) }, { status });
  const done = (saved: (typeof SAVED)[number]) => redirect(`/ops/hotels/${hotelId}?saved=${saved}`);

  if (intent === 'upload') {
    const file = form.get('photo');
    const fields = { kind: String(form.get('kind') ?? ''), captionEn: String(form.get('captionEn') ?? '').trim(), captionMy: String(form.get('captionMy') ?? '').trim() };
    const values = { descriptionEn: '', descriptionMy: '', ...fields };
    if (!(file instanceof File) || file.size === 0) return refuse('upload', t('ops.hotels.photo.missing'), 400, values);
    if (!HotelPhotoKindName.safeParse(fields.kind).success) return refuse('upload', t('ops.hotels.photo.kindMissing'), 400, values);
    if (!fields.captionEn || !fields.captionMy || fields.captionEn.length > CAPTION_MAX || fields.captionMy.length > CAPTION_MAX) return refuse('upload', t('ops.hotels.photo.captionMissing'), 400, values);
    const answer = await sendPicture(args, lang, hotelId, file, fields);
    if (!answer.ok) {
      const reason = answer.errorCode === 'IMAGE_REJECTED' && answer.field ? t('ops.hotels.photo.rejected', { reason: t(`ops.hotels.photo.reason.${answer.field as 'empty'}`) }) : answer.message;
      return refuse('upload', reason ?? t('ops.hotels.failed'), answer.status, values);
    }
    return done('uploaded');
  }

  if (intent === 'describe') {
    const values = { descriptionEn: String(form.get('descriptionEn') ?? '').trim(), descriptionMy: String(form.get('descriptionMy') ?? '').trim() };
    if (!values.descriptionEn || !values.descriptionMy) return refuse('describe', t('ops.hotels.description.missing'), 400, values);
    if (values.descriptionEn.length > DESCRIPTION_MAX || values.descriptionMy.length > DESCRIPTION_MAX) return refuse('describe', t('ops.hotels.description.tooLong', { max: DESCRIPTION_MAX }), 400, values);
    const answer = await api.post<OpsHotelContent>(`/ops/hotels/${hotelId}/description`, values);
    return answer.ok ? done('described') : refuse('describe', answer.message ?? t('ops.hotels.failed'), answer.status, values);
  }

  const imageId = String(form.get('imageId') ?? '');
  if (!/^[a-f0-9]{16,40}$/.test(imageId)) return refuse('', t('ops.hotels.failed'));
  if (intent === 'remove') {
    const answer = await api.delete<OpsHotelContent>(`/ops/hotels/${hotelId}/photos/${imageId}`);
    return answer.ok ? done('removed') : refuse(`photo:${imageId}`, answer.message ?? t('ops.hotels.failed'), answer.status);
  }
  if (intent === 'cover' || intent === 'up') {
    // The new order is made from the gallery as the employee saw it (sent with the form): if someone
    // changed it meanwhile, the api refuses the order rather than drop their change.
    const seen = String(form.get('gallery') ?? '').split(',').filter((id) => /^[a-f0-9]{16,40}$/.test(id)).slice(0, 200);
    const at = seen.indexOf(imageId);
    if (at < 0) return refuse(`photo:${imageId}`, t('ops.hotels.failed'));
    const order = [...seen];
    order.splice(at, 1);
    order.splice(intent === 'cover' ? 0 : Math.max(0, at - 1), 0, imageId);
    const answer = await api.post<OpsHotelContent>(`/ops/hotels/${hotelId}/photos/order`, { imageIds: order });
    return answer.ok ? done('ordered') : refuse(`photo:${imageId}`, answer.message ?? t('ops.hotels.failed'), answer.status);
  }
  return refuse('', t('ops.hotels.failed'));
}
