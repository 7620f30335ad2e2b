import { useId } from 'react';
import type { AgentStatementLine } from '@thwa/domain/contracts/agent-account';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { usePriceText } from '../../ui/price.tsx';
import type { StatementPageData } from './statement-data.ts';

/** What a line was, in words: the booking it charged, earned or refunded, or the settlement's reference. */
function useLineText() {
  const t = useT();
  const money = usePriceText();
  return (line: AgentStatementLine): string => {
    switch (line.kind) {
      case 'charge':
        return t('statement.line.charge', { orderId: line.orderId ?? '' });
      case 'commission':
        return t('statement.line.commission', { orderId: line.orderId ?? '' });
      case 'refund':
        return line.commission > 0
          ? t('statement.line.refundWithCommission', { orderId: line.orderId ?? '', commission: money(line.commission) })
          : t('statement.line.refund', { orderId: line.orderId ?? '' });
      case 'settlement':
        return t('statement.line.settlement', { reference: line.reference ?? '' });
    }
  };
}

/** `/account/statement`: what the agency owes and may still book on credit, then its lines, newest first. */
export function StatementPage({ data }: { data: StatementPageData }) {
  const t = useT();
  const money = usePriceText();
  const captionId = useId();
  if (data.kind === 'failed') {
    return (
      <div className="mx-auto max-w-3xl pt-6">
        <h1 className="text-2xl font-semibold">{data.title}</h1>
        <p role="alert" className="mt-4 rounded-xl border border-rose-300 bg-rose-50 px-4 py-2 font-medium text-rose-800">
          {data.message}
        </p>
      </div>
    );
  }
  const figures: Array<[string, number]> = [
    [t('statement.owed'), data.owed],
    [t('statement.available'), data.available],
    [t('statement.limit'), data.creditLimit],
    ...(data.overpaid > 0 ? ([[t('statement.overpaid'), data.overpaid]] as Array<[string, number]>) : []),
  ];
  return (
    <div className="mx-auto grid max-w-3xl gap-4 pt-6">
      <div>
        <h1 id={captionId} className="text-2xl font-semibold">
          {data.title}
        </h1>
        <p className="mt-1 text-slate-700">{t(data.forAgency ? 'statement.intro.subAgent' : 'statement.intro.agent')}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-statement-figures>
        {figures.map(([label, amount]) => (
          <div key={label} className="card grid gap-1 p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="whitespace-nowrap text-lg font-semibold tabular-nums">{money(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{t('statement.settleHow')}</p>
      {data.lines.length > 0 ? <Lines lines={data.lines} captionId={captionId} /> : <p className="card p-4 text-slate-700">{t('statement.empty')}</p>}
      {data.more ? <p className="text-sm text-slate-700">{t('statement.more')}</p> : null}
    </div>
  );
}

/** The lines, newest first: cards on a phone, a table from the small breakpoint up. */
function Lines({ lines, captionId }: { lines: AgentStatementLine[]; captionId: string }) {
  const t = useT();
  const { settings } = useRootData();
  const money = usePriceText();
  const lineText = useLineText();
  // Positive owes more: shown as a charge; negative as money back to the agency.
  const signed = (change: number) => `${change > 0 ? '+' : '−'}${money(Math.abs(change))}`;
  const tone = (change: number) => (change > 0 ? 'text-red-800' : 'text-green-800');
  return (
    <>
      <ul className="grid gap-2 sm:hidden" aria-labelledby={captionId}>
        {lines.map((line) => (
          <li key={line.id} className="card flex items-start justify-between gap-3 p-3" data-statement-line={line.kind}>
            <div className="min-w-0">
              <p className="break-words font-medium">{lineText(line)}</p>
              <p className="text-sm text-slate-700">{formatYangonDateTime(line.at, settings.lang)}</p>
            </div>
            <div className="text-right">
              <p className={`whitespace-nowrap font-semibold tabular-nums ${tone(line.owedChange)}`}>{signed(line.owedChange)}</p>
              <p className="whitespace-nowrap text-sm text-slate-700 tabular-nums">{money(line.balance)}</p>
            </div>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse text-left sm:table" aria-labelledby={captionId}>
        <thead>
          <tr className="border-b border-slate-300 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-3 font-medium">{t('statement.col.date')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('statement.col.what')}</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">{t('statement.col.change')}</th>
            <th scope="col" className="py-2 text-right font-medium">{t('statement.col.owed')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-200" data-statement-line={line.kind}>
              <td className="py-2 pr-3">{formatYangonDateTime(line.at, settings.lang)}</td>
              <td className="break-words py-2 pr-3">{lineText(line)}</td>
              <td className={`whitespace-nowrap py-2 pr-3 text-right font-semibold tabular-nums ${tone(line.owedChange)}`}>{signed(line.owedChange)}</td>
              <td className="whitespace-nowrap py-2 text-right tabular-nums">{money(line.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
