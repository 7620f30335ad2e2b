import { Form, Link, useNavigation } from 'react-router';
import type { HealthPlanOffer } from '@thwa/domain/contracts/health-insurance';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { CheckoutSteps } from '../../ui/checkout-steps.tsx';
import { PRODUCT_PAGES } from '../../products/product-pages.ts';
import { Price } from '../../ui/price.tsx';
import { inputClass } from '../checkout/field.tsx';
import type { HealthLandingData } from './health-data.ts';
import { detailHref } from './health-form.ts';
import { PlanCover, useAgeRange } from './plan-cover.tsx';

/**
 * `/health-insurance`: the insured person's age (a plain GET form, so it works before and without
 * JavaScript), the plan for it, and every plan to compare with the one for the age marked.
 */
export function HealthLandingPage({ data }: { data: HealthLandingData }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData !== undefined && navigation.location?.pathname === '/health-insurance';
  const error = data.ageError;
  return (
    <div className="mx-auto grid max-w-3xl gap-5 py-4">
      <CheckoutSteps flow={PRODUCT_PAGES.health.steps} current="quote" />
      <div>
        <h1 className="text-2xl font-bold text-brand-900">{t('health.title')}</h1>
        <p className="mt-1 text-slate-700">{t('health.lead')}</p>
      </div>
      <Form method="get" action="/health-insurance" noValidate className="card grid gap-3" aria-labelledby="age-heading">
        <h2 id="age-heading" className="sr-only">
          {t('health.search')}
        </h2>
        <div className="grid gap-1">
          <label htmlFor="health-age" className="text-sm font-medium text-slate-800">
            {t('health.age.label')}
          </label>
          <div className="grid gap-3 sm:grid-cols-[12rem_auto] sm:justify-start">
            <input
              id="health-age"
              name="age"
              type="number"
              inputMode="numeric"
              min={data.minAge}
              max={data.maxAge}
              step={1}
              required
              defaultValue={data.ageText}
              className={inputClass}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'health-age-hint health-age-error' : 'health-age-hint'}
            />
            <button type="submit" className="button-primary justify-center" disabled={busy} aria-disabled={busy || undefined}>
              {busy ? t('health.searching') : t('health.search')}
            </button>
          </div>
          <p id="health-age-hint" className="text-sm text-slate-600">
            {t('health.age.hint', { min: localDigits(data.minAge, lang), max: localDigits(data.maxAge, lang) })}
          </p>
          {error ? (
            <p id="health-age-error" role="alert" className="rounded-xl border border-rose-300 bg-rose-50 px-3 py-2 font-medium text-rose-800">
              {error}
            </p>
          ) : null}
        </div>
      </Form>
      <div aria-live="polite">{data.plan && data.age !== null ? <PlanForAge plan={data.plan} age={data.age} /> : null}</div>
      {data.plans.length > 0 ? <PlanTable plans={data.plans} yours={data.plan?.planId ?? null} /> : null}
    </div>
  );
}

/** The plan for the age asked: its name, ages, price for a year, insurer, what it pays, and on to its page. */
function PlanForAge({ plan, age }: { plan: HealthPlanOffer; age: number }) {
  const t = useT();
  const { settings } = useRootData();
  const ageRange = useAgeRange();
  return (
    <section className="card grid gap-4 border-2 border-brand-700" aria-labelledby="plan-heading" data-plan={plan.planId}>
      <div>
        <h2 id="plan-heading" className="text-lg font-semibold">
          {t('health.result.title', { age: localDigits(age, settings.lang) })}
        </h2>
        <p className="font-medium">{plan.planName}</p>
        <p className="text-slate-700">{ageRange(plan.ageRange)}</p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('health.plan.price')}</dt>
        <dd className="text-right text-lg font-bold" data-testid="plan-price">
          <Price mmk={plan.price} />
        </dd>
        <dt className="text-slate-700">{t('health.plan.insurer')}</dt>
        <dd className="text-right font-medium">{plan.insurerName}</dd>
      </dl>
      <div>
        <h3 className="font-semibold">{t('health.cover.title')}</h3>
        <PlanCover cover={plan.cover} />
      </div>
      <Link to={detailHref(plan.planId, age)} className="button-primary justify-center text-lg">
        {t('health.detailLink')}
      </Link>
    </section>
  );
}

/** Every plan by age band and price, the one for the age asked marked as theirs. */
function PlanTable({ plans, yours }: { plans: readonly HealthPlanOffer[]; yours: string | null }) {
  const t = useT();
  const ageRange = useAgeRange();
  return (
    <section className="card" aria-labelledby="compare-heading">
      <h2 id="compare-heading" className="text-lg font-semibold">
        {t('health.compare.title')}
      </h2>
      <table className="mt-3 w-full border-collapse text-left" data-testid="plan-table">
        <caption className="sr-only">{t('health.compare.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('health.compare.ages')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('health.compare.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            const mine = plan.planId === yours;
            return (
              <tr key={plan.planId} data-plan={plan.planId} aria-current={mine ? 'true' : undefined} className={`border-b border-slate-200 ${mine ? 'bg-brand-50 font-semibold' : ''}`}>
                <th scope="row" className="py-2 pl-2 pr-2 font-normal">
                  <span className={mine ? 'font-semibold' : ''}>{ageRange(plan.ageRange)}</span>
                  {mine ? <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('health.compare.yours')}</span> : null}
                </th>
                <td className="py-2 pr-2 text-right">
                  <Price mmk={plan.price} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
