import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import type { HealthConfirmation } from '@thwa/domain/contracts/health-insurance';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { HEALTH_GENDERS, HEALTH_RELATIONSHIPS } from '@thwa/domain/insurance/health-plans';
import { formatMoney } from '@thwa/domain/money';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { PRODUCT_PAGES } from '../../products/product-pages.ts';
import { Price } from '../../ui/price.tsx';
import { ContactFields } from '../checkout/contact-fields.tsx';
import { describedBy, Field, FieldError, inputClass } from '../checkout/field.tsx';
import { contactFieldName, contactShownAgain } from '../checkout/form-values.ts';
import type { HealthCheckoutActionData, HealthCheckoutData } from './health-data.ts';
import { beneficiaryFieldName, insuredFieldName, NAME_MAX_LENGTH } from './health-form.ts';
import { useAgeRange } from './plan-cover.tsx';
import { FormAlerts } from '../checkout/form-alerts.tsx';
import { useFormDraft } from '../checkout/form-draft.ts';

/** `/health-insurance/checkout`: spec §3 insurer customer (the insured person, the beneficiary with its uuid, the contact), then payment. */
export function HealthCheckoutPage({ data, actionData }: { data: HealthCheckoutData; actionData: HealthCheckoutActionData | undefined }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  useFormDraft(form);
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const posted = actionData?.values;
  const fieldErrors = actionData?.fieldErrors ?? {};
  const messageOf = (key: string): string | null => (fieldErrors[key] ? (actionData?.fieldMessages[key] ?? t('checkout.errors.field')) : null);
  const valueOf = (key: string, kept: string) => posted?.[key] ?? kept;
  const shown = Object.keys(fieldErrors).length;
  const contact: ContactFormValues = contactShownAgain(posted, data.contact);

  const nameInput = (name: string, id: string, label: string, value: string, autoComplete: string) => (
    <Field key={name} id={id} label={label} error={messageOf(name)}>
      <input name={name} className={inputClass} defaultValue={valueOf(name, value)} maxLength={NAME_MAX_LENGTH} autoComplete={autoComplete} required {...describedBy(id, { error: messageOf(name) })} />
    </Field>
  );
  const gender = valueOf(insuredFieldName('gender'), data.insured.gender);
  const genderError = messageOf(insuredFieldName('gender'));
  const relationshipError = messageOf(beneficiaryFieldName('relationship'));
  const dobError = messageOf(insuredFieldName('dateOfBirth'));

  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <CheckoutSteps flow={PRODUCT_PAGES.health.steps} current="details" />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('health.checkout.title')}</h1>
        <p className="mt-1 text-slate-700">{t('health.checkout.lead')}</p>
      </div>
      <PlanSummary confirmation={data.confirmation} />
      <p>
        <Link to={data.detailHref} className="font-medium text-brand-800 underline">
          {t('health.checkout.changePlan')}
        </Link>
      </p>
      <Form method="post" noValidate ref={form} className="card grid gap-4" aria-labelledby="insured-heading">
        <FormAlerts fieldErrors={shown} formError={actionData?.formError} />
        <div role="status">{actionData?.saved ? <p className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-800">{t('health.saved')}</p> : null}</div>

        <h2 id="insured-heading" className="text-lg font-semibold">
          {t('health.insured.title')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {nameInput(insuredFieldName('firstName'), 'insured-firstName', t('health.firstName'), data.insured.firstName, 'given-name')}
          {nameInput(insuredFieldName('lastName'), 'insured-lastName', t('health.lastName'), data.insured.lastName, 'family-name')}
          <Field id="insured-dateOfBirth" label={t('health.dateOfBirth')} error={dobError}>
            <input
              type="date"
              name={insuredFieldName('dateOfBirth')}
              className={inputClass}
              defaultValue={valueOf(insuredFieldName('dateOfBirth'), data.insured.dateOfBirth)}
              max={data.today}
              autoComplete="bday"
              required
              {...describedBy('insured-dateOfBirth', { error: dobError })}
            />
          </Field>
          <fieldset className="grid content-start gap-1" {...(genderError ? { 'aria-describedby': 'insured-gender-error' } : {})}>
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('health.gender')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {HEALTH_GENDERS.map((option) => (
                <label key={option} className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-400 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input type="radio" name={insuredFieldName('gender')} value={option} defaultChecked={gender === option} className="h-5 w-5" required aria-invalid={genderError ? true : undefined} />
                  <span>{t(`health.gender.${option}`)}</span>
                </label>
              ))}
            </div>
            <FieldError id="insured-gender" error={genderError} />
          </fieldset>
        </div>

        <h2 className="pt-2 text-lg font-semibold">{t('health.beneficiary.title')}</h2>
        <p className="-mt-2 text-slate-700">
          {t('health.beneficiary.lead', { amount: formatMoney({ amount: data.confirmation.plan.cover.deathBenefit, currency: 'MMK' }, { lang }) })}
        </p>
        <input type="hidden" name={beneficiaryFieldName('uuid')} value={data.beneficiary.uuid} />
        <div className="grid gap-3 sm:grid-cols-2" data-beneficiary={data.beneficiary.uuid}>
          {nameInput(beneficiaryFieldName('firstName'), 'beneficiary-firstName', t('health.firstName'), data.beneficiary.firstName, 'off')}
          {nameInput(beneficiaryFieldName('lastName'), 'beneficiary-lastName', t('health.lastName'), data.beneficiary.lastName, 'off')}
          <Field id="beneficiary-relationship" label={t('health.relationship')} error={relationshipError} className="sm:col-span-2">
            <select
              name={beneficiaryFieldName('relationship')}
              className={inputClass}
              defaultValue={valueOf(beneficiaryFieldName('relationship'), data.beneficiary.relationship)}
              required
              {...describedBy('beneficiary-relationship', { error: relationshipError })}
            >
              <option value="">{t('health.relationship.choose')}</option>
              {HEALTH_RELATIONSHIPS.map((relationship) => (
                <option key={relationship} value={relationship}>
                  {t(`health.relationship.${relationship}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <h2 className="pt-2 text-lg font-semibold">{t('checkout.meta.contactTitle')}</h2>
        <p className="-mt-2 text-slate-700">{t('health.contactLead')}</p>
        <ContactFields initial={contact} errorOf={(field: ContactField) => messageOf(contactFieldName(field))} phoneCodes={data.phoneCodes} />
        <div className="grid gap-2 sm:grid-cols-[auto_1fr]">
          <button type="submit" name="intent" value="save" formNoValidate className="button-secondary justify-center" disabled={submitting}>
            {t('health.save')}
          </button>
          <button type="submit" name="intent" value="place" className="button-primary justify-center text-lg" disabled={submitting} aria-disabled={submitting || undefined}>
            {submitting ? t('checkout.submitting') : t('checkout.contact.submit')}
          </button>
        </div>
      </Form>
    </div>
  );
}

/** The plan confirmed for the insured person's age: its name and ages, the price for a year, and the dates it would run if issued today. */
function PlanSummary({ confirmation }: { confirmation: HealthConfirmation }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const ageRange = useAgeRange();
  const date = (value: string) => formatCalendarDate(value, lang, { month: 'short' });
  const { plan } = confirmation;
  return (
    <section className="card grid gap-3" aria-labelledby="summary-heading" data-plan={plan.planId}>
      <div>
        <h2 id="summary-heading" className="text-lg font-semibold">
          {t('health.summary.title')}
        </h2>
        <p className="font-medium">{plan.planName}</p>
        <p className="text-slate-700">{ageRange(plan.ageRange)}</p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('health.summary.age')}</dt>
        <dd className="text-right font-medium">{localDigits(confirmation.age, lang)}</dd>
        <dt className="text-slate-700">{t('health.summary.coverDates')}</dt>
        <dd className="text-right font-medium">{t('health.dates', { from: date(confirmation.coverFrom), to: date(confirmation.coverTo) })}</dd>
        <dt className="text-slate-700">{t('health.summary.cancelUntil')}</dt>
        <dd className="text-right font-medium">{date(confirmation.cancellableUntil)}</dd>
        <dt className="text-slate-700">{t('health.plan.insurer')}</dt>
        <dd className="text-right font-medium">{plan.insurerName}</dd>
        <dt className="border-t border-slate-200 pt-2 font-semibold">{t('health.plan.price')}</dt>
        <dd className="border-t border-slate-200 pt-2 text-right text-lg font-bold" data-testid="plan-price">
          <Price mmk={plan.price} />
        </dd>
      </dl>
    </section>
  );
}
