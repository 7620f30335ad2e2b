import type { ReactNode } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { REFUND_REASON_MAX } from '@thwa/domain/operations/refunds';
import { useT } from '../../../i18n/use-messages.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { FIELD, Notice } from '../console-ui.tsx';
import type { RefundPanelData, RefundRequestRow } from './order-refunds.server.ts';
import { readRefundResult } from './refund-form.ts';

export function RefundResult() {
  const t = useT();
  const result = readRefundResult(new URLSearchParams(useLocation().search));
  if (!result) return null;
  return 'done' in result ? (
    <Notice compact kind="success">{t(`ops.refunds.done.${result.done}` as MessageKey)}</Notice>
  ) : (
    <Notice compact kind="error">{t(`ops.refunds.failed.${result.failed}` as MessageKey)}</Notice>
  );
}

/** 'Grant and send': one step, because a granted refund that waits for a third click is one more thing to forget. */
export function GrantForm({ request, action }: { request: RefundRequestRow; action: string }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === action;
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value="grant" />
      <input type="hidden" name="requestId" value={request.id} />
      <input type="hidden" name="orderId" value={request.orderId} />
      <button type="submit" className="button-primary" disabled={busy} aria-describedby={`refund-request-${request.id}`}>
        {t('ops.refunds.grant')}
      </button>
    </Form>
  );
}

/** One request as a card: who asked how much of which item, where to and why, and where it stands. */
export function RefundRequestCard({ request, children }: { request: RefundRequestRow; children?: ReactNode }) {
  const t = useT();
  const state = request.status === 'requested' ? t('ops.refunds.state.waiting') : request.paidOut ? t('ops.refunds.state.paidOut') : t('ops.refunds.state.sent');
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border border-slate-200 p-3" data-refund-request={request.id} data-status={request.status}>
      <p id={`refund-request-${request.id}`} className="font-medium break-words">
        {t('ops.refunds.summary', { amount: request.amountText, item: request.itemNo, orderId: request.orderId })}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('ops.refunds.state')}</dt>
        <dd>{state}</dd>
        <dt className="text-slate-700">{t('ops.refunds.destination')}</dt>
        <dd>{t(`ops.refundTo.${request.destination}` as MessageKey)}</dd>
        <dt className="text-slate-700">{t('ops.refunds.reason')}</dt>
        <dd className="min-w-0 break-words">{request.reason}</dd>
        <dt className="text-slate-700">{t('ops.refunds.askedBy')}</dt>
        <dd className="min-w-0 break-words">
          {request.requestedBy} · {request.createdText}
        </dd>
        {request.grantedBy ? (
          <>
            <dt className="text-slate-700">{t('ops.refunds.grantedBy')}</dt>
            <dd className="min-w-0 break-words">{request.grantedBy}</dd>
          </>
        ) : null}
      </dl>
      {children}
    </li>
  );
}

/**
 * The order's refunds per item on `/ops/orders/:orderId` (issue 20 item 2), for an employee with
 * refunds.request: what each item can still give back, a form to refund one (full or partial, to the
 * wallet or back to the provider), and the order's requests, a waiting one with 'Grant and send' for
 * another employee with refunds.approve. The order page's loader reads it, so it works without
 * JavaScript; its forms post to the order's refunds route, which brings the employee back here.
 */
export function OrderRefundsPanel({ orderId, panel: read }: { orderId: string; panel: RefundPanelData | { failed: true } }) {
  const t = useT();
  const navigation = useNavigation();
  const href = `/ops/orders/${orderId}/refunds`;
  const panel = 'failed' in read ? undefined : read;
  const busy = navigation.state === 'submitting' && navigation.formAction === href;
  const refundable = panel?.items.filter((item) => item.refundable > 0) ?? [];
  return (
    <section id="order-refund-panel" className="card p-4" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title" className="text-lg font-semibold">
        {t('ops.refunds.panelTitle')}
      </h2>
      <div className="mt-3 grid gap-3">
        <RefundResult />
        {!panel ? (
          <p role="alert" className="text-sm text-slate-700">
            {t('ops.refunds.failed')}
          </p>
        ) : (
          <>
            <ul className="grid gap-1 text-sm">
              {panel.items.map((item) => (
                <li key={item.itemNo}>{t('ops.refunds.itemLine', { item: item.itemNo, paid: item.paidText, refunded: item.refundedText, pending: item.pendingText, refundable: item.refundableText })}</li>
              ))}
            </ul>
            {refundable.length === 0 || panel.targets.length === 0 ? (
              <p className="text-sm text-slate-700">{t('ops.refunds.nothing')}</p>
            ) : (
              <Form method="post" action={href} className="grid min-w-0 gap-2 border-t border-slate-200 pt-3" aria-labelledby="refund-form-title">
                <h3 id="refund-form-title" className="font-semibold">
                  {t('ops.refunds.formTitle')}
                </h3>
                <p className="text-sm text-slate-700">{t('ops.refunds.thresholdHint', { amount: panel.thresholdText })}</p>
                <input type="hidden" name="intent" value="request" />
                <input type="hidden" name="orderId" value={orderId} />
                <input type="hidden" name="requestKey" value={panel.requestKey} />
                <div className="min-w-0">
                  <label htmlFor="refund-item" className="font-medium">
                    {t('ops.refunds.item')}
                  </label>
                  <select id="refund-item" name="itemNo" className={FIELD}>
                    {refundable.map((item) => (
                      <option key={item.itemNo} value={item.itemNo}>
                        {t('ops.refunds.itemOption', { item: item.itemNo, amount: item.refundableText })}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="min-w-0">
                  <label htmlFor="refund-amount" className="font-medium">
                    {t('ops.refunds.amount')}
                  </label>
                  <input id="refund-amount" name="amount" inputMode="numeric" autoComplete="off" required className={FIELD} />
                </div>
                <fieldset className="min-w-0">
                  <legend className="font-medium">{t('ops.refunds.destination')}</legend>
                  {panel.targets.map((target, index) => (
                    <label key={target} className="mt-1 flex items-center gap-2">
                      <input type="radio" name="destination" value={target} defaultChecked={index === 0} />
                      {t(`ops.refundTo.${target}` as MessageKey)}
                    </label>
                  ))}
                </fieldset>
                <div className="min-w-0">
                  <label htmlFor="refund-reason" className="font-medium">
                    {t('ops.refunds.reason')}
                  </label>
                  <textarea id="refund-reason" name="reason" required minLength={3} maxLength={REFUND_REASON_MAX} rows={2} className={FIELD} />
                </div>
                <div>
                  <button type="submit" className="button-primary" disabled={busy}>
                    {t('ops.refunds.submit')}
                  </button>
                </div>
              </Form>
            )}
            {panel.requests.length === 0 ? (
              <p className="text-sm text-slate-700">{t('ops.refunds.noRequests')}</p>
            ) : (
              <ul className="grid gap-3" aria-label={t('ops.refunds.requests')}>
                {panel.requests.map((request) => (
                  <RefundRequestCard key={request.id} request={request}>
                    {request.grantable ? <GrantForm request={request} action={href} /> : null}
                  </RefundRequestCard>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
