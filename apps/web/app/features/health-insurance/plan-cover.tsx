import type { HealthPlanOffer } from '@thwa/domain/contracts/health-insurance';
import { localDigits } from '@thwa/domain/date-format';
import { formatMoney } from '@thwa/domain/money';
import { useRootData, useT } from '../../i18n/use-messages.ts';

/**
 * What a health plan pays (spec §9): the year of cover, the death benefit, the allowance per day in
 * hospital and the days it needs, and the 15 days to cancel for a full refund. Amounts in MMK, as the
 * plan states them.
 */
export function PlanCover({ cover }: { cover: HealthPlanOffer['cover'] }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const mmk = (amount: number) => formatMoney({ amount, currency: 'MMK' }, { lang });
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t('health.cover.years')}</dt>
        <dd className="text-right">{t('health.cover.yearsValue', { years: localDigits(cover.years, lang) })}</dd>
        <dt>{t('health.cover.death')}</dt>
        <dd className="whitespace-nowrap text-right tabular-nums" data-testid="death-benefit">
          {mmk(cover.deathBenefit)}
        </dd>
        <dt>{t('health.cover.perDay')}</dt>
        <dd className="whitespace-nowrap text-right tabular-nums" data-testid="per-hospital-day">
          {mmk(cover.perHospitalDay)}
        </dd>
      </dl>
      <p className="text-sm text-slate-700">
        {t('health.cover.minimumDays', { illness: localDigits(cover.minimumDays.illness, lang), accident: localDigits(cover.minimumDays.accident, lang) })}
      </p>
      <p className="text-sm text-slate-700">{t('health.cover.cancel', { days: localDigits(cover.cancelWithinDays, lang) })}</p>
    </div>
  );
}

/** "Ages 41–50" in the page's digits. */
export function useAgeRange() {
  const t = useT();
  const { settings } = useRootData();
  return (range: { from: number; to: number }) => t('health.plan.ages', { from: localDigits(range.from, settings.lang), to: localDigits(range.to, settings.lang) });
}
