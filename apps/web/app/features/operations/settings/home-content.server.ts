import { data, redirect, type RouterContextProvider } from 'react-router';
import { CONSOLE_SESSION_HEADER } from '@thwa/domain/contracts/operations';
import type { CuratedImageResponse, OpsBanner, OpsHomeContentResponse, OpsRecommended } from '@thwa/domain/contracts/curated';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import type { Language } from '@thwa/domain/settings';
import type { OpsKey } from '../../../i18n/ops.en.ts';
import { webRuntime } from '../../../runtime.ts';
import { requireAccountSession } from '../../account/session.server.ts';
import { failureOf } from '../../thank-you/order-api.server.ts';
import { readConsoleToken, requireConsoleActor } from '../console-session.server.ts';
import { pictureOf, readBannerForm, readRecommendedForm, type BannerFormField, type RecommendedFormField } from './home-content-form.ts';
import { isoToYangonInput } from './settings-form.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

const PATH = '/ops/content/home';
const DONE = ['created', 'saved', 'ended', 'moved'] as const;

export type BannerFormValues = Record<Exclude<BannerFormField, 'picture'> | 'imageId', string>;
export type RecommendedFormValues = Record<Exclude<RecommendedFormField, 'picture'> | 'imageId', string>;

export interface HomeContentPageData {
  title: string;
  banners: (OpsBanner & { windowText: string })[];
  recommended: (OpsRecommended & { windowText: string })[];
  editingBanner: OpsBanner | null;
  editingRecommended: OpsRecommended | null;
  bannerForm: BannerFormValues;
  recommendedForm: RecommendedFormValues;
  done: (typeof DONE)[number] | null;
  error: string | null;
}

export interface HomeContentActionData {
  /** Which form failed: 'banner', 'recommended', or a list button's ('banner:12'). */
  form: string;
  error: string | null;
  errors: Partial<Record<BannerFormField | RecommendedFormField, string>>;
  banner?: BannerFormValues;
  recommended?: RecommendedFormValues;
}

/** A new item's window: from now for four weeks. */
function window(now: Date) {
  return { startsAt: isoToYangonInput(now.toISOString()), endsAt: isoToYangonInput(new Date(now.getTime() + 28 * 86_400_000).toISOString()) };
}

const emptyBanner = (now: Date): BannerFormValues => ({ landing: 'all', titleEn: '', titleMy: '', textEn: '', textMy: '', link: '', imageId: '', ...window(now) });
const emptyRecommended = (now: Date): RecommendedFormValues => ({ hotelId: '', blurbEn: '', blurbMy: '', imageId: '', ...window(now) });

const bannerForm = (one: OpsBanner): BannerFormValues => ({
  landing: one.landing,
  titleEn: one.titleEn,
  titleMy: one.titleMy,
  textEn: one.textEn ?? '',
  textMy: one.textMy ?? '',
  link: one.link,
  imageId: one.picture.imageId,
  startsAt: isoToYangonInput(one.startsAt),
  endsAt: isoToYangonInput(one.endsAt),
});
const recommendedForm = (one: OpsRecommended): RecommendedFormValues => ({
  hotelId: one.hotelId,
  blurbEn: one.blurbEn,
  blurbMy: one.blurbMy,
  imageId: one.imageId ?? '',
  startsAt: isoToYangonInput(one.startsAt),
  endsAt: isoToYangonInput(one.endsAt),
});

/** `/ops/content/home` (content.edit): the banners and recommended hotels, and the forms for a new one or the one being edited. */
export async function loadConsoleHomeContent(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'content.edit');
  const headers = { 'cache-control': 'no-store' };
  const params = new URL(args.request.url).searchParams;
  const done = DONE.find((kind) => params.has(kind)) ?? null;
  const answer = await api.get<OpsHomeContentResponse['data']>(PATH);
  const now = answer.ok ? new Date(answer.data.now) : new Date();
  const base = { title: t('ops.homePage.title'), done, editingBanner: null, editingRecommended: null, bannerForm: emptyBanner(now), recommendedForm: emptyRecommended(now) };
  if (!answer.ok) return data<HomeContentPageData>({ ...base, banners: [], recommended: [], error: answer.message ?? t('ops.business.loadFailed') }, { status: answer.status, headers });
  const windowText = (one: { startsAt: string; endsAt: string }) => t('ops.content.alerts.window', { from: formatYangonDateTime(one.startsAt, lang), to: formatYangonDateTime(one.endsAt, lang) });
  const editingBanner = answer.data.banners.find((one) => String(one.id) === params.get('banner')) ?? null;
  const editingRecommended = answer.data.recommended.find((one) => String(one.id) === params.get('recommended')) ?? null;
  return data<HomeContentPageData>(
    {
      ...base,
      banners: answer.data.banners.map((one) => ({ ...one, windowText: windowText(one) })),
      recommended: answer.data.recommended.map((one) => ({ ...one, windowText: windowText(one) })),
      editingBanner,
      editingRecommended,
      bannerForm: editingBanner ? bannerForm(editingBanner) : base.bannerForm,
      recommendedForm: editingRecommended ? recommendedForm(editingRecommended) : base.recommendedForm,
      error: null,
    },
    { headers },
  );
}

