import { useId } from 'react';
import type { PriceBreakdown as Breakdown } from '@thwa/domain/contracts/booking';
import { formatMoney } from '@thwa/domain/money';
import { useRootData, useT } from '../i18n/use-messages.ts';
import { Price } from './price.tsx';

type Line = Exclude<keyof Breakdown, 'currency'>;

/** Spec §3 lines in order; the sign says whether a line is taken off. */
const LINES: ReadonlyArray<{ key: Line; minus?: true; always?: true; strong?: true }> = [
  { key: 'subTotal', always: true },
  { key: 'airlineTaxes' },
  { key: 'taxes' },
  { key: 'convenienceFees' },
  { key: 'discount', minus: true },
  { key: 'total', always: true, strong: true },
  { key: 'promotion', minus: true },
  { key: 'insurance' },
  { key: 'grandTotal', always: true, strong: true },
];

/** The lines shown: every line with an amount, and always sub total, total and grand total. */
export function visibleLines(breakdown: Breakdown): Line[] {
  return LINES.filter((line) => line.always || breakdown[line.key] !== 0).map((line) => line.key);
}

/**
 * Spec §3 price breakdown, in the customer's currency (USD at the current rate when chosen); the
 * amount charged is always MMK, which is said under the table when another currency is shown.
 */
export function PriceBreakdown({ breakdown, headingLevel = 2 }: { breakdown: Breakdown; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { settings } = useRootData();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const shown = new Set(visibleLines(breakdown));
  return (
    <section className="card" aria-labelledby={headingId}>
      <Heading id={headingId} className="text-lg font-semibold">
        {t('checkout.price.title')}
      </Heading>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        {LINES.filter((line) => shown.has(line.key)).map((line) => (
          <div key={line.key} className={`contents ${line.strong ? 'font-semibold' : ''}`}>
            <dt className={line.key === 'grandTotal' ? 'border-t border-slate-200 pt-2 text-lg' : line.strong ? 'border-t border-slate-200 pt-2' : 'text-slate-700'}>
              {t(`checkout.price.${line.key}`)}
            </dt>
            <dd className={`text-right ${line.key === 'grandTotal' ? 'border-t border-slate-200 pt-2 text-lg text-brand-800' : line.strong ? 'border-t border-slate-200 pt-2' : ''}`}>
              {line.minus ? '−\u00a0' : ''}
              <Price mmk={breakdown[line.key]} />
            </dd>
          </div>
        ))}
      </dl>
      {settings.currency !== 'MMK' ? (
        <p className="mt-3 text-sm text-slate-600">
          {t('checkout.price.chargedInMmk', { amount: formatMoney({ amount: breakdown.grandTotal, currency: 'MMK' }, { lang: settings.lang }) })}
        </p>
      ) : null}
    </section>
  );
}
