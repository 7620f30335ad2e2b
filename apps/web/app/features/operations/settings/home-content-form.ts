/**
 * The console's home content forms (decision 040), read on the server from what the browser posted:
 * a banner and a recommended hotel as the api's bodies, each problem named by its field with the
 * catalogue's words for it (the api keeps the same rules; this says them beside the field before a
 * picture is even uploaded). Pure, so it is tested with plain values.
 */
import type { BannerRequestInput, RecommendedItemRequestInput } from '@thwa/domain/contracts/curated';
import { BANNER_LINK_MAX, BANNER_TEXT_MAX, BANNER_TITLE_MAX, BLURB_MAX, HOTEL_ID_PATTERN, isBannerLanding, isOwnPagePath, pairProblem } from '@thwa/domain/home/curated';
import type { OpsKey } from '../../../i18n/ops.en.ts';
import { yangonInputToIso, type FormResult } from './settings-form.ts';

type Form = { get(name: string): FormDataEntryValue | null };
const text = (form: Form, name: string) => String(form.get(name) ?? '').trim();

export const BANNER_FORM_FIELDS = ['landing', 'titleEn', 'titleMy', 'textEn', 'textMy', 'link', 'picture', 'startsAt', 'endsAt'] as const;
export type BannerFormField = (typeof BANNER_FORM_FIELDS)[number];
export const RECOMMENDED_FORM_FIELDS = ['hotelId', 'blurbEn', 'blurbMy', 'picture', 'startsAt', 'endsAt'] as const;
export type RecommendedFormField = (typeof RECOMMENDED_FORM_FIELDS)[number];

/** Whether the form carries a file to upload (an empty file input posts a nameless, empty file). */
export function pictureOf(form: Form): File | null {
  const file = form.get('picture');
  return typeof file === 'object' && file !== null && file.size > 0 ? file : null;
}

function windowOf<F extends string>(form: Form, errors: Partial<Record<F | 'startsAt' | 'endsAt', OpsKey>>) {
  const startsAt = yangonInputToIso(text(form, 'startsAt'));
  const endsAt = yangonInputToIso(text(form, 'endsAt'));
  if (!startsAt) errors.startsAt = 'ops.homePage.problem.time';
  if (!endsAt) errors.endsAt = 'ops.homePage.problem.time';
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.endsAt = 'ops.homePage.problem.to_before_from';
  return { startsAt: startsAt ?? '', endsAt: endsAt ?? '' };
}

function wording<F extends string>(errors: Partial<Record<F, OpsKey>>, field: F, value: string, max: number, required: boolean) {
  if (required && value === '') errors[field] = 'ops.homePage.problem.required';
  else if (value.length > max) errors[field] = 'ops.homePage.problem.tooLong';
}

/**
 * The banner form as the api's body but its picture (`imageId` is the one kept, '' when none: a new
 * banner must upload one, so a missing file is the picture field's problem), or each field's problem.
 */
export function readBannerForm(form: Form, hasPicture: boolean): FormResult<BannerRequestInput, BannerFormField> {
  const errors: Partial<Record<BannerFormField, OpsKey>> = {};
  const landing = text(form, 'landing');
  const values = { titleEn: text(form, 'titleEn'), titleMy: text(form, 'titleMy'), textEn: text(form, 'textEn'), textMy: text(form, 'textMy'), link: text(form, 'link') };
  wording(errors, 'titleEn', values.titleEn, BANNER_TITLE_MAX, true);
  wording(errors, 'titleMy', values.titleMy, BANNER_TITLE_MAX, true);
  wording(errors, 'textEn', values.textEn, BANNER_TEXT_MAX, false);
  wording(errors, 'textMy', values.textMy, BANNER_TEXT_MAX, false);
  const missing = pairProblem(values.textEn, values.textMy);
  if (missing === 'en') errors.textEn ??= 'ops.homePage.problem.pair';
  if (missing === 'my') errors.textMy ??= 'ops.homePage.problem.pair';
  if (values.link === '') errors.link = 'ops.homePage.problem.required';
  else if (values.link.length > BANNER_LINK_MAX || !isOwnPagePath(values.link)) errors.link = 'ops.homePage.problem.link';
  if (!hasPicture && text(form, 'imageId') === '') errors.picture = 'ops.homePage.problem.picture';
  const window = windowOf<BannerFormField>(form, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: { landing: isBannerLanding(landing) ? landing : 'all', ...values, textEn: values.textEn || null, textMy: values.textMy || null, imageId: text(form, 'imageId'), ...window },
  };
}

/** The recommended hotel form as the api's body (`imageId` null for the hotel's own photo), or each field's problem. */
export function readRecommendedForm(form: Form): FormResult<RecommendedItemRequestInput, RecommendedFormField> {
  const errors: Partial<Record<RecommendedFormField, OpsKey>> = {};
  const hotelId = text(form, 'hotelId').toUpperCase();
  if (hotelId === '') errors.hotelId = 'ops.homePage.problem.required';
  else if (!HOTEL_ID_PATTERN.test(hotelId)) errors.hotelId = 'ops.homePage.problem.hotel';
  const blurbEn = text(form, 'blurbEn');
  const blurbMy = text(form, 'blurbMy');
  wording(errors, 'blurbEn', blurbEn, BLURB_MAX, true);
  wording(errors, 'blurbMy', blurbMy, BLURB_MAX, true);
  const window = windowOf<RecommendedFormField>(form, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { hotelId, blurbEn, blurbMy, imageId: text(form, 'imageId') || null, ...window } };
}
