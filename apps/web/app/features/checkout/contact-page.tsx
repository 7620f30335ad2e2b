import { useEffect, useRef, useState } from 'react';
import { useFieldValidation } from './use-field-validation.ts';
import { Form, useNavigation } from 'react-router';
import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import { DEFAULT_PHONE_CODE } from '@thwa/domain/constants';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import type { ContactPageData, FormActionData } from './checkout-data.ts';
import { CheckoutErrorModal } from './lazy-modals.tsx';
import { readGuestContact, saveGuestContact } from './contact-storage.ts';
import { describedBy, Field, inputClass } from './field.tsx';
import { CONTACT_FIELDS, contactErrorKeys, contactFieldName, readContact, contactShownAgain } from './form-values.ts';
import { useFormRules } from './rules-loader.ts';
import { PriceBreakdown } from '../../ui/price-breakdown.tsx';
import { TripSummary } from './trip-summary.tsx';
import { ContactFields } from './contact-fields.tsx';
import { CoverOffer } from './cover-offer.tsx';
import { FormAlerts } from './form-alerts.tsx';
import { useFormDraft } from './form-draft.ts';
import { phoneCodeOptions } from './phone-code-options.ts';


/** `/flight/contact-info`: spec §3 contact info, online (then payment) or offline (our team calls back). */
export function ContactPage({ data, actionData }: { data: ContactPageData; actionData: FormActionData | undefined }) {
  const offline = data.kind === 'offline';
  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <CheckoutSteps flow={offline ? 'offline' : 'full'} current="contactInfo" />
      {data.kind === 'error' ? <CheckoutErrorModal error={data.error} /> : <ContactStep data={data} actionData={actionData} />}
    </div>
  );
}

function ContactStep({ data, actionData }: { data: Exclude<ContactPageData, { kind: 'error' }>; actionData: FormActionData | undefined }) {
  const t = useT();
  const { settings } = useRootData();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' || (navigation.state === 'loading' && navigation.formMethod === 'POST');
  const form = useRef<HTMLFormElement>(null);
  useFormDraft(form);
  const rules = useFormRules();
  const [dismissedError, setDismissedError] = useState<FormActionData | null>(null);
  const offline = data.kind === 'offline';
  // The premium of the cover ticked (kept across a refused submit): the breakdown's insurance line.
  const [coverPremium, setCoverPremium] = useState(actionData?.values.insurance === '1' && data.kind === 'contact' ? (data.cover?.premium ?? 0) : 0);

  // Typed earlier in this tab (and not sent yet): fill the fields the server left empty, and those
  // it filled from the member's profile — what the customer typed wins over the profile.
  const fromProfile = actionData ? [] : (data.fromProfile ?? []);
  useEffect(() => {
    const stored = readGuestContact();
    const element = form.current;
    if (!stored || !element) return;
    for (const field of CONTACT_FIELDS) {
      const control = element.elements.namedItem(contactFieldName(field));
      const value = stored[field];
      const replaceable = (control: HTMLInputElement | HTMLSelectElement) =>
        control.value === '' || (field === 'phoneCode' && control.value === DEFAULT_PHONE_CODE) || fromProfile.includes(field);
      if (value && (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && replaceable(control)) {
        control.value = value;
      }
    }
    // fromProfile is the first render's: later renders must not refill what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const posted = actionData?.values;
  const initial: ContactFormValues = contactShownAgain(posted, data.values);
  // Before the rules arrive (a moment after hydration) the server checks what is sent.
  const revalidate = () => {
    if (!form.current) return null;
    const contact = readContact(new FormData(form.current));
    saveGuestContact(contact);
    return rules ? contactErrorKeys(rules.validateContact(contact)) : null;
  };
  const { clientErrors, checkedHere, onBlur, onChange, onSubmit } = useFieldValidation({ form, revalidate, prefix: 'contact.', submitting, resetOn: actionData });
  const serverErrors = actionData?.fieldErrors ?? {};
  const errorOf = (field: ContactField): string | null => {
    const key = contactFieldName(field);
    const fromClient = checkedHere(key);
    const code = fromClient ? clientErrors?.[key] : serverErrors[key];
    if (!code) return null;
    if (!fromClient && actionData?.fieldMessages[key]) return actionData.fieldMessages[key];
    return rules ? rules.errorMessage(key, code, settings.lang, t('checkout.errors.field')) : t('checkout.errors.field');
  };
  const shown = CONTACT_FIELDS.filter((field) => errorOf(field)).length;


  const error = actionData?.error && dismissedError !== actionData ? actionData.error : null;
  const phoneCodes = phoneCodeOptions(data.countries);

  return (
    <>
      {error ? <CheckoutErrorModal error={error} onDismiss={() => setDismissedError(actionData ?? null)} /> : null}
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t(offline ? 'checkout.offline.title' : 'checkout.contact.title')}</h1>
        <p className="mt-1 text-slate-700">{t(offline ? 'checkout.offline.lead' : 'checkout.contact.lead')}</p>
      </div>
      {data.kind === 'contact' ? (
        <TripSummary directions={data.directions} />
      ) : data.summary.length > 0 ? (
        <section className="card" aria-labelledby="offline-trip">
          <h2 id="offline-trip" className="text-lg font-semibold">
            {t('checkout.trip.title')}
          </h2>
          <ul className="mt-2 grid gap-1 text-slate-700">
            {data.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="post" noValidate ref={form} onBlur={onBlur} onChange={onChange} onSubmit={onSubmit} className="card grid gap-4" aria-labelledby="contact-heading">
        <h2 id="contact-heading" className="text-lg font-semibold">
          {t('checkout.meta.contactTitle')}
        </h2>
        <FormAlerts fieldErrors={shown} />
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <ContactFields initial={initial} errorOf={errorOf} phoneCodes={phoneCodes} />
        {offline ? (
          <Field id="offline-note" label={t('checkout.offline.note')} hint={t('checkout.offline.noteHint')}>
            <textarea
              name="note"
              rows={3}
              maxLength={500}
              className={`${inputClass} py-2`}
              defaultValue={posted?.note ?? ''}
              {...describedBy('offline-note', { hint: true })}
            />
          </Field>
        ) : null}
        {data.kind === 'contact' && data.cover ? <CoverOffer cover={data.cover} initiallyTicked={actionData?.values.insurance === '1'} onChange={setCoverPremium} /> : null}
        <button type="submit" className="button-primary justify-center text-lg" disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting ? t('checkout.submitting') : t(offline ? 'checkout.offline.submit' : 'checkout.contact.submit')}
        </button>
      </Form>
      {data.kind === 'contact' ? (
        <PriceBreakdown
          breakdown={coverPremium > 0 ? { ...data.breakdown, insurance: coverPremium, grandTotal: data.breakdown.grandTotal + coverPremium } : data.breakdown}
        />
      ) : null}
    </>
  );
}
