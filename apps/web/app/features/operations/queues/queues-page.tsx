import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../../i18n/use-messages.ts';
import { FormAlert } from '../../account/form-fields.tsx';
import { PageHead } from '../console-ui.tsx';
import type { ConfirmActionData, QueueRowView, QueuesPageData } from './queues.server.ts';

/** `/ops/queues`: each queue a section with its count; each entry its deadline in Yangon time and, at a counter, 'Money received'. */
export function ConsoleQueuesPage({ data, action }: { data: QueuesPageData; action: ConfirmActionData | undefined }) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <PageHead title={data.title} lead={t('ops.queues.lead')} />
      {data.confirmed ? <FormAlert kind="success">{t('ops.queues.confirmed', { orderId: data.confirmed })}</FormAlert> : null}
      {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}
      {data.sections.map((section) => (
        <section key={section.queue} aria-labelledby={`queue-${section.queue}`} className="grid gap-3" data-queue={section.queue}>
          <h2 id={`queue-${section.queue}`} className="text-xl font-semibold">
            {t(`ops.queues.${section.queue}`)} <span className="text-base font-normal text-slate-700">({t('ops.queues.count', { count: section.count })})</span>
          </h2>
          <p className="text-sm text-slate-700">{t(`ops.queues.${section.queue}.rule`)}</p>
          {section.rows.length === 0 ? (
            <p className="text-slate-700">{t('ops.queues.empty')}</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {section.rows.map((row) => (
                <QueueCard key={row.key} row={row} orderPages={data.orderPages} action={action && action.paymentId === row.paymentId ? action : undefined} />
              ))}
            </ul>
          )}
          {section.count > section.rows.length ? <p className="text-sm text-slate-700">{t('ops.queues.more', { shown: section.rows.length, count: section.count })}</p> : null}
        </section>
      ))}
    </div>
  );
}

function QueueCard({ row, orderPages, action }: { row: QueueRowView; orderPages: boolean; action: ConfirmActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('paymentId') === row.paymentId;
  const title = row.orderId ?? row.topupId ?? '';
  const idBase = `confirm-${row.paymentId ?? title}`;
  return (
    <li className="card grid min-w-0 gap-2 p-4" data-order-id={row.orderId ?? undefined} data-payment-code={row.paymentCode ?? undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {row.orderId && orderPages ? (
            <Link to={`/ops/orders/${row.orderId}`} className="text-brand-700 underline">
              {row.orderId}
            </Link>
          ) : (
            <span>{row.topupId ? t('ops.queues.topup', { topupId: title }) : title}</span>
          )}
        </h3>
        <p className={row.overdue ? 'rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800' : 'rounded bg-slate-100 px-2 py-0.5 text-slate-800'}>
          <time dateTime={row.deadline} title={row.deadlineAt}>
            {row.deadlineText}
          </time>
        </p>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {row.paymentCode ? (
          <>
            <dt className="text-slate-700">{t('ops.queues.code')}</dt>
            <dd className="font-mono">{row.paymentCode}</dd>
          </>
        ) : null}
        <dt className="text-slate-700">{t('ops.queues.amountLabel')}</dt>
        <dd>{row.amountText}</dd>
        <dt className="text-slate-700">{t('ops.queues.contact')}</dt>
        <dd className="[overflow-wrap:anywhere]">{[row.contact.name, row.contact.phone, row.contact.email].filter(Boolean).join(' · ')}</dd>
        <dt className="text-slate-700">{t('ops.queues.since')}</dt>
        <dd>
          <time dateTime={row.since}>{row.sinceText}</time>
        </dd>
        <dt className="text-slate-700">{t('ops.queues.deadline')}</dt>
        <dd>{row.deadlineAt}</dd>
        {row.dueFromText ? (
          <>
            <dt className="text-slate-700">{t('ops.queues.dueFrom')}</dt>
            <dd>{row.dueFromText}</dd>
          </>
        ) : null}
      </dl>
      {row.confirmable && row.paymentId ? (
        <Form method="post" className="mt-2 grid gap-2 border-t border-slate-200 pt-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" aria-labelledby={`${idBase}-title`}>
          <h4 id={`${idBase}-title`} className="font-semibold sm:col-span-3">
            {t('ops.queues.confirm.title')}
          </h4>
          <input type="hidden" name="paymentId" value={row.paymentId} />
          {action ? (
            <div className="sm:col-span-3">
              <FormAlert kind="error">{action.error}</FormAlert>
            </div>
          ) : null}
          <div>
            <label htmlFor={`${idBase}-amount`} className="font-medium">
              {t('ops.queues.confirm.amount')}
            </label>
            <input
              id={`${idBase}-amount`}
              name="receivedAmount"
              inputMode="numeric"
              autoComplete="off"
              required
              defaultValue={action?.values.receivedAmount ?? ''}
              aria-invalid={action?.field === 'receivedAmount' ? true : undefined}
              className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor={`${idBase}-reference`} className="font-medium">
              {t('ops.queues.confirm.reference')}
            </label>
            <input
              id={`${idBase}-reference`}
              name="reference"
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              required
              defaultValue={action?.values.reference ?? ''}
              aria-invalid={action?.field === 'reference' ? true : undefined}
              className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
            />
          </div>
          <button type="submit" className="button-primary" disabled={busy}>
            {t('ops.queues.confirm.submit')}
          </button>
        </Form>
      ) : null}
    </li>
  );
}
