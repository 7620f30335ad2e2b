import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';

/** The operator's tiers of refund by hours before departure, as the results, the checkout and the ticket show them. */
export function CancellationTiers({ tiers, headingLevel = 'none' }: { tiers: ReadonlyArray<{ moreThanHours: number; refundPercent: number }>; headingLevel?: 'h2' | 'h3' | 'none' }) {
  const t = useT();
  const { settings } = useRootData();
  const lang = settings.lang;
  const Heading = headingLevel === 'none' ? null : headingLevel;
  const paying = tiers.filter((tier) => tier.refundPercent > 0);
  return (
    <div data-testid="bus-cancellation">
      {Heading ? <Heading className="font-semibold">{t('bus.cancellation.title')}</Heading> : null}
      <ul className="grid gap-0.5 text-sm text-slate-700">
        {paying.map((tier) => (
          <li key={tier.moreThanHours}>{t('bus.cancellation.tier', { hours: localDigits(tier.moreThanHours, lang), percent: localDigits(tier.refundPercent, lang) })}</li>
        ))}
        <li>{t('bus.cancellation.none')}</li>
      </ul>
    </div>
  );
}
