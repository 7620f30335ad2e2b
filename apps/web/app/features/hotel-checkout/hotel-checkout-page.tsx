import { useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import { ESTIMATED_CHECK_IN_TIMES, GUEST_NAME_MAX_LENGTH, SPECIAL_REQUEST_MAX_LENGTH } from '@thwa/domain/hotels/hotel-guests';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { localDigits } from '../flight-listing/format.ts';
import { CheckoutErrorModal, PriceChangeModal } from '../checkout/lazy-modals.tsx';
import type { PriceChangeWording } from '../checkout/checkout-modals.tsx';
import { ContactFields } from '../checkout/contact-fields.tsx';
import { phoneCodeOptions } from '../checkout/phone-code-options.ts';
import { describedBy, Field, inputClass } from '../checkout/field.tsx';
import { contactFieldName, contactShownAgain } from '../checkout/form-values.ts';
import { PriceBreakdown } from '../../ui/price-breakdown.tsx';
import type { HotelCheckoutActionData, HotelCheckoutFormData, HotelCheckoutPageData } from './hotel-checkout-data.ts';
import { guestFieldName } from './guest-fields.ts';
import { stayOfCheckout, StaySummary } from './stay-summary.tsx';
import { FormAlerts } from '../checkout/form-alerts.tsx';
import { useFormDraft } from '../checkout/form-draft.ts';

/** `/hotel/checkout`: spec §3 hotel guest info (the guest of each room, arrival, request) and contact, then payment. */
export function HotelCheckoutPage({ data, actionData }: { data: HotelCheckoutPageData; actionData: HotelCheckoutActionData | undefined }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <CheckoutSteps flow="hotel" current="guestInfo" />
      {data.kind === 'error' ? <CheckoutErrorModal error={data.error} /> : <GuestStep data={data} actionData={actionData} />}
    </div>
  );
}

/** Spec §8 "room price change": the total before and now; continue at the new price, or choose another room. */
const ROOM_PRICE_CHANGE: PriceChangeWording = {
  title: 'checkout.modal.roomPrice.title',
  body: 'checkout.modal.roomPrice.body',
  chooseAnother: 'checkout.action.chooseAnotherRoom',
};

function GuestStep({ data, actionData }: { data: HotelCheckoutFormData; actionData: HotelCheckoutActionData | undefined }) {
  const t = useT();
  const { settings } = useRootData();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' || (navigation.state === 'loading' && navigation.formMethod === 'POST');
  const form = useRef<HTMLFormElement>(null);
  useFormDraft(form);
  const [dismissedError, setDismissedError] = useState<HotelCheckoutActionData | null>(null);
  const { checkout } = data;
  const posted = actionData?.values;
  const saved = checkout.guests;

  const initial: ContactFormValues = contactShownAgain(posted, data.values);
  const fieldErrors = actionData?.fieldErrors ?? {};
  const messageOf = (key: string): string | null => (fieldErrors[key] ? (actionData?.fieldMessages[key] ?? t('checkout.errors.field')) : null);
  const contactError = (field: ContactField) => messageOf(contactFieldName(field));
  const shown = Object.keys(fieldErrors).length;
  const error = actionData?.error && dismissedError !== actionData ? actionData.error : null;
  const guestValue = (room: number, field: 'firstName' | 'lastName') => posted?.[guestFieldName(room, field)] ?? saved?.guests[room]?.[field] ?? '';

  return (
    <>
      {data.priceChange && !actionData ? <PriceChangeModal change={data.priceChange} listingHref={data.backHref} wording={ROOM_PRICE_CHANGE} /> : null}
      {error ? <CheckoutErrorModal error={error} onDismiss={() => setDismissedError(actionData ?? null)} /> : null}
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('hotelCheckout.title')}</h1>
        <p className="mt-1 text-slate-700">{t('hotelCheckout.lead')}</p>
      </div>
      <StaySummary stay={stayOfCheckout(checkout)} />
      <Form method="post" noValidate ref={form} className="card grid gap-4" aria-labelledby="guests-heading">
        <h2 id="guests-heading" className="text-lg font-semibold">
          {t('hotelCheckout.guests.title')}
        </h2>
        <FormAlerts fieldErrors={shown} />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        {Array.from({ length: checkout.stay.rooms }, (_, room) => (
          <fieldset key={room} className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 font-medium">{t('hotelCheckout.guests.room', { room: localDigits(room + 1, settings.lang) })}</legend>
            {(['firstName', 'lastName'] as const).map((field) => {
              const name = guestFieldName(room, field);
              const id = `guest-${room}-${field}`;
              return (
                <Field key={field} id={id} label={t(field === 'firstName' ? 'hotelCheckout.guests.firstName' : 'hotelCheckout.guests.lastName')} error={messageOf(name)}>
                  <input
                    name={name}
                    className={inputClass}
                    defaultValue={guestValue(room, field)}
                    maxLength={GUEST_NAME_MAX_LENGTH}
                    autoComplete={room === 0 ? (field === 'firstName' ? 'given-name' : 'family-name') : 'off'}
                    required
                    {...describedBy(id, { error: messageOf(name) })}
                  />
                </Field>
              );
            })}
          </fieldset>
        ))}
        <Field id="estimated-check-in" label={t('hotelCheckout.arrival')} error={messageOf('estimatedCheckInTime')}>
          <select
            name="estimatedCheckInTime"
            className={inputClass}
            defaultValue={posted?.estimatedCheckInTime ?? saved?.estimatedCheckInTime ?? 'early'}
            {...describedBy('estimated-check-in', { error: messageOf('estimatedCheckInTime') })}
          >
            {ESTIMATED_CHECK_IN_TIMES.map((time) => (
              <option key={time} value={time}>
                {t(`hotelCheckout.arrival.${time}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="special-request" label={t('hotelCheckout.request')} hint={t('hotelCheckout.requestHint')} error={messageOf('specialRequest')}>
          <textarea
            name="specialRequest"
            rows={3}
            maxLength={SPECIAL_REQUEST_MAX_LENGTH}
            className={`${inputClass} py-2`}
            defaultValue={posted?.specialRequest ?? saved?.specialRequest ?? ''}
            {...describedBy('special-request', { hint: true, error: messageOf('specialRequest') })}
          />
        </Field>
        <h2 className="pt-2 text-lg font-semibold">{t('checkout.meta.contactTitle')}</h2>
        <p className="-mt-2 text-slate-700">{t('hotelCheckout.contactLead')}</p>
        <ContactFields initial={initial} errorOf={contactError} phoneCodes={phoneCodeOptions(data.countries)} />
        <button type="submit" className="button-primary justify-center text-lg" disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting ? t('checkout.submitting') : t('checkout.contact.submit')}
        </button>
      </Form>
      <PriceBreakdown breakdown={checkout.breakdown} />
    </>
  );
}
