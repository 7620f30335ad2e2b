import { Form, Link, useNavigation } from 'react-router';
import type { OpsHotelPhoto } from '@thwa/domain/contracts/operations-inventory';
import { useT } from '../../../i18n/use-messages.ts';
import { FormAlert } from '../../account/form-fields.tsx';
import { FIELD, Section } from '../console-ui.tsx';
import type { HotelContentActionData, HotelContentPageData } from './hotel-content.server.ts';

/**
 * `/ops/hotels/:hotelId`: the hotel's pictures in the order pages show them (the first is the cover),
 * each to make the cover, move up or remove; a form to upload one (multipart, no script needed); and
 * the descriptions in English and Myanmar.
 */
export function ConsoleHotelPage({ data, action }: { data: HotelContentPageData; action: HotelContentActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const uploading = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'upload';
  const { content } = data;
  const gallery = content.photos.map((photo) => photo.imageId).join(',');
  return (
    <div className="grid min-w-0 gap-6">
      <div>
        <p>
          <Link to="/ops/hotels" className="text-brand-700 underline">
            {t('ops.hotels.back')}
          </Link>
        </p>
        <h1 className="text-2xl font-semibold">{data.title}</h1>
        <p className="text-sm text-slate-700">{content.hotel.hotelId}</p>
      </div>
      {data.saved ? <FormAlert kind="success">{t(`ops.hotels.saved.${data.saved as 'uploaded'}`)}</FormAlert> : null}

      <Section id="hotel-photos" title={t('ops.hotels.photos', { count: content.photos.length })} className="grid min-w-0 gap-3">
        {content.photos.length === 0 ? <p className="text-slate-700">{t('ops.hotels.photos.none')}</p> : null}
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {content.photos.map((photo, index) => (
            <PhotoCard key={photo.imageId} photo={photo} index={index} gallery={gallery} lang={data.lang} action={action?.form === `photo:${photo.imageId}` ? action : undefined} />
          ))}
        </ol>

        <Form method="post" encType="multipart/form-data" className="card grid gap-3 p-4 sm:grid-cols-2" aria-labelledby="upload-title" aria-busy={uploading}>
          <h3 id="upload-title" className="font-semibold sm:col-span-2">
            {t('ops.hotels.upload.title')}
          </h3>
          {action?.form === 'upload' ? (
            <div className="sm:col-span-2">
              <FormAlert kind="error">{action.error}</FormAlert>
            </div>
          ) : null}
          <input type="hidden" name="intent" value="upload" />
          <div className="sm:col-span-2">
            <label htmlFor="upload-photo" className="font-medium">
              {t('ops.hotels.upload.file')}
            </label>
            <input id="upload-photo" name="photo" type="file" required accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml" aria-describedby="upload-hint" className="mt-1 block w-full" />
            <p id="upload-hint" className="mt-1 text-xs text-slate-700">
              {t('ops.hotels.upload.hint')}
            </p>
          </div>
          <div>
            <label htmlFor="upload-kind" className="font-medium">
              {t('ops.hotels.upload.kind')}
            </label>
            <select id="upload-kind" name="kind" required defaultValue={action?.values?.kind ?? ''} className={FIELD}>
              <option value="">{t('ops.hotels.upload.kindChoose')}</option>
              {data.kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`ops.hotels.kind.${kind as 'room'}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="hidden sm:block" />
          <div>
            <label htmlFor="upload-caption-en" className="font-medium">
              {t('ops.hotels.upload.captionEn')}
            </label>
            <input id="upload-caption-en" name="captionEn" required maxLength={200} lang="en" defaultValue={action?.values?.captionEn ?? ''} className={FIELD} />
          </div>
          <div>
            <label htmlFor="upload-caption-my" className="font-medium">
              {t('ops.hotels.upload.captionMy')}
            </label>
            <input id="upload-caption-my" name="captionMy" required maxLength={200} lang="my" defaultValue={action?.values?.captionMy ?? ''} className={FIELD} />
          </div>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <button type="submit" className="button-primary" disabled={uploading}>
              {t('ops.hotels.upload.submit')}
            </button>
            <p role="status" aria-live="polite" className="text-sm text-slate-700">
              {uploading ? t('ops.hotels.upload.progress') : ''}
            </p>
          </div>
        </Form>
      </Section>

      <Section id="hotel-description" title={t('ops.hotels.description')} className="grid min-w-0 gap-3">
        <Form method="post" className="grid gap-3">
          {action?.form === 'describe' ? <FormAlert kind="error">{action.error}</FormAlert> : null}
          <input type="hidden" name="intent" value="describe" />
          <div>
            <label htmlFor="description-en" className="font-medium">
              {t('ops.hotels.description.en')}
            </label>
            <textarea id="description-en" name="descriptionEn" required rows={6} maxLength={4000} lang="en" defaultValue={action?.form === 'describe' ? action.values?.descriptionEn : content.descriptionEn} className={FIELD} />
          </div>
          <div>
            <label htmlFor="description-my" className="font-medium">
              {t('ops.hotels.description.my')}
            </label>
            <textarea id="description-my" name="descriptionMy" required rows={6} maxLength={4000} lang="my" defaultValue={action?.form === 'describe' ? action.values?.descriptionMy : content.descriptionMy} className={FIELD} />
          </div>
          <div>
            <button type="submit" className="button-primary">
              {t('ops.hotels.description.save')}
            </button>
          </div>
        </Form>
      </Section>
    </div>
  );
}

function PhotoCard({ photo, index, gallery, lang, action }: { photo: OpsHotelPhoto; index: number; gallery: string; lang: HotelContentPageData['lang']; action: HotelContentActionData | undefined }) {
  const t = useT();
  const caption = lang === 'mm' ? photo.captionMy : photo.captionEn;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="imageId" value={photo.imageId} />
      <input type="hidden" name="gallery" value={gallery} />
    </>
  );
  return (
    <li className="card grid min-w-0 gap-2 p-3" data-image-id={photo.imageId}>
      <img src={`/media/${photo.imageId}/320.webp`} alt={caption} width={320} height={Math.round((320 * photo.height) / photo.width)} loading="lazy" className="h-auto w-full rounded" />
      <p className="text-sm">
        <span className="font-medium">{index === 0 ? t('ops.hotels.cover') : t('ops.hotels.position', { position: index + 1 })}</span> · {t(`ops.hotels.kind.${photo.kind}`)}
        {photo.roomCode ? ` · ${photo.roomCode}` : ''}
      </p>
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{caption}</p>
      {action ? <FormAlert kind="error">{action.error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        {index > 0 ? (
          <>
            <Form method="post">
              {hidden('cover')}
              <button type="submit" className="button-secondary" aria-label={t('ops.hotels.makeCover.label', { caption })}>
                {t('ops.hotels.makeCover')}
              </button>
            </Form>
            <Form method="post">
              {hidden('up')}
              <button type="submit" className="button-secondary" aria-label={t('ops.hotels.moveUp.label', { caption })}>
                {t('ops.hotels.moveUp')}
              </button>
            </Form>
          </>
        ) : null}
        <Form method="post">
          {hidden('remove')}
          <button type="submit" className="button-secondary" aria-label={t('ops.hotels.remove.label', { caption })}>
            {t('ops.hotels.remove')}
          </button>
        </Form>
      </div>
    </li>
  );
}
