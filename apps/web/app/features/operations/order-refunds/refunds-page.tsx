import { Link } from 'react-router';
import { useT } from '../../../i18n/use-messages.ts';
import { PageHead } from '../console-ui.tsx';
import { GrantForm, RefundRequestCard, RefundResult } from './order-refunds-panel.tsx';
import type { WaitingRefundsPageData } from './order-refunds.server.ts';

/** `/ops/refunds` (refunds.approve): the refunds above the threshold waiting for a second employee, oldest first, each with 'Grant and send'. */
export function WaitingRefundsPage({ data }: { data: WaitingRefundsPageData }) {
  const t = useT();
  return (
    <div className="grid gap-4">
      <PageHead title={data.title} lead={t('ops.refunds.lead')} />
      <section id="refunds-list" aria-labelledby="refunds-list-title" className="card grid gap-3 p-4">
        <h2 id="refunds-list-title" className="text-lg font-semibold">
          {t('ops.refunds.waiting')}
        </h2>
        <RefundResult />
        {data.error ? (
          <p role="alert" className="text-red-900">
            {data.error}
          </p>
        ) : data.requests.length === 0 ? (
          <p className="text-slate-700">{t('ops.refunds.empty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {data.requests.map((request) => (
              <RefundRequestCard key={request.id} request={request}>
                <div className="flex flex-wrap items-center gap-3">
                  {request.grantable ? <GrantForm request={request} action="/ops/refunds" /> : <p className="text-sm text-slate-700">{t('ops.refunds.yours')}</p>}
                  <Link to={`/ops/orders/${request.orderId}`} className="text-brand-700 underline">
                    {t('ops.refunds.openOrder', { orderId: request.orderId })}
                  </Link>
                </div>
              </RefundRequestCard>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
