import { data, redirect, type RouterContextProvider } from 'react-router';
import { AgentApplicationRequest, type AgentApplicationResponse } from '@thwa/domain/contracts/operations-people';
import { accountTools, field, post } from '../account/account-api.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const APPLY_FIELDS = ['company', 'licenceNumber', 'contactName', 'email', 'phoneNumber'] as const;
export type ApplyField = (typeof APPLY_FIELDS)[number];

export interface AgentApplyData {
  title: string;
  /** Set once the application is stored: the page thanks the agency instead of showing the form. */
  applied: boolean;
}

export interface AgentApplyResult {
  values: Record<ApplyField, string>;
  fieldErrors: Partial<Record<ApplyField, string>>;
  error: string | null;
}

/** `/agents/apply`: the form, or the thanks after it was sent (`?applied=1`). */
export async function loadAgentApply({ request, context }: Args) {
  const { t } = await accountTools(request, context);
  const applied = new URL(request.url).searchParams.get('applied') === '1';
  return data<AgentApplyData>({ title: t('account.agentApply.title'), applied }, { headers: { 'cache-control': 'no-store' } });
}

/**
 * The application, checked here by the same zod schema the api uses (so a field is named before the
 * call), then sent to `POST /api/v4/agent/apply`. Stored: on to the thanks (a reload does not send it
 * again); refused: the form again with every value kept and the message beside its field.
 */
export async function agentApplyAction({ request, context }: Args) {
  const { api, lang, t } = await accountTools(request, context);
  const form = await request.formData();
  const values = Object.fromEntries(APPLY_FIELDS.map((name) => [name, field(form, name, 254)])) as Record<ApplyField, string>;
  const refuse = (fieldErrors: AgentApplyResult['fieldErrors'], error: string | null, status = 400) => data<AgentApplyResult>({ values, fieldErrors, error }, { status });
  const parsed = AgentApplicationRequest.safeParse({ ...values, phoneCode: '95', language: lang });
  if (!parsed.success) {
    const fieldErrors: AgentApplyResult['fieldErrors'] = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (typeof name === 'string' && (APPLY_FIELDS as readonly string[]).includes(name)) fieldErrors[name as ApplyField] ??= t(`account.agentApply.invalid.${name as ApplyField}`);
    }
    return refuse(fieldErrors, null);
  }
  const outcome = await post<AgentApplicationResponse>(api, '/v4/agent/apply', { ...values, phoneCode: '95', language: lang });
  if (!outcome.ok) {
    if (outcome.errorCode === 'AGENT_APPLICATION_OPEN') return refuse({ email: outcome.message ?? t('error.body') }, null, outcome.status);
    const name = outcome.field?.replace(/^body\./, '');
    if (name && (APPLY_FIELDS as readonly string[]).includes(name)) return refuse({ [name]: t(`account.agentApply.invalid.${name as ApplyField}`) }, null, outcome.status);
    return refuse({}, outcome.message ?? t('error.body'), outcome.status);
  }
  return redirect('/agents/apply?applied=1');
}
