/**
 * The console's note and resend forms (issue 20 item 2), read as posted, without JavaScript too. Pure,
 * so the resource route and its tests share it.
 */
import { NOTE_KINDS, NOTE_MAX, type NoteKind } from '@thwa/domain/operations/refunds';

export const MESSAGE_RESULTS = ['noted', 'notedInternal', 'resent'] as const;
export type MessageResult = (typeof MESSAGE_RESULTS)[number];
export const MESSAGE_FAILURES = ['text', 'message', 'changed', 'failed'] as const;
export type MessageFailure = (typeof MESSAGE_FAILURES)[number];

export type ParsedMessageForm =
  | { ok: true; intent: 'note'; body: { kind: NoteKind; text: string; clickId: string } }
  | { ok: true; intent: 'resend'; body: { messageId: number; clickId: string } }
  | { ok: false; failure: MessageFailure };

const CLICK = /^[A-Za-z0-9_-]{8,40}$/;

export function parseMessageForm(form: { get(name: string): unknown }): ParsedMessageForm {
  const intent = String(form.get('intent') ?? '');
  const clickId = String(form.get('clickId') ?? '');
  if (!CLICK.test(clickId)) return { ok: false, failure: 'failed' };
  if (intent === 'resend') {
    const id = String(form.get('messageId') ?? '');
    return /^\d{1,15}$/.test(id) ? { ok: true, intent: 'resend', body: { messageId: Number(id), clickId } } : { ok: false, failure: 'message' };
  }
  if (intent !== 'note') return { ok: false, failure: 'failed' };
  const kind = String(form.get('kind') ?? '');
  if (!(NOTE_KINDS as readonly string[]).includes(kind)) return { ok: false, failure: 'failed' };
  // Line breaks as typed: a browser posts them as CRLF.
  const text = String(form.get('text') ?? '')
    .replace(/\r\n/g, '\n')
    .trim();
  if (text.length === 0 || text.length > NOTE_MAX) return { ok: false, failure: 'text' };
  return { ok: true, intent: 'note', body: { kind: kind as NoteKind, text, clickId } };
}

export function messageResultHref(orderId: string, result: { done: MessageResult } | { failed: MessageFailure }): string {
  const params = new URLSearchParams('done' in result ? { message: result.done } : { messageFailed: result.failed });
  return `/ops/orders/${orderId}?${params.toString()}#order-notes`;
}

export function readMessageResult(search: URLSearchParams): { done: MessageResult } | { failed: MessageFailure } | null {
  const done = search.get('message');
  if (done && (MESSAGE_RESULTS as readonly string[]).includes(done)) return { done: done as MessageResult };
  const failed = search.get('messageFailed');
  if (failed && (MESSAGE_FAILURES as readonly string[]).includes(failed)) return { failed: failed as MessageFailure };
  return null;
}

/**
 * A form's click id, the same on the server's render and the browser's: the employee (a short hash of
 * their e-mail, never the address itself) and the last event the page showed. A double click sends the
 * same id (one note, one e-mail); once anything happened on the order the page shows a new one.
 */
export function clickIdOf(employee: string, lastEventId: number): string {
  let hash = 5381;
  for (const char of employee) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return `c${hash.toString(36)}-${lastEventId}`.padEnd(8, '0').slice(0, 40);
}
