import type { ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { BANNER_LANDINGS, BANNER_LINK_MAX, BANNER_TEXT_MAX, BANNER_TITLE_MAX, BLURB_MAX } from '@thwa/domain/home/curated';
import type { OpsKey } from '../../../i18n/ops.en.ts';
import { useT } from '../../../i18n/use-messages.ts';
import { Picture } from '../../../ui/picture.tsx';
import { useFocusFirstInvalid } from '../../account/form-fields.tsx';
import { describedBy, FIELD, Field, Notice, PageHead, Section } from '../console-ui.tsx';
import type { BannerFormValues, HomeContentActionData, HomeContentPageData, RecommendedFormValues } from './home-content.server.ts';

const STATE_CLASS = { showing: 'bg-emerald-100 text-emerald-900', scheduled: 'bg-amber-100 text-amber-900', over: 'bg-slate-100 text-slate-800' } as const;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/svg+xml';

type Errors = HomeContentActionData['errors'];
/** The picture an item being edited has now, shown beside the file field. */
type CurrentPicture = { imageId: string; width: number; height: number } | null;

/** `/ops/content/home`: the banners and the recommended hotels, each with its form (both languages side by side) and its list. */
export function ConsoleHomeContentPage({ data, action }: { data: HomeContentPageData; action: HomeContentActionData | undefined }) {
  const t = useT();
  useFocusFirstInvalid(action?.errors);
  // A new form after each visit or answer: a created item's words must not stay typed in it.
  const { key } = useLocation();
  const bannerAction = action?.form === 'banner' ? action : undefined;
  const recommendedAction = action?.form === 'recommended' ? action : undefined;
  const listError = action && action.form.includes(':') ? action.error : null;
  return (
    <div className="grid gap-8">
      <PageHead title={data.title} lead={t('ops.homePage.lead')}>
        <p className="mt-2">
          <Link to="/ops/content" className="text-brand-700 underline">
            {t('ops.content.title')}
          </Link>
        </p>
      </PageHead>
      {data.done ? <Notice kind="success">{t(`ops.homePage.done.${data.done}`)}</Notice> : null}
      {data.error ? <Notice kind="error">{data.error}</Notice> : null}
      {listError ? <Notice kind="error">{listError}</Notice> : null}

      <Section id="banners" title={t('ops.homePage.banners')} className="grid gap-4">
        <BannerForm key={`banner-${key}`} editing={data.editingBanner?.id ?? null} values={bannerAction?.banner ?? data.bannerForm} current={data.editingBanner?.picture ?? null} action={bannerAction} />
        {data.banners.length === 0 && !data.error ? <p className="text-slate-700">{t('ops.homePage.noBanners')}</p> : null}
        <ul className="grid gap-3 lg:grid-cols-2">
          {data.banners.map((banner) => (
            <ItemCard
              key={banner.id}
              kind="banner"
              id={banner.id}
              state={banner.state}
              position={banner.position}
              titleEn={banner.titleEn}
              titleMy={banner.titleMy}
              lines={[t(`ops.homePage.landing.${banner.landing}`), t('ops.homePage.link', { link: banner.link }), banner.windowText]}
              picture={{ ...banner.picture, caption: banner.titleEn }}
            />
          ))}
        </ul>
      </Section>

      <Section id="recommended" title={t('ops.homePage.recommended')} className="grid gap-4">
        <RecommendedForm
          key={`recommended-${key}`}
          editing={data.editingRecommended?.id ?? null}
          values={recommendedAction?.recommended ?? data.recommendedForm}
          current={data.editingRecommended?.picture ?? null}
          action={recommendedAction}
        />
        {data.recommended.length === 0 && !data.error ? <p className="text-slate-700">{t('ops.homePage.noRecommended')}</p> : null}
        <ul className="grid gap-3 lg:grid-cols-2">
          {data.recommended.map((item) => (
            <ItemCard
              key={item.id}
              kind="recommended"
              id={item.id}
              state={item.state}
              position={item.position}
              titleEn={`${item.hotelNameEn} (${item.hotelId})`}
              titleMy={item.hotelNameMy}
              lines={[item.blurbEn, item.blurbMy, item.imageId ? '' : t('ops.homePage.hotelPhoto'), item.windowText].filter(Boolean)}
              picture={item.picture ? { ...item.picture, caption: item.hotelNameEn } : null}
            />
          ))}
        </ul>
      </Section>
    </div>
  );
}

interface ItemCardProps {
  kind: 'banner' | 'recommended';
  id: number;
  state: keyof typeof STATE_CLASS;
  position: number;
  titleEn: string;
  titleMy: string;
  lines: string[];
  picture: { imageId: string; width: number; height: number; caption: string } | null;
}

/** One item in its list: its picture, words, state and place, and its buttons (each its own form, posted without JavaScript too). */
function ItemCard({ kind, id, state, position, titleEn, titleMy, lines, picture }: ItemCardProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(id) && String(navigation.formData.get('intent') ?? '').startsWith(kind);
  const button = (verb: 'up' | 'down' | 'end', label: OpsKey) => (
    <Form method="post" action="/ops/content/home">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={`${kind}.${verb}`} className="button-secondary" disabled={busy}>
        {t(label)}
      </button>
    </Form>
  );
  return (
    <li className="card grid min-w-0 gap-2 p-4" data-item={`${kind}-${id}`}>
      {picture ? <Picture photo={picture} decorative sizes="(min-width: 1024px) 24rem, 90vw" className={`${kind === 'banner' ? 'aspect-[12/5]' : 'aspect-[4/3]'} h-auto w-full rounded-lg`} /> : null}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{titleEn}</h3>
        <span className={`rounded px-2 py-0.5 text-sm ${STATE_CLASS[state]}`}>{t(`ops.content.alerts.state.${state}`)}</span>
      </div>
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]" lang="my">
        {titleMy}
      </p>
      {lines.map((line) => (
        <p key={line} className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {line}
        </p>
      ))}
      {state !== 'over' ? <p className="text-sm text-slate-700">{t('ops.homePage.position', { position })}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Link to={`/ops/content/home?${kind}=${id}#${kind === 'banner' ? 'banner-form' : 'recommended-form'}`} className="button-secondary">
          {t('ops.homePage.edit')}
        </Link>
        {state !== 'over' ? (
          <>
            {button('up', 'ops.homePage.up')}
            {button('down', 'ops.homePage.down')}
            {button('end', 'ops.homePage.end')}
          </>
        ) : null}
      </div>
    </li>
  );
}

function useField(prefix: string, errors: Errors | undefined) {
  const t = useT();
  return (name: string, label: OpsKey, input: { max?: number; required?: boolean; lang?: 'en' | 'my'; value: string; hint?: OpsKey; multiline?: boolean }) => {
    const id = `${prefix}-${name}`;
    const error = errors?.[name as keyof Errors];
    const common = {
      id,
      name,
      defaultValue: input.value,
      required: input.required ?? false,
      ...(input.max ? { maxLength: input.max } : {}),
      ...(input.lang ? { lang: input.lang } : {}),
      className: FIELD,
      ...describedBy(id, Boolean(input.hint), error),
    };
    return (
      <Field id={id} label={t(label)} hint={input.hint ? t(input.hint) : undefined} error={error}>
        {input.multiline ? <textarea rows={2} {...common} /> : <input {...common} />}
      </Field>
    );
  };
}

function Window({ prefix, values, errors }: { prefix: string; values: { startsAt: string; endsAt: string }; errors: Errors | undefined }) {
  const t = useT();
  return (
    <>
      {(['startsAt', 'endsAt'] as const).map((field) => (
        <Field key={field} id={`${prefix}-${field}`} label={t(`ops.content.alerts.field.${field}`)} hint={t('ops.business.yangonTime')} error={errors?.[field]}>
          <input id={`${prefix}-${field}`} name={field} type="datetime-local" required defaultValue={values[field]} className={FIELD} {...describedBy(`${prefix}-${field}`, true, errors?.[field])} />
        </Field>
      ))}
    </>
  );
}

function PictureField({ prefix, label, hint, current, errors }: { prefix: string; label: OpsKey; hint: OpsKey; current: CurrentPicture; errors: Errors | undefined }) {
  const t = useT();
  const id = `${prefix}-picture`;
  const error = errors?.picture;
  return (
    <div className="grid gap-2 md:col-span-2 md:grid-cols-[1fr_12rem] md:items-start">
      <Field id={id} label={t(label)} hint={t(hint)} error={error}>
        <input id={id} name="picture" type="file" accept={ACCEPT} className={FIELD} {...describedBy(id, true, error)} />
      </Field>
      {current ? (
        <figure className="min-w-0">
          <Picture photo={{ ...current, caption: t('ops.homePage.currentPicture') }} sizes="12rem" className="h-auto w-full rounded-lg" />
          <figcaption className="text-sm text-slate-700">{t('ops.homePage.currentPicture')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}

function Submit({ intent, editing, cancel }: { intent: string; editing: boolean; cancel: string }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <div className="flex flex-wrap gap-2 md:col-span-2">
      <button type="submit" name="intent" value={intent} className="button-primary" disabled={busy}>
        {busy ? t('ops.homePage.saving') : editing ? t('ops.homePage.save') : t('ops.homePage.create')}
      </button>
      {editing ? (
        <Link to={cancel} className="button-secondary">
          {t('ops.homePage.cancelEdit')}
        </Link>
      ) : null}
    </div>
  );
}

interface ItemFormProps {
  kind: 'banner' | 'recommended';
  heading: string;
  editing: number | null;
  values: { imageId: string; startsAt: string; endsAt: string };
  current: CurrentPicture;
  picture: { label: OpsKey; hint: OpsKey };
  action: HomeContentActionData | undefined;
  /** The item's own fields, between the form's error and its picture. */
  children: ReactNode;
}

/** What both forms are: a multipart form with its heading and error, the item's fields, its picture, its window and its buttons. */
function ItemForm({ kind, heading, editing, values, current, picture, action, children }: ItemFormProps) {
  return (
    <Form method="post" action="/ops/content/home" encType="multipart/form-data" className="card grid gap-3 p-4 md:grid-cols-2" aria-labelledby={`${kind}-form`} noValidate>
      <h3 id={`${kind}-form`} className="text-lg font-semibold md:col-span-2">
        {heading}
      </h3>
      {action?.error ? (
        <div className="md:col-span-2">
          <Notice kind="error">{action.error}</Notice>
        </div>
      ) : null}
      {editing ? <input type="hidden" name="id" value={editing} /> : null}
      <input type="hidden" name="imageId" value={values.imageId} />
      {children}
      <PictureField prefix={kind} label={picture.label} hint={picture.hint} current={current} errors={action?.errors} />
      <Window prefix={kind} values={values} errors={action?.errors} />
      <Submit intent={`${kind}.save`} editing={editing !== null} cancel={`/ops/content/home#${kind === 'banner' ? 'banners' : 'recommended'}`} />
    </Form>
  );
}

function BannerForm({ editing, values, current, action }: { editing: number | null; values: BannerFormValues; current: CurrentPicture; action: HomeContentActionData | undefined }) {
  const t = useT();
  const field = useField('banner', action?.errors);
  return (
    <ItemForm
      kind="banner"
      heading={editing ? t('ops.homePage.editBanner') : t('ops.homePage.newBanner')}
      editing={editing}
      values={values}
      current={current}
      picture={{ label: 'ops.homePage.field.picture', hint: values.imageId ? 'ops.homePage.field.pictureKeep' : 'ops.homePage.field.pictureHint' }}
      action={action}
    >
      <Field id="banner-landing" label={t('ops.homePage.field.landing')} error={action?.errors.landing}>
        <select id="banner-landing" name="landing" defaultValue={values.landing} className={FIELD}>
          {BANNER_LANDINGS.map((landing) => (
            <option key={landing} value={landing}>
              {t(`ops.homePage.landing.${landing}`)}
            </option>
          ))}
        </select>
      </Field>
      {field('link', 'ops.homePage.field.link', { value: values.link, max: BANNER_LINK_MAX, required: true, hint: 'ops.homePage.field.linkHint' })}
      {field('titleEn', 'ops.homePage.field.titleEn', { value: values.titleEn, max: BANNER_TITLE_MAX, required: true, lang: 'en' })}
      {field('titleMy', 'ops.homePage.field.titleMy', { value: values.titleMy, max: BANNER_TITLE_MAX, required: true, lang: 'my' })}
      {field('textEn', 'ops.homePage.field.textEn', { value: values.textEn, max: BANNER_TEXT_MAX, lang: 'en', multiline: true })}
      {field('textMy', 'ops.homePage.field.textMy', { value: values.textMy, max: BANNER_TEXT_MAX, lang: 'my', multiline: true })}
    </ItemForm>
  );
}

function RecommendedForm({ editing, values, current, action }: { editing: number | null; values: RecommendedFormValues; current: CurrentPicture; action: HomeContentActionData | undefined }) {
  const t = useT();
  const field = useField('recommended', action?.errors);
  return (
    <ItemForm
      kind="recommended"
      heading={editing ? t('ops.homePage.editRecommended') : t('ops.homePage.newRecommended')}
      editing={editing}
      values={values}
      current={current}
      picture={{ label: 'ops.homePage.field.hotelPicture', hint: 'ops.homePage.field.hotelPictureHint' }}
      action={action}
    >
      <div className="md:col-span-2">{field('hotelId', 'ops.homePage.field.hotelId', { value: values.hotelId, max: 12, required: true, hint: 'ops.homePage.field.hotelIdHint' })}</div>
      {field('blurbEn', 'ops.homePage.field.blurbEn', { value: values.blurbEn, max: BLURB_MAX, required: true, lang: 'en', multiline: true })}
      {field('blurbMy', 'ops.homePage.field.blurbMy', { value: values.blurbMy, max: BLURB_MAX, required: true, lang: 'my', multiline: true })}
    </ItemForm>
  );
}
