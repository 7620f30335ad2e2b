import { Form, Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../../i18n/use-messages.ts';
import { useFocusFirstInvalid } from '../../account/form-fields.tsx';
import { describedBy, FIELD, Field, Notice, PageHead, Section } from '../console-ui.tsx';
import type { AgentStatementPageData, SettlementActionData, SettlementField, StatementLineView } from './agent-statement.server.ts';

const COLUMNS = ['when', 'kind', 'booking', 'amount', 'change', 'balance', 'reference'] as const;

/**
 * `/ops/agents/:agentId` (decision 034): what an agent owes us, its credit limit and what is left of it,
 * the form finance records a settlement with, and the statement's lines, newest first.
 */
export function AgentStatementPage({ data, action }: { data: AgentStatementPageData; action: SettlementActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.has('reference') === true;
  const error = (field: SettlementField) => (action && action.field === field ? action.error : undefined);
  useFocusFirstInvalid(action);
  // A new form after each visit or answer: a recorded settlement's values must not stay typed in it.
  const { key } = useLocation();
  return (
    <div className="grid gap-6">
      <PageHead title={data.title} lead={t('ops.agentStatement.lead')}>
        <p className="mt-2">
          <Link to="/ops/agents" className="text-brand-700 underline">
            {t('ops.agentStatement.back')}
          </Link>
        </p>
      </PageHead>
      {data.settled && !action ? <Notice kind="success">{t('ops.agentStatement.done')}</Notice> : null}

      <Section id="agent-standing" title={t('ops.agentStatement.standing')}>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="agent-standing">
          <Figure label={t('ops.agentStatement.agentId')} value={data.agentId} />
          <Figure label={t('ops.agentStatement.creditLimit')} value={data.creditLimitText} />
          <Figure label={t('ops.agentStatement.owed')} value={data.owedText} strong />
          <Figure label={t('ops.agentStatement.available')} value={data.availableText} />
          {data.overpaidText ? <Figure label={t('ops.agentStatement.overpaid')} value={data.overpaidText} /> : null}
        </dl>
      </Section>

      <Form key={key} method="post" className="card grid gap-3 p-4 md:grid-cols-2" aria-labelledby="settlement-form">
        <h2 id="settlement-form" className="text-xl font-semibold md:col-span-2">
          {t('ops.agentStatement.settle')}
        </h2>
        <p className="text-sm text-slate-700 md:col-span-2">{t('ops.agentStatement.settleHint')}</p>
        {action && action.field === null ? (
          <div className="md:col-span-2">
            <Notice kind="error" compact>
              {action.error}
            </Notice>
          </div>
        ) : null}
        <Field id="settlement-amount" label={t('ops.agentStatement.amount')} error={error('amount')}>
          <input
            id="settlement-amount"
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={24}
            defaultValue={action?.values.amount ?? ''}
            className={FIELD}
            {...describedBy('settlement-amount', false, error('amount'))}
          />
        </Field>
        <Field id="settlement-reference" label={t('ops.agentStatement.reference')} hint={t('ops.agentStatement.referenceHint')} error={error('reference')}>
          <input
            id="settlement-reference"
            name="reference"
            autoComplete="off"
            required
            maxLength={data.referenceMax}
            defaultValue={action?.values.reference ?? ''}
            className={FIELD}
            {...describedBy('settlement-reference', true, error('reference'))}
          />
        </Field>
        <input type="hidden" name="idempotencyKey" value={data.idempotencyKey} />
        <div className="md:col-span-2">
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t('loading.message') : t('ops.agentStatement.record')}
          </button>
        </div>
      </Form>

      <Section id="agent-lines" title={t('ops.agentStatement.lines')}>
        {data.lines.length === 0 ? (
          <p className="text-slate-700">{t('ops.agentStatement.empty')}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-slate-200" role="region" aria-labelledby="agent-lines-caption" tabIndex={0}>
            <table className="w-full text-left text-sm">
              <caption id="agent-lines-caption" className="sr-only">
                {t('ops.agentStatement.caption', { agentId: data.agentId })}
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                      {t(`ops.agentStatement.col.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.lines.map((line) => (
                  <LineRow key={line.id} line={line} />
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data.more ? <p className="text-sm text-slate-700">{t('ops.agentStatement.more')}</p> : null}
      </Section>
    </div>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="card min-w-0 p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className={`mt-1 [overflow-wrap:anywhere] ${strong ? 'text-lg font-semibold' : 'text-lg'}`}>{value}</dd>
    </div>
  );
}

function LineRow({ line }: { line: StatementLineView }) {
  const t = useT();
  return (
    <tr className="border-t border-slate-200 align-top" data-line-id={line.id} data-kind={line.kind}>
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={line.at}>{line.atText}</time>
      </td>
      <td className="px-3 py-2">{t(`ops.agentStatement.kind.${line.kind}`)}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {line.orderId ? (
          <Link to={`/ops/orders/${line.orderId}`} className="text-brand-700 underline">
            {line.orderId}
          </Link>
        ) : null}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        {line.amountText}
        {line.commissionText ? <span className="block text-slate-700">{line.commissionText}</span> : null}
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{line.changeText}</td>
      <td className="px-3 py-2 whitespace-nowrap">{line.balanceText}</td>
      <td className="px-3 py-2 [overflow-wrap:anywhere]">{line.reference ?? ''}</td>
    </tr>
  );
}
