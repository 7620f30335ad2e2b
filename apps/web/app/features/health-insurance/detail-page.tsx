import { Form, Link, useNavigation } from 'react-router';
import type { HealthConfirmation } from '@thwa/domain/contracts/health-insurance';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { formatMoney } from '@thwa/domain/money';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { PRODUCT_PAGES } from '../../products/product-pages.ts';
import { Price } from '../../ui/price.tsx';
import { inputClass } from '../checkout/field.tsx';
import type { HealthDetailActionData, HealthDetailData } from './health-data.ts';
import { detailHref } from './health-form.ts';
import { PlanCover, useAgeRange } from './plan-cover.tsx';

/** `/health-insurance/detail`: a plan's cover in full, its exclusions, its price, and the date of birth that buys it. */
export function HealthDetailPage({ data, actionData }: { data: HealthDetailData; actionData: HealthDetailActionData | undefined }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const ageRange = useAgeRange();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const { plan } = data;
  const fieldError = actionData?.fieldError ?? null;
  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <CheckoutSteps flow={PRODUCT_PAGES.health.steps} current="plan" />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{plan.planName}</h1>
        <p className="mt-1 text-slate-700">{ageRange(plan.ageRange)}</p>
      </div>
      <section className="card grid gap-4" aria-labelledby="cover-heading" data-plan={plan.planId}>
        <h2 id="cover-heading" className="text-lg font-semibold">
          {t('health.detail.cover')}
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt className="text-slate-700">{t('health.plan.price')}</dt>
          <dd className="text-right text-lg font-bold" data-testid="plan-price">
            <Price mmk={plan.price} />
          </dd>
          <dt className="text-slate-700">{t('health.plan.insurer')}</dt>
          <dd className="text-right font-medium">{plan.insurerName}</dd>
        </dl>
        <PlanCover cover={plan.cover} />
      </section>
      <section className="card" aria-labelledby="exclusions-heading">
        <h2 id="exclusions-heading" className="text-lg font-semibold">
          {t('health.detail.exclusions')}
        </h2>
        <p className="mt-1 text-slate-700">{t('health.detail.exclusionsLead', { count: localDigits(data.exclusions.length, lang) })}</p>
        <ol className="mt-3 grid list-decimal gap-1 pl-6" data-testid="exclusions">
          {data.exclusions.map((exclusion) => (
            <li key={exclusion}>{exclusion}</li>
          ))}
        </ol>
      </section>
      {actionData?.changed ? <ChangedPlan confirmation={actionData.changed} dateOfBirth={actionData.dateOfBirth} /> : null}
      <Form method="post" noValidate className="card grid gap-4" aria-labelledby="buy-heading">
        <h2 id="buy-heading" className="text-lg font-semibold">
          {t('health.detail.buy')}
        </h2>
        {actionData?.formError ? (
          <p role="alert" className="rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 font-medium text-rose-800">
            {actionData.formError}
          </p>
        ) : null}
        <input type="hidden" name="planId" value={plan.planId} />
        <div className="grid gap-1">
          <label htmlFor="health-dob" className="text-sm font-medium text-slate-800">
            {t('health.dob.label')}
          </label>
          <input
            id="health-dob"
            type="date"
            name="dateOfBirth"
            className={`${inputClass} sm:max-w-60`}
            max={data.today}
            defaultValue={actionData?.dateOfBirth ?? data.dateOfBirth}
            required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'health-dob-hint health-dob-error' : 'health-dob-hint'}
          />
          <p id="health-dob-hint" className="text-sm text-slate-600">
            {t('health.dob.hint')}
          </p>
          {fieldError ? (
            <p id="health-dob-error" role="alert" className="text-sm font-medium text-rose-700">
              {fieldError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button-primary justify-center text-lg" disabled={busy} aria-disabled={busy || undefined}>
          {busy ? t('checkout.submitting') : t('health.continue')}
        </button>
      </Form>
      <p>
        <Link to={data.landingHref} className="font-medium text-brand-800 underline">
          {t('health.detail.backToPlans')}
        </Link>
      </p>
    </div>
  );
}

/** The date of birth calls for another plan (another price): what it is, and a way on with it. */
function ChangedPlan({ confirmation, dateOfBirth }: { confirmation: HealthConfirmation; dateOfBirth: string }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <section role="alert" className="card grid gap-3 border-amber-300 bg-amber-50" aria-labelledby="changed-heading" data-changed={confirmation.plan.planId}>
      <h2 id="changed-heading" className="text-lg font-semibold text-amber-950">
        {t('health.changed.title')}
      </h2>
      <p className="text-amber-950">
        {t('health.changed.body', {
          date: formatCalendarDate(dateOfBirth, lang),
          age: localDigits(confirmation.age, lang),
          plan: confirmation.plan.planName,
          price: formatMoney({ amount: confirmation.plan.price, currency: 'MMK' }, { lang }),
        })}
      </p>
      <Form method="post" action={detailHref(confirmation.plan.planId, confirmation.age)} className="grid">
        <input type="hidden" name="planId" value={confirmation.plan.planId} />
        <input type="hidden" name="dateOfBirth" value={dateOfBirth} />
        <button type="submit" className="button-primary justify-center" disabled={busy} aria-disabled={busy || undefined}>
          {t('health.changed.continue')}
        </button>
      </Form>
    </section>
  );
}
