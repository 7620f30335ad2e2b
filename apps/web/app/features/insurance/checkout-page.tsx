import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { ContactField, ContactFormValues } from '@thwa/domain/booking/contact';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { PRODUCT_PAGES } from '../../products/product-pages.ts';
import { ContactFields } from '../checkout/contact-fields.tsx';
import { phoneCodeOptions } from '../checkout/phone-code-options.ts';
import { describedBy, Field, inputClass } from '../checkout/field.tsx';
import { contactFieldName, contactShownAgain } from '../checkout/form-values.ts';
import { CoverSummary } from './cover-summary.tsx';
import type { InsuranceCheckoutActionData, InsuranceCheckoutData } from './insurance-data.ts';
import { beneficiaryFieldName, holderFieldName, NAME_MAX_LENGTH, type PersonField } from './insurance-form.ts';
import { FormAlerts } from '../checkout/form-alerts.tsx';
import { useFormDraft } from '../checkout/form-draft.ts';

const PERSON_FIELDS = ['firstName', 'lastName'] as const satisfies readonly PersonField[];

/** `/insurance/checkout`: spec §3 insurer customer (contact, policy holder, one beneficiary per insured age), then payment. */
export function InsuranceCheckoutPage({ data, actionData }: { data: InsuranceCheckoutData; actionData: InsuranceCheckoutActionData | undefined }) {
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
  const shown = Object.keys(fieldErrors).length;
  const contact: ContactFormValues = contactShownAgain(posted, data.contact);
  const cover = {
    ...data.quote,
    people: data.quote.premiums.map((premium, index) => ({ premium, age: data.slots[index]?.age ?? 0 })),
  };

  const nameInput = (name: string, id: string, label: string, value: string, autoComplete: string) => (
    <Field key={name} id={id} label={label} error={messageOf(name)}>
      <input name={name} className={inputClass} defaultValue={posted?.[name] ?? value} maxLength={NAME_MAX_LENGTH} autoComplete={autoComplete} required {...describedBy(id, { error: messageOf(name) })} />
    </Field>
  );

  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <CheckoutSteps flow={PRODUCT_PAGES.insurance.steps} current="details" />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('insurance.checkout.title')}</h1>
        <p className="mt-1 text-slate-700">{t('insurance.checkout.lead')}</p>
      </div>
      <CoverSummary cover={cover} />
      <p>
        <Link to={data.quoteHref} className="font-medium text-brand-800 underline">
          {t('insurance.checkout.changeQuote')}
        </Link>
      </p>
      <Form method="post" noValidate ref={form} className="card grid gap-4" aria-labelledby="holder-heading">
        <FormAlerts fieldErrors={shown} formError={actionData?.formError} />
        <div role="status">{actionData?.saved ? <p className="rounded-xl bg-emerald-50 px-4 py-3 font-medium text-emerald-800">{t('insurance.saved')}</p> : null}</div>
        <h2 id="holder-heading" className="text-lg font-semibold">
          {t('insurance.holder.title')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {PERSON_FIELDS.map((field) =>
            nameInput(holderFieldName(field), `holder-${field}`, t(field === 'firstName' ? 'insurance.firstName' : 'insurance.lastName'), data.holder[field], field === 'firstName' ? 'given-name' : 'family-name'),
          )}
        </div>
        <h2 className="pt-2 text-lg font-semibold">{t('insurance.beneficiaries.title')}</h2>
        {data.slots.map((slot, index) => (
          <fieldset key={slot.uuid} className="grid gap-3 sm:grid-cols-2" data-beneficiary={slot.uuid}>
            <legend className="mb-1 font-medium">
              {t('insurance.beneficiary', { n: localDigits(index + 1, lang) })}
              <span className="font-normal text-slate-700">
                {' · '}
                {t('insurance.beneficiary.age', { age: localDigits(slot.age, lang) })}
              </span>
            </legend>
            <input type="hidden" name={beneficiaryFieldName(index, 'uuid')} value={slot.uuid} />
            {PERSON_FIELDS.map((field) =>
              nameInput(
                beneficiaryFieldName(index, field),
                `beneficiary-${index}-${field}`,
                t(field === 'firstName' ? 'insurance.firstName' : 'insurance.lastName'),
                data.names[index]?.[field] ?? '',
                'off',
              ),
            )}
          </fieldset>
        ))}
        <h2 className="pt-2 text-lg font-semibold">{t('checkout.meta.contactTitle')}</h2>
        <p className="-mt-2 text-slate-700">{t('insurance.contactLead')}</p>
        <ContactFields initial={contact} errorOf={(field: ContactField) => messageOf(contactFieldName(field))} phoneCodes={phoneCodeOptions(data.countries)} />
        <div className="grid gap-2 sm:grid-cols-[auto_1fr]">
          <button type="submit" name="intent" value="save" formNoValidate className="button-secondary justify-center" disabled={submitting}>
            {t('insurance.save')}
          </button>
          <button type="submit" name="intent" value="place" className="button-primary justify-center text-lg" disabled={submitting} aria-disabled={submitting || undefined}>
            {submitting ? t('checkout.submitting') : t('checkout.contact.submit')}
          </button>
        </div>
      </Form>
    </div>
  );
}
