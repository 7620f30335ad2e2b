import { useId, useRef, useState } from 'react';
import { useT } from '../../i18n/use-messages.ts';
import type { CountryOption, NrcOptions, Township, TravellerSlot, TripContext } from './checkout-data.ts';
import { describedBy, Field, FieldError, inputClass } from './field.tsx';
import { travellerFieldName, type TravellerDocument, type TravellerText } from './form-values.ts';
import { NrcFields } from './nrc-fields.tsx';
import { loadRules, type FormRules } from './rules-loader.ts';

/** Worded error of one field, or null. */
export type ErrorOf = (field: string) => string | null;

interface TravellerFieldsProps {
  index: number;
  slot: TravellerSlot;
  values: TravellerText;
  /** The document for the nationality in `values`, as the server decided it. */
  document: TravellerDocument;
  trip: TripContext;
  countries: readonly CountryOption[];
  townships: Township[] | undefined;
  nrc: NrcOptions;
  errorOf: ErrorOf;
  rules: FormRules | null;
}

/** One traveller's card (spec §3 traveller form fields), its document fields following the nationality. */
export function TravellerFields({ index, slot, values, document: initialDocument, trip, countries, townships, nrc, errorOf, rules }: TravellerFieldsProps) {
  const t = useT();
  const idPrefix = `traveller-${index}`;
  const headingId = useId();
  const [document, setDocument] = useState(initialDocument);
  const dob = slot.dateOfBirth;
  // The document follows the nationality and the date of birth as they are chosen (the domain rule:
  // passport or NRC by nationality and area, none for a local under 10 on a domestic flight).
  const chosen = useRef({ nationality: values.nationality, dateOfBirth: values.dateOfBirth });
  const onDocumentInput = (change: Partial<typeof chosen.current>) => {
    chosen.current = { ...chosen.current, ...change };
    const apply = (loaded: FormRules) =>
      setDocument(loaded.travellerDocument({ area: trip.area, type: slot.type, travelDate: trip.travelDate, ...chosen.current }));
    if (rules) apply(rules);
    else loadRules().then(apply, () => undefined);
  };
  const error = (field: string) => errorOf(`travellers.${index}.${field}`);
  const genderError = error('gender');
  // One hint for both names, under them: names on tickets are in Latin letters (a contact name may be in Myanmar).
  const nameHintId = `${idPrefix}-name-hint`;
  const withNameHint = (field: string, id: string) => {
    const attributes = describedBy(id, { error: error(field) });
    return { ...attributes, 'aria-describedby': [nameHintId, attributes['aria-describedby']].filter(Boolean).join(' ') };
  };

  return (
    <section className="card" aria-labelledby={headingId} data-traveller={slot.type}>
      <h3 id={headingId} className="text-lg font-semibold">
        {t(`checkout.traveller.${slot.type}`, { n: slot.ordinal })}
      </h3>
      <p className="text-sm text-slate-600">{t(`checkout.traveller.${slot.type}Hint`)}</p>
      <input type="hidden" name={travellerFieldName(index, 'uuid')} value={slot.uuid} />
      <input type="hidden" name={travellerFieldName(index, 'type')} value={slot.type} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id={`${idPrefix}-first-name`} label={t('checkout.field.firstName')} error={error('firstName')}>
          <input
            name={travellerFieldName(index, 'firstName')}
            className={inputClass}
            defaultValue={values.firstName}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...withNameHint('firstName', `${idPrefix}-first-name`)}
          />
        </Field>
        <Field id={`${idPrefix}-last-name`} label={t('checkout.field.lastName')} error={error('lastName')}>
          <input
            name={travellerFieldName(index, 'lastName')}
            className={inputClass}
            defaultValue={values.lastName}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...withNameHint('lastName', `${idPrefix}-last-name`)}
          />
        </Field>
        <p id={nameHintId} className="-mt-2 text-sm text-slate-600 sm:col-span-2">
          {t('checkout.field.nameHint')}
        </p>
        <Field id={`${idPrefix}-dob`} label={t('checkout.field.dateOfBirth')} error={error('dateOfBirth')}>
          <input
            type="date"
            name={travellerFieldName(index, 'dateOfBirth')}
            className={inputClass}
            defaultValue={values.dateOfBirth}
            onChange={(event) => onDocumentInput({ dateOfBirth: event.target.value })}
            {...(dob.min ? { min: dob.min } : {})}
            max={dob.max}
            {...describedBy(`${idPrefix}-dob`, { error: error('dateOfBirth') })}
          />
        </Field>
        <fieldset className="grid content-start gap-1" {...(genderError ? { 'aria-describedby': `${idPrefix}-gender-error` } : {})}>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('checkout.field.gender')}</legend>
          <div className="flex gap-3">
            {(['male', 'female'] as const).map((gender) => (
              <label key={gender} className="choice min-h-12 flex-1 gap-2">
                <input
                  type="radio"
                  name={travellerFieldName(index, 'gender')}
                  value={gender}
                  defaultChecked={values.gender === gender}
                  className="h-5 w-5 accent-brand-700"
                  aria-invalid={genderError ? true : undefined}
                />
                {t(gender === 'male' ? 'checkout.field.male' : 'checkout.field.female')}
              </label>
            ))}
          </div>
          <FieldError id={`${idPrefix}-gender`} error={genderError} />
        </fieldset>
        <Field id={`${idPrefix}-nationality`} label={t('checkout.field.nationality')} error={error('nationality')} className="sm:col-span-2">
          <select
            name={travellerFieldName(index, 'nationality')}
            className={inputClass}
            defaultValue={values.nationality}
            onChange={(event) => onDocumentInput({ nationality: event.target.value })}
            {...describedBy(`${idPrefix}-nationality`, { error: error('nationality') })}
          >
            <option value="">{t('checkout.field.choose')}</option>
            {countries.map((country) => (
              <option key={country.countryCode} value={country.countryCode}>
                {country.countryName}
              </option>
            ))}
          </select>
        </Field>
        {document === 'passport' ? (
          <>
            <Field id={`${idPrefix}-passport`} label={t('checkout.field.passportNumber')} error={error('passportNumber')}>
              <input
                name={travellerFieldName(index, 'passportNumber')}
                className={inputClass}
                defaultValue={values.passportNumber}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                {...describedBy(`${idPrefix}-passport`, { error: error('passportNumber') })}
              />
            </Field>
            <Field id={`${idPrefix}-passport-expiry`} label={t('checkout.field.passportExpiry')} error={error('passportExpiry')}>
              <input
                type="date"
                name={travellerFieldName(index, 'passportExpiry')}
                className={inputClass}
                defaultValue={values.passportExpiry}
                min={trip.passportExpiryMin}
                {...describedBy(`${idPrefix}-passport-expiry`, { error: error('passportExpiry') })}
              />
            </Field>
          </>
        ) : document === 'none' ? (
          <p className="text-sm text-slate-700 sm:col-span-2" data-no-document>
            {t('checkout.field.noNrcUnderTen')}
          </p>
        ) : (
          <NrcFields
            index={index}
            idPrefix={idPrefix}
            values={values}
            initialTownships={townships}
            prefixError={error('nrcPrefix') ?? error('divisionCode') ?? error('townshipCode') ?? error('nrcType')}
            numberError={error('nrcNumber')}
            nrc={nrc}
          />
        )}
      </div>
    </section>
  );
}
