import type { OrderItem } from '@thwa/domain/contracts/booking';
import type { InsuranceOrderItem } from '@thwa/domain/contracts/insurance-order-item';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Section } from '../../ui/section.tsx';
import { Price } from '../../ui/price.tsx';
import { CoverSummary, type CoverView } from '../../features/insurance/cover-summary.tsx';

/** An order's insurance item as the cover summary shows a cover. */
export function coverOfItem(item: InsuranceOrderItem): CoverView {
  return {
    area: item.area,
    startDate: item.startDate,
    endDate: item.endDate,
    coverageDays: item.coverageDays,
    insurerName: item.insurerName,
    coverage: item.coverage,
    people: item.beneficiaries.map((one) => ({ age: one.age, premium: one.premium, name: `${one.firstName} ${one.lastName}` })),
    total: item.premium,
  };
}

/** The policy: its number (once issued), its holder, and each insured person with their certificate. */
function PolicyPeople({ item }: { item: InsuranceOrderItem }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  return (
    <Section title={t('insurance.beneficiaries.title')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-700">{t('insurance.policyNumber')}</dt>
        <dd className="font-mono font-medium" data-testid="policy-number">
          {item.policyNumber ?? <span className="font-sans">{t('insurance.policyPending')}</span>}
        </dd>
        <dt className="text-slate-700">{t('insurance.holder.title')}</dt>
        <dd className="font-medium">{`${item.policyHolder.firstName} ${item.policyHolder.lastName}`}</dd>
      </dl>
      <ul className="mt-3 grid gap-2">
        {item.beneficiaries.map((person, index) => (
          <li key={index} className="flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-2">
            <span>
              <span className="font-medium">{`${person.firstName} ${person.lastName}`}</span>
              <span className="text-sm text-slate-700">
                {' · '}
                {t('insurance.beneficiary.age', { age: localDigits(person.age, lang) })}
                {person.guardian ? ` · ${t('insurance.details.guardian')}` : ''}
              </span>
            </span>
            <span className="text-sm text-slate-700">
              {person.certificateNumber ? `${t('insurance.details.certificate', { number: person.certificateNumber })} · ` : ''}
              {t('insurance.details.premium')} <Price mmk={person.premium} />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A policy as the thank-you and track-booking pages detail it: the cover, then its holder and insured people. */
export function InsuranceDetails({ item }: { item: OrderItem }) {
  const t = useT();
  if (item.product !== 'insurance') return null;
  return (
    <>
      <div className="mt-4">
        <CoverSummary cover={coverOfItem(item)} title={t('insurance.title')} />
      </div>
      <PolicyPeople item={item} />
    </>
  );
}

/** A policy as the payment page sums it up. */
export function InsuranceSummary({ item }: { item: OrderItem }) {
  const t = useT();
  if (item.product !== 'insurance') return null;
  return <CoverSummary cover={coverOfItem(item)} title={t('insurance.title')} />;
}
