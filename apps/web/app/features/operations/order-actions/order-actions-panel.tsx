import type { ReactNode } from 'react';
import { Form, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { groupDigits } from '@thwa/domain/money';
import { orderActionsFor, type OrderAction } from '@thwa/domain/operations/order-actions';
import type { LifeCycleStatus, PaymentStatus } from '@thwa/domain/orders/life-cycle';
import { useRootData, useT } from '../../../i18n/use-messages.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import type { ConsoleLayoutData } from '../console-layout.tsx';
import { FIELD, Notice } from '../console-ui.tsx';
import { readResult } from './order-action-form.ts';

/** One action's form: posted to the order's action route, its button disabled while it is on its way (one click, one action). */
function ActionForm({ orderId, intent, title, submit, children }: { orderId: string; intent: OrderAction; title: string; submit: string; children?: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === `/ops/orders/${orderId}/actions`;
  const id = `order-action-${intent}`;
  return (
    <Form method="post" action={`/ops/orders/${orderId}/actions`} className="grid min-w-0 gap-2 border-t border-slate-200 pt-3" aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <button type="submit" className="button-primary" disabled={busy}>
          {submit}
        </button>
      </div>
    </Form>
  );
}

function ReasonField({ intent }: { intent: OrderAction }) {
  const t = useT();
  return (
    <div className="min-w-0">
      <label htmlFor={`${intent}-reason`} className="font-medium">
        {t('ops.actions.reason')}
      </label>
      <textarea id={`${intent}-reason`} name="reason" required minLength={3} maxLength={500} rows={2} className={FIELD} aria-describedby={`${intent}-reason-hint`} />
      <p id={`${intent}-reason-hint`} className="text-sm text-slate-700">
        {t('ops.actions.reasonHint')}
      </p>
    </div>
  );
}

/**
 * The order's actions on `/ops/orders/:orderId` (issue 20 item 2): only for an employee with
 * orders.act, and only the actions the order's status allows by the life cycle table (the api decides
 * again). Each is a form of its own, posted without JavaScript too, back to this page with what was done.
 */
export function OrderActionsPanel({ order, lastEventId }: { order: { orderId: string; status: string; paymentStatus: string; flow: 'online' | 'offline' }; lastEventId: number }) {
  const t = useT();
  const { settings } = useRootData();
  const layout = useRouteLoaderData<ConsoleLayoutData>('routes/ops-layout');
  const { search } = useLocation();
  if (!layout?.actor.permissions.includes('orders.act')) return null;
  const actions = orderActionsFor({ status: order.status as LifeCycleStatus, paymentStatus: order.paymentStatus as PaymentStatus });
  const result = readResult(new URLSearchParams(search));
  if (actions.length === 0 && !result) return null;
  const money = (amount: number) => t('ops.orders.amount', { amount: groupDigits(amount, settings.lang) });
  return (
    <section id="order-actions" className="card p-4" aria-labelledby="order-actions-title">
      <h2 id="order-actions-title" className="text-lg font-semibold">
        {t('ops.actions.title')}
      </h2>
      <div className="mt-3 grid gap-3">
        {result && 'done' in result ? (
          <Notice compact kind="success">
            {t(`ops.actions.done.${result.done}` as MessageKey)}
            {result.due > 0 ? ` ${t('ops.actions.doneDue', { amount: money(result.due) })}` : ''}
            {result.refund > 0 ? ` ${t('ops.actions.doneRefund', { amount: money(result.refund) })}` : ''}
          </Notice>
        ) : null}
        {result && 'failed' in result ? <Notice compact kind="error">{t(`ops.actions.failed.${result.failed}` as MessageKey)}</Notice> : null}
        {actions.length === 0 ? <p className="text-sm text-slate-700">{t('ops.actions.none')}</p> : null}
        {actions.includes('confirm-fare') ? (
          <ActionForm orderId={order.orderId} intent="confirm-fare" title={t('ops.actions.confirmFare.title')} submit={t('ops.actions.confirmFare.submit')}>
            <p className="text-sm text-slate-700">{t(order.flow === 'offline' ? 'ops.actions.confirmFare.hintRequest' : 'ops.actions.confirmFare.hintWaitlist')}</p>
            <div className="min-w-0">
              <label htmlFor="confirm-fare-amount" className="font-medium">
                {t('ops.actions.confirmFare.fare')}
              </label>
              <input id="confirm-fare-amount" name="fare" inputMode="numeric" autoComplete="off" required className={FIELD} />
            </div>
          </ActionForm>
        ) : null}
        {actions.includes('reject') ? (
          <ActionForm orderId={order.orderId} intent="reject" title={t('ops.actions.reject.title')} submit={t('ops.actions.reject.submit')}>
            <ReasonField intent="reject" />
          </ActionForm>
        ) : null}
        {actions.includes('retry-fulfilment') ? (
          <ActionForm orderId={order.orderId} intent="retry-fulfilment" title={t('ops.actions.retry.title')} submit={t('ops.actions.retry.submit')}>
            {/* The last event this page showed: a second click of this button is the same retry, refused by the api. */}
            <input type="hidden" name="attemptId" value={`after-${lastEventId}`} />
            <p className="text-sm text-slate-700">{t('ops.actions.retry.hint')}</p>
          </ActionForm>
        ) : null}
        {actions.includes('cancel') ? (
          <ActionForm orderId={order.orderId} intent="cancel" title={t('ops.actions.cancel.title')} submit={t('ops.actions.cancel.submit')}>
            <p className="text-sm text-slate-700">{t('ops.actions.cancel.hint')}</p>
            <ReasonField intent="cancel" />
          </ActionForm>
        ) : null}
      </div>
    </section>
  );
}
