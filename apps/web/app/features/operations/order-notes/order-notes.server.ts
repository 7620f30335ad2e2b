import { redirect, type RouterContextProvider } from 'react-router';
import type { OrderMessageResult } from '@thwa/domain/contracts/operations-refunds';
import { requireConsoleActor } from '../console-session.server.ts';
import { messageResultHref, parseMessageForm } from './note-form.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { orderId?: string } };

/**
 * `POST /ops/orders/:orderId/notes` (orders.message): a note (to the customer or internal) or a resend,
 * sent to its api call; back to the order page with what was done or why not.
 */
export async function postOrderMessage(args: Args): Promise<Response> {
  const { api } = await requireConsoleActor(args, 'orders.message');
  const orderId = (args.params.orderId ?? '').toUpperCase();
  if (!/^TW\d{10}$/.test(orderId)) throw redirect('/ops/orders');
  const parsed = parseMessageForm(await args.request.formData());
  if (!parsed.ok) return redirect(messageResultHref(orderId, { failed: parsed.failure }));
  const answer = await api.post<OrderMessageResult>(`/ops/orders/${orderId}/${parsed.intent === 'note' ? 'notes' : 'resend'}`, parsed.body);
  if (!answer.ok) {
    const failed = answer.status === 409 ? 'changed' : answer.field === 'body.text' ? 'text' : answer.status === 404 ? 'message' : 'failed';
    return redirect(messageResultHref(orderId, { failed }));
  }
  const done = parsed.intent === 'resend' ? 'resent' : parsed.body.kind === 'customer' ? 'noted' : 'notedInternal';
  return redirect(messageResultHref(orderId, { done }));
}
