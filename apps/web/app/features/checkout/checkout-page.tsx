import { useRef, useState } from 'react';
import { useFieldValidation } from './use-field-validation.ts';
import { Form, useNavigation } from 'react-router';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import type { CheckoutFormData, CheckoutPageData, FormActionData, TravellerSlot, TripContext } from './checkout-data.ts';
import { CheckoutErrorModal, PriceChangeModal } from './lazy-modals.tsx';
import { localDigits } from '../flight-listing/format.ts';
import { readTravellerText, toTravellerValues, travellerErrorKeys, type TravellerText } from './form-values.ts';
import { useFormRules, type FormRules } from './rules-loader.ts';
import { PriceBreakdown } from '../../ui/price-breakdown.tsx';
import { TravellerFields } from './traveller-fields.tsx';
import { SavedTravellerPicker } from './saved-traveller-picker.tsx';
import { assignSavedTraveller } from '@thwa/domain/travelers/slot-picks';
import { TripSummary } from './trip-summary.tsx';
import { useFormDraft } from './form-draft.ts';

/** Every field error of the form as typed now, by the same rules the server runs. */
export function validateTravellerForm(rules: FormRules, form: HTMLFormElement, slots: readonly TravellerSlot[], trip: TripContext): Record<string, string> {
  const data = new FormData(form);
  const errors: Record<string, string> = {};
  slots.forEach((slot, index) => {
    const text = readTravellerText(data, index);
    const document = rules.travellerDocument({ area: trip.area, nationality: text.nationality, type: slot.type, dateOfBirth: text.dateOfBirth, travelDate: trip.travelDate });
    const values = rules.normalizeTraveller(toTravellerValues(slot.uuid, slot.type, text, document));
    Object.assign(errors, travellerErrorKeys(index, rules.validateTraveller(values, trip)));
  });
  return errors;
}

/** The error key a control's errors are filed under: the three NRC prefix pickers share one. */
function errorKeyOf(name: string): string {
  return name.replace(/\.(divisionCode|townshipCode|nrcType)$/, '.nrcPrefix');
}

/** `/flight/checkout`: the spec §1 "Detail info" step, or the modal of a verify error. */
export function CheckoutPage({ data, actionData }: { data: CheckoutPageData; actionData: FormActionData | undefined }) {
  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <CheckoutSteps flow="full" current="detailInfo" />
      {data.kind === 'error' ? <CheckoutErrorModal error={data.error} /> : <TravellersStep data={data} actionData={actionData} />}
    </div>
  );
}

