import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { HealthOrderItem } from '@thwa/domain/contracts/health-order-item';
import { formatCalendarDate, localDigits } from '@thwa/domain/date-format';
import { formatMoney } from '@thwa/domain/money';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Price } from '../../ui/price.tsx';
import { Section } from '../../ui/section.tsx';

function usePlanWords() {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  return {
    t,
    lang,
    ages: (item: HealthOrderItem) => t('health.plan.ages', { from: localDigits(item.ageRange.from, lang), to: localDigits(item.ageRange.to, lang) }),
    date: (value: string) => formatCalendarDate(value, lang, { month: 'short' }),
    mmk: (amount: number) => formatMoney({ amount, currency: 'MMK' }, { lang }),
  };
}

/** The plan: its name, insurer, price for the year, what it pays, the cover year and the last day to cancel (once issued). */
function PlanSection({ item }: { item: HealthOrderItem }) {
  const { t, lang, ages, date, mmk } = usePlanWords();
  return (
    <Section title={t('health.title')}>
      <p className="font-medium">{item.planName}</p>
      <p className="text-slate-700">{ages(item)}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('health.plan.insurer')}</dt>
        <dd className="text-right font-medium">{item.insurerName}</dd>
        <dt className="text-slate-700">{t('health.cover.years')}</dt>
        <dd className="text-right font-medium" data-testid="cover-dates">
          {item.coverFrom && item.coverTo ? t('health.dates', { from: date(item.coverFrom), to: date(item.coverTo) }) : t('health.details.notIssued')}
        </dd>
        {item.cancellableUntil ? (
          <>
            <dt className="text-slate-700">{t('health.summary.cancelUntil')}</dt>
            <dd className="text-right font-medium" data-testid="cancellable-until">
              {date(item.cancellableUntil)}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-700">{t('health.cover.death')}</dt>
        <dd className="whitespace-nowrap text-right tabular-nums">{mmk(item.cover.deathBenefit)}</dd>
        <dt className="text-slate-700">{t('health.cover.perDay')}</dt>
        <dd className="whitespace-nowrap text-right tabular-nums">{mmk(item.cover.perHospitalDay)}</dd>
        <dt className="border-t border-slate-200 pt-2 font-semibold">{t('health.plan.price')}</dt>
        <dd className="border-t border-slate-200 pt-2 text-right text-lg font-bold" data-testid="plan-price">
          <Price mmk={item.price} />
        </dd>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        {t('health.cover.minimumDays', { illness: localDigits(item.cover.minimumDays.illness, lang), accident: localDigits(item.cover.minimumDays.accident, lang) })}
      </p>
    </Section>
  );
}

/** The policy: its number and certificate (once issued), the insured person and the beneficiary of the death benefit. */
function PolicyPeople({ item }: { item: HealthOrderItem }) {
  const { t, lang, date } = usePlanWords();
  return (
    <Section title={t('health.insured.title')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('health.policyNumber')}</dt>
        <dd className="font-mono font-medium" data-testid="policy-number">
          {item.policyNumber ?? <span className="font-sans">{t('health.policyPending')}</span>}
        </dd>
        <dt className="text-slate-700">{t('health.certificateNumber')}</dt>
        <dd className="font-mono font-medium" data-testid="certificate-number">
          {item.certificateNumber ?? <span className="font-sans">{t('health.policyPending')}</span>}
        </dd>
        <dt className="text-slate-700">{t('health.insured.title')}</dt>
        <dd>
          <span className="font-medium">{`${item.insured.firstName} ${item.insured.lastName}`}</span>
          <span className="text-sm text-slate-700">
            {' · '}
            {t('health.details.age', { age: localDigits(item.insured.age, lang) })}
            {' · '}
            {t('health.details.born', { date: date(item.insured.dateOfBirth) })}
            {' · '}
            {t(`health.gender.${item.insured.gender}`)}
          </span>
        </dd>
        <dt className="text-slate-700">{t('health.beneficiary.title')}</dt>
        <dd>
          <span className="font-medium">{`${item.beneficiary.firstName} ${item.beneficiary.lastName}`}</span>
          <span className="text-sm text-slate-700">
            {' · '}
            {t(`health.relationship.${item.beneficiary.relationship}`)}
          </span>
        </dd>
      </dl>
    </Section>
  );
}

/** A health plan as the thank-you and track-booking pages detail it (and My trips' certificate lays it out). */
export function HealthDetails({ item }: { item: OrderItem }) {
  if (item.product !== 'health') return null;
  return (
    <>
      <PlanSection item={item} />
      <PolicyPeople item={item} />
    </>
  );
}

/** A health plan as the payment page sums it up: the plan, the insured person, the price. */
export function HealthSummary({ item }: { item: OrderItem }) {
  const { t, lang, ages } = usePlanWords();
  if (item.product !== 'health') return null;
  return (
    <section className="card grid gap-2" aria-labelledby={`health-summary-${item.itemNo}`} data-plan={item.planId}>
      <h2 id={`health-summary-${item.itemNo}`} className="text-lg font-semibold">
        {t('health.summary.title')}
      </h2>
      <p className="font-medium">{item.planName}</p>
      <p className="text-slate-700">{`${ages(item)} · ${item.insured.firstName} ${item.insured.lastName} · ${t('health.details.age', { age: localDigits(item.insured.age, lang) })}`}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4">
        <dt className="font-semibold">{t('health.plan.price')}</dt>
        <dd className="text-right text-lg font-bold" data-testid="plan-price">
          <Price mmk={item.price} />
        </dd>
      </dl>
    </section>
  );
}
