import { describe, expect, it } from 'vitest';
import { clickIdOf, messageResultHref, parseMessageForm, readMessageResult } from './note-form.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('parseMessageForm', () => {
  it('reads a note with its line breaks, and a resend', () => {
    expect(parseMessageForm(form({ intent: 'note', kind: 'customer', text: ' Hello\r\n\r\nBye ', clickId: 'E12345-77' }))).toEqual({ ok: true, intent: 'note', body: { kind: 'customer', text: 'Hello\n\nBye', clickId: 'E12345-77' } });
    expect(parseMessageForm(form({ intent: 'resend', messageId: '12', clickId: 'E12345-77' }))).toEqual({ ok: true, intent: 'resend', body: { messageId: 12, clickId: 'E12345-77' } });
  });

  it('refuses an empty or too long note, an unknown kind, a missing message and a bad click', () => {
    expect(parseMessageForm(form({ intent: 'note', kind: 'internal', text: '   ', clickId: 'E12345-77' }))).toEqual({ ok: false, failure: 'text' });
    expect(parseMessageForm(form({ intent: 'note', kind: 'internal', text: 'x'.repeat(2001), clickId: 'E12345-77' }))).toEqual({ ok: false, failure: 'text' });
    expect(parseMessageForm(form({ intent: 'note', kind: 'public', text: 'Hi', clickId: 'E12345-77' }))).toEqual({ ok: false, failure: 'failed' });
    expect(parseMessageForm(form({ intent: 'resend', messageId: '', clickId: 'E12345-77' }))).toEqual({ ok: false, failure: 'message' });
    expect(parseMessageForm(form({ intent: 'note', kind: 'internal', text: 'Hi', clickId: 'no' }))).toEqual({ ok: false, failure: 'failed' });
  });

  it('round-trips its result through the address', () => {
    const href = messageResultHref('TW2611280001', { done: 'resent' });
    expect(readMessageResult(new URL(href, 'http://x').searchParams)).toEqual({ done: 'resent' });
    expect(readMessageResult(new URLSearchParams('messageFailed=changed'))).toEqual({ failed: 'changed' });
    expect(readMessageResult(new URLSearchParams('message=other'))).toBeNull();
  });
});

describe('clickIdOf', () => {
  it('is the same for one employee and event, another for another employee or a later event, and always a valid id', () => {
    expect(clickIdOf('a@example.com', 7)).toBe(clickIdOf('a@example.com', 7));
    expect(clickIdOf('a@example.com', 7)).not.toBe(clickIdOf('b@example.com', 7));
    expect(clickIdOf('a@example.com', 7)).not.toBe(clickIdOf('a@example.com', 8));
    for (const id of [clickIdOf('', 0), clickIdOf('x'.repeat(300), 2 ** 40)]) expect(id).toMatch(/^[A-Za-z0-9_-]{8,40}$/);
  });
});
