import { data, redirect, type RouterContextProvider } from 'react-router';
import { InvitationToken, type AcceptInvitationResponse, type InvitationLookupResponse } from '@thwa/domain/contracts/operations-people';
import type { EmployeeGroup } from '@thwa/domain/operations/permissions';
import { post, secret } from '../../account/account-api.server.ts';
import { consoleTools } from '../console-session.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface InvitationPageData {
  title: string;
  token: string;
  invitation: { email: string; name: string; groups: EmployeeGroup[] } | null;
  /** Why the link cannot be used (spent, expired, replaced, mistyped). */
  problem: string | null;
}

export interface InvitationActionData {
  error: string;
}

/** `/ops/invitation?token=…`: what the e-mailed link is for, with the form to set a password; a dead link says so. */
export async function loadInvitation({ request, context }: Args) {
  const { api, t } = await consoleTools(request, context);
  const headers = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const base = { title: t('ops.invitation.title'), token };
  if (!InvitationToken.safeParse(token).success) return data<InvitationPageData>({ ...base, invitation: null, problem: t('ops.invitation.invalid') }, { status: 400, headers });
  const outcome = await post<InvitationLookupResponse>(api, '/v4/employee/invitation', { token });
  if (!outcome.ok) return data<InvitationPageData>({ ...base, invitation: null, problem: outcome.message ?? t('ops.invitation.invalid') }, { status: outcome.status, headers });
  return data<InvitationPageData>({ ...base, invitation: outcome.data.data, problem: null }, { headers });
}

/** The password, checked by the api's password rules; accepted: on to the site's sign-in, which says the account is ready. */
export async function acceptInvitationAction({ request, context }: Args) {
  const { api, t } = await consoleTools(request, context);
  const form = await request.formData();
  const token = String(form.get('token') ?? '').trim();
  const password = secret(form, 'password');
  if (password !== secret(form, 'confirm')) return data<InvitationActionData>({ error: t('ops.invitation.mismatch') }, { status: 400 });
  const outcome = await post<AcceptInvitationResponse>(api, '/v4/employee/acceptInvitation', { token, password });
  if (!outcome.ok) return data<InvitationActionData>({ error: outcome.message ?? t('ops.invitation.invalid') }, { status: outcome.status });
  return redirect('/sign-in?redirect=%2Fops');
}
