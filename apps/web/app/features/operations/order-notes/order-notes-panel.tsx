import { useEffect, useRef } from 'react';
import { Form, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { NOTE_MAX } from '@thwa/domain/operations/refunds';
import { useT } from '../../../i18n/use-messages.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import type { ConsoleLayoutData } from '../console-layout.tsx';
import { FIELD } from '../console-ui.tsx';
import { useCodeWords } from '../orders/order-badges.tsx';
import { clickIdOf, readMessageResult } from './note-form.ts';

function Result() {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const { key, search } = useLocation();
  const result = readMessageResult(new URLSearchParams(search));
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  if (!result) return null;
  const error = 'failed' in result;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={error ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${error ? 'border-red-300 bg-red-50 text-red-900' : 'border-emerald-300 bg-emerald-50 text-emerald-900'}`}
    >
      {t(('done' in result ? `ops.notes.done.${result.done}` : `ops.notes.failed.${result.failed}`) as MessageKey)}
    </div>
  );
}

/**
 * Notes and resends on `/ops/orders/:orderId` (issue 20 item 2), for an employee with orders.message:
 * a note to the customer (e-mailed to the order's contact, kept on the timeline) or an internal one,
 * and any e-mail of the order sent again (an e-ticket e-mail carries every document). Each form's click
 * is this employee's and the last event shown: a double click is one note, one e-mail.
 */
export function OrderNotesPanel({ orderId, lastEventId, messages }: { orderId: string; lastEventId: number; messages: readonly { id: number; kind: string; to: string; subject: string }[] }) {
  const t = useT();
  const word = useCodeWords();
  const layout = useRouteLoaderData<ConsoleLayoutData>('routes/ops-layout');
  const navigation = useNavigation();
  if (!layout?.actor.permissions.includes('orders.message')) return null;
  const action = `/ops/orders/${orderId}/notes`;
  const busy = navigation.state === 'submitting' && navigation.formAction === action;
  const clickId = clickIdOf(layout.actor.email ?? layout.actor.name ?? '', lastEventId);
  return (
    <section id="order-notes" className="card p-4" aria-labelledby="order-notes-title">
      <h2 id="order-notes-title" className="text-lg font-semibold">
        {t('ops.notes.title')}
      </h2>
      <div className="mt-3 grid gap-3">
        <Result />
        <Form method="post" action={action} className="grid min-w-0 gap-2" aria-labelledby="order-note-title">
          <h3 id="order-note-title" className="font-semibold">
            {t('ops.notes.write')}
          </h3>
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="clickId" value={clickId} />
          <fieldset className="min-w-0">
            <legend className="font-medium">{t('ops.notes.kind')}</legend>
            <label className="mt-1 flex items-center gap-2">
              <input type="radio" name="kind" value="customer" defaultChecked />
              {t('ops.notes.kind.customer')}
            </label>
            <label className="mt-1 flex items-center gap-2">
              <input type="radio" name="kind" value="internal" />
              {t('ops.notes.kind.internal')}
            </label>
          </fieldset>
          <div className="min-w-0">
            <label htmlFor="order-note-text" className="font-medium">
              {t('ops.notes.text')}
            </label>
            <textarea id="order-note-text" name="text" required maxLength={NOTE_MAX} rows={3} className={FIELD} aria-describedby="order-note-hint" />
            <p id="order-note-hint" className="text-sm text-slate-700">
              {t('ops.notes.hint')}
            </p>
          </div>
          <div>
            <button type="submit" className="button-primary" disabled={busy}>
              {t('ops.notes.submit')}
            </button>
          </div>
        </Form>
        <Form method="post" action={action} className="grid min-w-0 gap-2 border-t border-slate-200 pt-3" aria-labelledby="order-resend-title">
          <h3 id="order-resend-title" className="font-semibold">
            {t('ops.notes.resend')}
          </h3>
          {messages.length === 0 ? (
            <p className="text-sm text-slate-700">{t('ops.notes.noMessages')}</p>
          ) : (
            <>
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="clickId" value={clickId} />
              <div className="min-w-0">
                <label htmlFor="order-resend-message" className="font-medium">
                  {t('ops.notes.message')}
                </label>
                <select id="order-resend-message" name="messageId" className={FIELD}>
                  {messages.map((message) => (
                    <option key={message.id} value={message.id}>
                      {`${word('ops.message.', message.kind)} · ${message.subject}`}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <button type="submit" className="button-secondary" disabled={busy}>
                  {t('ops.notes.resendSubmit')}
                </button>
              </div>
            </>
          )}
        </Form>
      </div>
    </section>
  );
}
