import { useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import { ESTIMATED_CHECK_IN_TIMES, GUEST_NAME_MAX_LENGTH, SPECIAL_REQUEST_MAX_LENGTH, validateHotelGuests, type GuestFieldError } from '@thwa/domain/hotels/hotel-guests';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { localDigits } from '../flight-listing/format.ts';
import { CheckoutErrorModal, PriceChangeModal } from '../checkout/lazy-modals.tsx';
import type { PriceChangeWording } from '../checkout/checkout-modals.tsx';
import { ContactFields } from '../checkout/contact-fields.tsx';
import { phoneCodeOptions } from '../checkout/phone-code-options.ts';
import { describedBy, Field, inputClass } from '../checkout/field.tsx';
import { CONTACT_FIELDS, contactErrorKeys, contactFieldName, contactShownAgain, readContact } from '../checkout/form-values.ts';
import { PriceBreakdown } from '../../ui/price-breakdown.tsx';
import type { HotelCheckoutActionData, HotelCheckoutFormData, HotelCheckoutPageData } from './hotel-checkout-data.ts';
import { guestFieldName, readGuests } from './guest-fields.ts';
import { stayOfCheckout, StaySummary } from './stay-summary.tsx';
import { FormAlerts } from '../checkout/form-alerts.tsx';
import { useFormDraft } from '../checkout/form-draft.ts';
import { useFieldValidation } from '../checkout/use-field-validation.ts';
import { useFormRules } from '../checkout/rules-loader.ts';

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
  const rules = useFormRules();
  const [dismissedError, setDismissedError] = useState<HotelCheckoutActionData | null>(null);
  const { checkout } = data;
  const posted = actionData?.values;
  const saved = checkout.guests;

  const initial: ContactFormValues = contactShownAgain(posted, data.values);
  const fieldErrors = actionData?.fieldErrors ?? {};
  const messageOf = (key: string): string | null => (fieldErrors[key] ? (actionData?.fieldMessages[key] ?? t('checkout.errors.field')) : null);
  const error = actionData?.error && dismissedError !== actionData ? actionData.error : null;
  const guestValue = (room: number, field: 'firstName' | 'lastName') => posted?.[guestFieldName(room, field)] ?? saved?.guests[room]?.[field] ?? '';
  // A hotel abroad checks the passport: its guests are named in Latin letters, as the api requires.
  const abroad = checkout.hotel.region === 'international';
  // The browser checks by the api's own rules: the guests by hotel-guests.ts (already in this page
  // for its limits), the contact by the form rules once they load (rules-loader.ts); until then the
  // server checks the contact.
  const revalidate = () => {
    if (!form.current) return null;
    const typed = new FormData(form.current);
    const result = validateHotelGuests(readGuests(typed, checkout.stay.rooms), checkout.stay.rooms, { latinOnly: abroad });
    const guests = 'errors' in result ? Object.fromEntries(Object.entries(result.errors).filter(([key]) => key !== 'guests')) : {};
    return { ...guests, ...(rules ? contactErrorKeys(rules.validateContact(readContact(typed))) : {}) };
  };
  const { clientErrors, checkedHere, onBlur, onChange, onSubmit } = useFieldValidation({ form, revalidate, prefix: '', submitting, resetOn: actionData });
  const guestError = (name: string): string | null => {
    if (!checkedHere(name)) return messageOf(name);
    const code = clientErrors?.[name] as GuestFieldError | undefined;
    return code ? t(`hotelCheckout.errors.${code}`) : null;
  };
  const contactError = (field: ContactField): string | null => {
    const key = contactFieldName(field);
    if (!rules || !checkedHere(key)) return messageOf(key);
    const code = clientErrors?.[key];
    return code ? rules.errorMessage(key, code, settings.lang, t('checkout.errors.field')) : null;
  };
  const passportHintId = 'guests-passport-hint';
  // Every error on the form now, as the browser or the server judged it.
  const guestNames = Array.from({ length: checkout.stay.rooms }, (_, room) => [guestFieldName(room, 'firstName'), guestFieldName(room, 'lastName')]).flat();
  const contactNames: string[] = CONTACT_FIELDS.map(contactFieldName);
  const others = Object.keys(fieldErrors).filter((key) => !guestNames.includes(key) && !contactNames.includes(key));
  const shown = others.length + guestNames.filter((name) => guestError(name)).length + CONTACT_FIELDS.filter((field) => contactError(field)).length;

  return (
    <>
      {data.priceChange && !actionData ? <PriceChangeModal change={data.priceChange} listingHref={data.backHref} wording={ROOM_PRICE_CHANGE} /> : null}
      {error ? <CheckoutErrorModal error={error} onDismiss={() => setDismissedError(actionData ?? null)} /> : null}
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('hotelCheckout.title')}</h1>
        <p className="mt-1 text-slate-700">{t('hotelCheckout.lead')}</p>
      </div>
      <StaySummary stay={stayOfCheckout(checkout)} />
      <Form method="post" noValidate ref={form} className="card grid gap-4" aria-labelledby="guests-heading" onBlur={onBlur} onChange={onChange} onSubmit={onSubmit}>
        <h2 id="guests-heading" className="text-lg font-semibold">
          {t('hotelCheckout.guests.title')}
        </h2>
        {abroad ? (
          <p id={passportHintId} className="-mt-2 text-sm text-slate-700">
            {t('hotelCheckout.guests.passportHint')}
          </p>
        ) : null}
        <FormAlerts fieldErrors={shown} />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        {Array.from({ length: checkout.stay.rooms }, (_, room) => (
          <fieldset key={room} className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 font-medium">{t('hotelCheckout.guests.room', { room: localDigits(room + 1, settings.lang) })}</legend>
            {(['firstName', 'lastName'] as const).map((field) => {
              const name = guestFieldName(room, field);
              const id = `guest-${room}-${field}`;
              const error = guestError(name);
              const described = describedBy(id, { error });
              const label = abroad
                ? t(field === 'firstName' ? 'hotelCheckout.guests.passportFirstName' : 'hotelCheckout.guests.passportLastName')
                : t(field === 'firstName' ? 'hotelCheckout.guests.firstName' : 'hotelCheckout.guests.lastName');
              return (
                <Field key={field} id={id} label={label} error={error}>
                  <input
                    name={name}
                    className={inputClass}
                    defaultValue={guestValue(room, field)}
                    maxLength={GUEST_NAME_MAX_LENGTH}
                    autoComplete={room === 0 ? (field === 'firstName' ? 'given-name' : 'family-name') : 'off'}
                    required
                    {...described}
                    aria-describedby={[abroad ? passportHintId : null, described['aria-describedby']].filter(Boolean).join(' ') || undefined}
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
            rows={4}
            maxLength={SPECIAL_REQUEST_MAX_LENGTH}
            className={`${inputClass} resize-y py-2 break-words`}
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