/**
 * Sends a picture's bytes to the api as the request's body (its upload takes the bytes themselves):
 * the console's JSON client cannot, so this speaks to the api's transport directly with both sessions'
 * headers, as the hotel pictures' upload does.
 */
async function sendPicture(args: Args, lang: Language, file: File) {
  const session = requireAccountSession(args.request, args.context);
  const token = (await readConsoleToken(args.request)) ?? '';
  const request = new Request(new URL(`/api${PATH}/images`, 'http://thwa.internal'), {
    method: 'POST',
    headers: { accept: 'application/json', 'x-language': lang, 'content-type': file.type || 'application/octet-stream', ...session.headers, [CONSOLE_SESSION_HEADER]: token },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  try {
    const response = await args.context.get(webRuntime).api(request);
    const body: unknown = await response.json();
    return response.status === 200 ? ({ ok: true, imageId: (body as CuratedImageResponse).data.imageId } as const) : failureOf(response.status, body);
  } catch {
    return failureOf(502, null);
  }
}

/** The api's refusal of a field, in the catalogue's words where the console has its own. */
const FIELD_WORDS: Partial<Record<string, OpsKey>> = { link: 'ops.homePage.problem.link', hotelId: 'ops.homePage.problem.hotel', imageId: 'ops.homePage.problem.picture', endsAt: 'ops.homePage.problem.to_before_from' };

/**
 * The page's forms (content.edit), each working without JavaScript: save a banner or a recommended
 * hotel (multipart: its picture is uploaded through the media pipeline first, and a wrong file is
 * refused beside the picture field), end one, move one up or down. Done: the page again, saying what
 * changed; refused: the page with each problem beside its field and what was typed kept.
 */
export async function changeConsoleHomeContent(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'content.edit');
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const [kind, verb] = intent.split('.') as [string, string | undefined];
  const which = kind === 'recommended' ? 'recommended' : 'banners';
  const id = Number(form.get('id') ?? '');
  const hasId = Number.isSafeInteger(id) && id > 0;
  const refuse = (formKey: string, error: string | null, errors: HomeContentActionData['errors'] = {}, status = 400, values: Partial<HomeContentActionData> = {}) =>
    data<HomeContentActionData>({ form: formKey, error, errors, ...values }, { status });

  if (verb === 'end' || verb === 'up' || verb === 'down') {
    if (!hasId || (kind !== 'banner' && kind !== 'recommended')) return refuse(`${kind}:${id}`, t('ops.homePage.failed'));
    const answer = verb === 'end' ? await api.post(`${PATH}/${which}/${id}/end`) : await api.post(`${PATH}/${which}/${id}/move`, { direction: verb });
    if (!answer.ok) return refuse(`${kind}:${id}`, answer.message ?? t('ops.homePage.failed'), {}, answer.status);
    return redirect(`${PATH}?${verb === 'end' ? 'ended' : 'moved'}=1#${which}`);
  }
  if (intent !== 'banner.save' && intent !== 'recommended.save') return refuse('banner', t('ops.homePage.failed'));

  const isBanner = intent === 'banner.save';
  const fields = isBanner ? (['landing', 'titleEn', 'titleMy', 'textEn', 'textMy', 'link', 'imageId', 'startsAt', 'endsAt'] as const) : (['hotelId', 'blurbEn', 'blurbMy', 'imageId', 'startsAt', 'endsAt'] as const);
  const typed = Object.fromEntries(fields.map((name) => [name, String(form.get(name) ?? '').trim()]));
  const values = isBanner ? { banner: typed as BannerFormValues } : { recommended: typed as RecommendedFormValues };
  const formKey = isBanner ? 'banner' : 'recommended';
  const file = pictureOf(form);
  const read = isBanner ? readBannerForm(form, file !== null) : readRecommendedForm(form);
  if (!read.ok) return refuse(formKey, null, Object.fromEntries(Object.entries(read.errors).map(([field, key]) => [field, t(key)])), 400, values);

  const body = { ...read.body };
  if (file) {
    const stored = await sendPicture(args, lang, file);
    if (!stored.ok) {
      const reason = stored.errorCode === 'IMAGE_REJECTED' && stored.field ? t('ops.hotels.photo.rejected', { reason: t(`ops.hotels.photo.reason.${stored.field as 'empty'}`) }) : (stored.message ?? t('ops.homePage.failed'));
      return refuse(formKey, null, { picture: reason }, stored.status, values);
    }
    body.imageId = stored.imageId;
    // Refused after this, the form keeps the stored picture: it is not asked for again.
    typed.imageId = stored.imageId;
  }
  const path = hasId ? `${PATH}/${which}/${id}` : `${PATH}/${which}`;
  const answer = await api.post(path, body);
  if (!answer.ok) {
    const field = answer.field?.replace(/^body\./, '');
    const message = field && FIELD_WORDS[field] ? t(FIELD_WORDS[field]) : (answer.message ?? t('ops.homePage.failed'));
    const onField = field === 'imageId' ? 'picture' : field;
    return refuse(formKey, onField ? null : message, onField ? { [onField]: message } : {}, answer.status, values);
  }
  return redirect(`${PATH}?${hasId ? 'saved' : 'created'}=1#${which}`);
}
