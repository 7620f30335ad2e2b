import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { Form, useNavigation } from 'react-router';
import type { InsuranceQuote } from '@thwa/domain/contracts/insurance';
import { localDigits } from '@thwa/domain/date-format';
import { GUARDIAN_MIN_AGE, INSURANCE_AREAS, MAX_COVERAGE_DAYS, MAX_INSURED_AGE, MAX_INSURED_PEOPLE } from '@thwa/domain/insurance/travel-cover';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { PRODUCT_PAGES } from '../../products/product-pages.ts';
import { describedBy, Field, FieldError, inputClass } from '../checkout/field.tsx';
import { CoverSummary, type CoverView } from './cover-summary.tsx';
import { GuardianModal } from './guardian-modal.tsx';
import type { QuoteActionData, QuotePageData } from './insurance-data.ts';
import { addPerson, ageFieldName, type QuoteForm } from './insurance-form.ts';

export function coverOfQuote(quote: InsuranceQuote, ages: readonly number[]): CoverView {
  return { ...quote, people: quote.premiums.map((premium, index) => ({ premium, age: ages[index] ?? 0 })) };
}

/** `/insurance`: the area, the days and the ages of a travel cover, its quote, and on to the checkout. */
export function QuotePage({ data, actionData }: { data: QuotePageData; actionData: QuoteActionData | undefined }) {
  const t = useT();
  const form = actionData?.form ?? data.form;
  const [dismissed, setDismissed] = useState<QuoteActionData | null>(null);
  // A person added or removed in the page leaves the quote shown behind: it no longer describes the form.
  const [stale, setStale] = useState<QuoteActionData | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const quote = actionData?.quote && stale !== actionData ? actionData.quote : null;
  const guardian = actionData?.guardianMissing && dismissed !== actionData;
  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <CheckoutSteps flow={PRODUCT_PAGES.insurance.steps} current="quote" />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('insurance.title')}</h1>
        <p className="mt-1 text-slate-700">{t('insurance.lead')}</p>
      </div>
      <QuoteFormCard key={JSON.stringify(form)} data={data} form={form} actionData={actionData} addRef={addRef} onChange={() => setStale(actionData ?? null)} />
      {quote && actionData ? <QuoteResult quote={quote} form={actionData.form} /> : null}
      {guardian ? (
        <GuardianModal
          onClose={() => {
            setDismissed(actionData ?? null);
            addRef.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function QuoteFormCard({
  data,
  form,
  actionData,
  addRef,
  onChange,
}: {
  data: QuotePageData;
  form: QuoteForm;
  actionData: QuoteActionData | undefined;
  addRef: RefObject<HTMLButtonElement | null>;
  onChange: () => void;
}) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // Each person keeps an id of their own, so removing one leaves the others' typed ages in place.
  const nextId = useRef(form.ages.length);
  const [people, setPeople] = useState(() => form.ages.map((age, index) => ({ id: index, age })));
  const focusAge = useRef<number | null>(null);
  const fieldErrors = actionData?.fieldErrors ?? {};
  const errorOf = (field: string) => fieldErrors[field] ?? null;
  const peopleError = errorOf('ages');

  useEffect(() => {
    if (focusAge.current === null) return;
    document.getElementById(`insured-age-${focusAge.current}`)?.focus();
    focusAge.current = null;
  }, [people]);

  const add = (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    const ages = addPerson(people.map((person) => person.age));
    if (ages.length === people.length) return;
    focusAge.current = nextId.current;
    setPeople([...people, { id: nextId.current++, age: ages[ages.length - 1]! }]);
    onChange();
  };
  const remove = (event: MouseEvent, id: number) => {
    if (!hydrated) return;
    event.preventDefault();
    setPeople(people.filter((person) => person.id !== id));
    onChange();
  };

  return (
    <Form method="post" noValidate className="card grid gap-4" aria-labelledby="quote-heading">
      <h2 id="quote-heading" className="sr-only">
        {t('insurance.getQuote')}
      </h2>
      {actionData?.formError ? (
        <p role="alert" className="rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 font-medium text-rose-800">
          {actionData.formError}
        </p>
      ) : null}
      <fieldset className="grid gap-2" {...(errorOf('area') ? { 'aria-describedby': 'area-error' } : {})}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('insurance.area')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {INSURANCE_AREAS.map((area) => (
            <label key={area} className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-400 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" name="area" value={area} defaultChecked={form.area === area} className="h-5 w-5" />
              <span>{t(`insurance.area.${area}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id="area" error={errorOf('area')} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="cover-start" label={t('insurance.startDate')} error={errorOf('startDate')}>
          <input type="date" name="startDate" className={inputClass} defaultValue={form.startDate} min={data.today} max={data.latestStart} required {...describedBy('cover-start', { error: errorOf('startDate') })} />
        </Field>
        <Field id="cover-end" label={t('insurance.endDate')} hint={t('insurance.datesHint', { days: localDigits(MAX_COVERAGE_DAYS, lang) })} error={errorOf('endDate')}>
          <input type="date" name="endDate" className={inputClass} defaultValue={form.endDate} min={data.today} required {...describedBy('cover-end', { hint: true, error: errorOf('endDate') })} />
        </Field>
      </div>
      <fieldset className="grid gap-3" aria-describedby={['people-hint', peopleError ? 'people-error' : null].filter(Boolean).join(' ')}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('insurance.people')}</legend>
        <p id="people-hint" className="-mt-1 text-sm text-slate-600">
          {t('insurance.peopleHint', { max: localDigits(MAX_INSURED_AGE, lang), guardian: localDigits(GUARDIAN_MIN_AGE, lang) })}
        </p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {people.map((person, index) => {
            const id = `insured-age-${person.id}`;
            const error = errorOf(ageFieldName(index));
            return (
              <li key={person.id} className="flex items-end gap-2" data-person={index}>
                <Field id={id} label={t('insurance.person.age', { n: localDigits(index + 1, lang) })} error={error} className="flex-1">
                  <input
                    type="number"
                    name={ageFieldName(index)}
                    className={inputClass}
                    defaultValue={person.age}
                    min={0}
                    max={MAX_INSURED_AGE}
                    step={1}
                    inputMode="numeric"
                    required
                    onChange={(event) => {
                      const age = event.currentTarget.value;
                      setPeople((list) => list.map((one) => (one.id === person.id ? { ...one, age } : one)));
                    }}
                    {...describedBy(id, { error })}
                  />
                </Field>
                {people.length > 1 ? (
                  <button
                    type="submit"
                    name="intent"
                    value={`remove:${index}`}
                    formNoValidate
                    className="button-secondary min-h-12 shrink-0 px-3"
                    aria-label={t('insurance.removePerson', { n: localDigits(index + 1, lang) })}
                    onClick={(event) => remove(event, person.id)}
                    style={error ? { marginBottom: '1.75rem' } : undefined}
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {people.length < MAX_INSURED_PEOPLE ? (
          <button ref={addRef} type="submit" name="intent" value="add" formNoValidate className="button-secondary justify-self-start" onClick={add}>
            {t('insurance.addPerson')}
          </button>
        ) : null}
        {peopleError ? (
          <p id="people-error" className="text-sm font-medium text-rose-700">
            {peopleError}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" name="intent" value="quote" className="button-primary justify-center text-lg" disabled={busy} aria-disabled={busy || undefined}>
        {busy ? t('checkout.submitting') : t('insurance.getQuote')}
      </button>
    </Form>
  );
}

/** The quote and its Continue: a form of its own carrying the quoted cover, which the server quotes again and keeps. */
function QuoteResult({ quote, form }: { quote: InsuranceQuote; form: QuoteForm }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const ages = form.ages.map(Number);
  return (
    <div className="grid gap-4" aria-live="polite">
      <CoverSummary cover={coverOfQuote(quote, ages)} />
      <Form method="post" className="grid">
        <input type="hidden" name="area" value={form.area} />
        <input type="hidden" name="startDate" value={form.startDate} />
        <input type="hidden" name="endDate" value={form.endDate} />
        {form.ages.map((age, index) => (
          <input key={index} type="hidden" name={ageFieldName(index)} value={age} />
        ))}
        <button type="submit" name="intent" value="continue" className="button-primary justify-center text-lg" disabled={busy} aria-disabled={busy || undefined}>
          {t('insurance.continue')}
        </button>
      </Form>
    </div>
  );
}