function TravellersStep({ data, actionData }: { data: CheckoutFormData; actionData: FormActionData | undefined }) {
  const t = useT();
  const { settings } = useRootData();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' || (navigation.state === 'loading' && navigation.formMethod === 'POST');
  const form = useRef<HTMLFormElement>(null);
  useFormDraft(form);
  const rules = useFormRules();
  const [dismissedError, setDismissedError] = useState<FormActionData | null>(null);
  // Before the rules arrive (a moment after hydration) the server checks what is sent.
  const revalidate = () => (form.current && rules ? validateTravellerForm(rules, form.current, data.travellers, data.trip) : null);
  const { clientErrors, checkedHere, onBlur, onChange, onSubmit } = useFieldValidation({
    form,
    revalidate,
    prefix: 'travellers.',
    keyOfName: errorKeyOf,
    nameOfKey: (key) => key.replace(/\.nrcPrefix$/, '.divisionCode'),
    submitting,
    resetOn: actionData,
  });

  const serverErrors = actionData?.fieldErrors ?? {};
  const errorCode = (key: string): string | undefined => (checkedHere(key) ? clientErrors?.[key] : serverErrors[key]);
  const errorOf = (key: string): string | null => {
    const code = errorCode(key);
    if (!code) return null;
    if (!checkedHere(key) && actionData?.fieldMessages[key]) return actionData.fieldMessages[key];
    return rules ? rules.errorMessage(key, code, settings.lang, t('checkout.errors.field')) : t('checkout.errors.field');
  };
  const shownCount = [...new Set([...Object.keys(serverErrors), ...Object.keys(clientErrors ?? {})])].filter((key) => errorCode(key)).length;

  const values = (slot: TravellerSlot, index: number): TravellerText => {
    return actionData ? readTravellerText(new Map(Object.entries(actionData.values)), index) : slot.values;
  };
  const townshipsOf = (division: string) => actionData?.townships?.[division] ?? data.townships[division];

  const error = actionData?.error && dismissedError !== actionData ? actionData.error : null;

  // Saved travellers picked per slot (spec §3 uuid rule: a picked slot carries the saved id as its
  // uuid, and the same person picked again leaves the slot that had them). A refused submit keeps its picks.
  const savedIds = new Set((data.saved ?? []).map((option) => option.uuid));
  const [picks, setPicks] = useState<Record<string, string>>(() =>
    Object.fromEntries(data.travellers.flatMap((_, index) => {
      const posted = actionData?.values[`travellers.${index}.uuid`];
      return posted && savedIds.has(posted) ? [[String(index), posted]] : [];
    })),
  );
  const [pickedHere, setPickedHere] = useState<ReadonlySet<string>>(new Set());
  const pick = (index: number, uuid: string | null) => {
    setPicks((current) => assignSavedTraveller(current, String(index), uuid));
    setPickedHere((current) => new Set([...current, ...data.travellers.map((_, other) => String(other))]));
  };
  const slotOf = (slot: TravellerSlot, index: number): TravellerSlot => {
    const option = data.saved?.find((one) => one.uuid === picks[String(index)]);
    if (!option) return slot;
    return { ...slot, uuid: option.uuid, values: option.values, document: option.document };
  };

  return (
    <>
      {error ? <CheckoutErrorModal error={error} onDismiss={() => setDismissedError(actionData ?? null)} /> : null}
      {data.priceChange ? <PriceChangeModal change={data.priceChange} listingHref={data.listingHref} /> : null}
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('checkout.title')}</h1>
        <p className="mt-1 text-slate-700">{t('checkout.lead')}</p>
      </div>
      <TripSummary directions={data.directions} />
      <Form method="post" noValidate ref={form} onBlur={onBlur} onChange={onChange} onSubmit={onSubmit} className="grid gap-4" aria-labelledby="travellers-heading">
        <h2 id="travellers-heading" className="sr-only">
          {t('checkout.meta.title')}
        </h2>
        {shownCount > 0 || (actionData?.formErrors.length ?? 0) > 0 ? (
          <div role="alert" className="rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 font-medium text-rose-800">
            {shownCount > 0 ? <p>{t('checkout.errors.summary', { count: localDigits(shownCount, settings.lang) })}</p> : null}
            {actionData?.formErrors.map((message) => <p key={message}>{message}</p>)}
          </div>
        ) : null}
        {data.travellers.map((original, index) => {
          const slot = slotOf(original, index);
          const fromPick = pickedHere.has(String(index));
          const slotValues = fromPick ? slot.values : values(slot, index);
          const fields = (
            <TravellerFields
              key={`${original.uuid}:${picks[String(index)] ?? ''}`}
              index={index}
              slot={slot}
              values={slotValues}
              document={(fromPick ? null : actionData?.documents?.[index]) ?? slot.document}
              trip={data.trip}
              countries={data.countries}
              townships={townshipsOf(slotValues.divisionCode)}
              nrc={data.nrc}
              errorOf={errorOf}
              rules={rules}
            />
          );
          if (!data.saved) return fields;
          return (
            <div key={original.uuid} className="grid gap-2">
              <SavedTravellerPicker index={index} options={data.saved} picked={picks[String(index)]} onPick={(uuid) => pick(index, uuid)} />
              {fields}
            </div>
          );
        })}
        <PriceBreakdown breakdown={data.breakdown} />
        <button type="submit" className="button-primary justify-center text-lg" disabled={submitting} aria-disabled={submitting || undefined}>
          {submitting ? t('checkout.submitting') : t('checkout.continue')}
        </button>
      </Form>
    </>
  );
}
