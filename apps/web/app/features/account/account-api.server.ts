import { redirect, type RouterContextProvider } from 'react-router';
import type { Language } from '@thwa/domain/settings';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import { webRuntime } from '../../runtime.ts';
import { messagesFor } from '../../i18n/catalogue.server.ts';
import type { MessageKey } from '../../i18n/en.ts';
import { translate } from '../../i18n/translate.ts';
import { requestLanguage } from '../settings/settings.server.ts';
import { call, failureOf, type ApiOutcome } from '../thank-you/order-api.server.ts';
import { signInPathFor } from './session-store.ts';
import type { FormFailure } from './form-failure.ts';
import { signOut, type AccountSession } from './session.server.ts';

export type { ApiOutcome };

/** What every account loader and action needs: the api in the visitor's language and the catalogue. */
export async function accountTools(request: Request, context: Readonly<RouterContextProvider>) {
  const lang: Language = await requestLanguage(request);
  const api: ApiClient = createApiClient(context.get(webRuntime).api, lang);
  const messages = messagesFor(lang);
  const t = (key: MessageKey, values?: Record<string, string | number>) => translate(messages, key, values);
  return { lang, api, t };
}

/** A call whose 200 answer is taken whole (the account calls answer `{ code: 200, … }` without `data`). */
export function post<T>(api: ApiClient, path: string, body: unknown, headers?: Record<string, string>): Promise<ApiOutcome<T>> {
  return call(
    () => api.post<T>(path, body, headers),
    (answer) => (typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 200 ? (answer as T) : null),
  );
}

/**
 * A signed-in call. When the api says the session has ended (signed out elsewhere, password changed,
 * account gone), the visitor is signed out here too and sent to sign in again, with the way back.
 */
export async function postSignedIn<T>(
  request: Request,
  api: ApiClient,
  session: AccountSession,
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<ApiOutcome<T>> {
  const outcome = await post<T>(api, path, body, { ...headers, ...session.headers });
  // A 401 for a wrong password (INVALID_CREDENTIALS) is an answer to show; only a dead session signs out.
  if (!outcome.ok && outcome.status === 401 && (outcome.errorCode === 'SESSION_EXPIRED' || outcome.errorCode === 'UNAUTHORIZED' || outcome.errorCode === null)) {
    const url = new URL(request.url);
    throw redirect(signInPathFor(url.pathname.replace(/\.data$/, '') + url.search), {
      headers: { 'Set-Cookie': await signOut(request) },
    });
  }
  return outcome;
}

/** A form's text field, trimmed and bounded; absent is ''. */
export function field(form: FormData, name: string, max = 254): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A password exactly as typed (spaces count), bounded. */
export function secret(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 200) : '';
}


export function failureMessage(outcome: { status: number; message: string | null; field: string | null }, t: (key: MessageKey) => string): FormFailure {
  return { message: outcome.message ?? t('error.body'), field: outcome.field };
}

export { failureOf };
