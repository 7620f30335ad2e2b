import { redirect, type RouterContextProvider } from 'react-router';
import type { OrderActionResult } from '@thwa/domain/contracts/operations-order-actions';
import { requireConsoleActor } from '../console-session.server.ts';
import { parseActionForm, resultHref } from './order-action-form.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { orderId?: string } };

/**
 * `POST /ops/orders/:orderId/actions` (permission orders.act): one of the order page's action forms,
 * sent to its api call; back to the order page either way, whose address says what was done or why not.
 * The api decides again under the order's lock: a second click finds the order changed (409).
 */
export async function postOrderAction(args: Args): Promise<Response> {
  const { api } = await requireConsoleActor(args, 'orders.act');
  const orderId = (args.params.orderId ?? '').toUpperCase();
  if (!/^TW\d{10}$/.test(orderId)) throw redirect('/ops/orders');
  const parsed = parseActionForm(await args.request.formData());
  if (!parsed.ok) return redirect(resultHref(orderId, { failed: parsed.failure, action: parsed.action }));
  const answer = await api.post<OrderActionResult>(`/ops/orders/${orderId}/${parsed.action}`, parsed.body);
  if (!answer.ok) {
    const failed = answer.status === 409 ? 'notAllowed' : answer.field === 'body.fare' ? 'fare' : answer.field === 'body.reason' ? 'reason' : 'failed';
    return redirect(resultHref(orderId, { failed, action: parsed.action }));
  }
  return redirect(resultHref(orderId, { done: parsed.action, refund: answer.data.refund, due: answer.data.due }));
}
