import { data, redirect, type RouterContextProvider } from 'react-router';
import type {
  AddSubAgentRequest,
  ChangeSubAgentStatusRequest,
  EditSubAgentRequest,
  GetSubAgentResponse,
  ResetSubAgentPasswordRequest,
  SubAgent,
  SubAgentResponse,
} from '@thwa/domain/contracts/accounts';
import { parseSignInIdentifier } from '@thwa/domain/accounts/identifier';
import { canManageSubAgents } from '@thwa/domain/roles';
import type { MessageKey } from '../../i18n/en.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { accountTools, failureMessage, field, postSignedIn, secret } from '../account/account-api.server.ts';
import { requireAccountSession, type AccountSession } from '../account/session.server.ts';
import type { StatusPageContent } from '../../ui/status-page.tsx';
import type { SubAgentActionData, SubAgentFormData, SubAgentFormValues, SubAgentListData, SubAgentView } from './sub-agents-data.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider>; params?: { subAgentId?: string | undefined } };
type T = (key: MessageKey, values?: Record<string, string | number>) => string;

const SUB_AGENT_ID = /^[A-Za-z0-9_-]{1,20}$/;

function nameOf(agent: Pick<SubAgent, 'firstName' | 'lastName' | 'email' | 'phoneCode' | 'phoneNumber'>): string {
  return [agent.firstName, agent.lastName].filter(Boolean).join(' ') || contactOf(agent);
}

function contactOf(agent: Pick<SubAgent, 'email' | 'phoneCode' | 'phoneNumber'>): string {
  return agent.email ?? (agent.phoneNumber ? `+${agent.phoneCode ?? '95'} ${agent.phoneNumber}` : '');
}

function view(agent: SubAgent): SubAgentView {
  return { subAgentId: agent.subAgentId, name: nameOf(agent), contact: contactOf(agent), status: agent.status };
}

/**
 * Spec §6: the sub-agent list and the new sub-agent form are only for AGT; everyone else gets a 403
 * page, which the root error boundary shows with these texts.
 */
function forbidden(t: T): never {
  const page: StatusPageContent = { title: t('agents.forbidden.title'), body: t('agents.forbidden.body'), action: { href: '/account', label: t('account.link.home') } };
  throw data(page, { status: 403 });
}

function agentOnly(session: AccountSession): boolean {
  return canManageSubAgents(session.user.userCode);
}

export async function loadSubAgentList({ request, context }: Args) {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  if (!agentOnly(session)) forbidden(t);
  const outcome = await postSignedIn<GetSubAgentResponse>(request, api, session, '/v4/agent/getSubAgent', {});
  const title = t('agents.list.title');
  if (!outcome.ok) {
    // The api has the last word on who is an agent: a refusal is the same 403 page.
    if (outcome.status === 403) forbidden(t);
    return data<SubAgentListData>({ kind: 'list', title, subAgents: [], notice: null, error: outcome.message ?? t('error.body') }, { status: outcome.status });
  }
  const subAgents = outcome.data.subAgents.map(view);
  const url = new URL(request.url);
  const added = subAgents.find((agent) => agent.subAgentId === url.searchParams.get('added'));
  const saved = subAgents.find((agent) => agent.subAgentId === url.searchParams.get('saved'));
  const passwordSet = subAgents.find((agent) => agent.subAgentId === url.searchParams.get('password'));
  const notice = added
    ? t('agents.list.added', { name: added.name })
    : saved
      ? t('agents.list.saved', { name: saved.name })
      : passwordSet
        ? t('agents.list.passwordSet', { name: passwordSet.name })
        : null;
  return data<SubAgentListData>({ kind: 'list', title, subAgents, notice, error: null });
}

/** The list's activate / deactivate toggle. */
export async function subAgentListAction({ request, context }: Args) {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  if (!agentOnly(session)) forbidden(t);
  const form = await request.formData();
  const subAgentId = field(form, 'subAgentId', 20);
  const status = field(form, 'status', 12);
  if (!SUB_AGENT_ID.test(subAgentId) || (status !== 'active' && status !== 'deactivated')) {
    return data<SubAgentActionData>({ error: { message: t('error.body'), field: null } }, { status: 400 });
  }
  const body: ChangeSubAgentStatusRequest = { subAgentId, status };
  const outcome = await postSignedIn<SubAgentResponse>(request, api, session, '/v4/agent/changeSubAgentStatus', body);
  if (!outcome.ok) return data<SubAgentActionData>({ error: failureMessage(outcome, t) }, { status: outcome.status });
  const agent = outcome.data.subAgent;
  return data<SubAgentActionData>({ changed: t('agents.list.changed', { name: nameOf(agent), status: t(`agents.status.${agent.status}`) }) });
}

const EMPTY: SubAgentFormValues = { firstName: '', lastName: '', contact: '' };

/**
 * `/account/sub-agent-form` (AGT only) and `/account/sub-agent-form/{subAgentId}`. The edit form is not
 * guarded here (spec §6): the api refuses anyone but the sub-agent's own agent, and its answer is shown.
 */
export async function loadSubAgentForm({ request, context, params }: Args) {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const subAgentId = params?.subAgentId ?? null;
  if (subAgentId === null) {
    if (!agentOnly(session)) forbidden(t);
    return data<SubAgentFormData>({ kind: 'form', title: t('agents.form.addTitle'), subAgentId: null, values: EMPTY, error: null });
  }
  const title = t('agents.form.editTitle');
  if (!SUB_AGENT_ID.test(subAgentId)) throw data(null, { status: 404 });
  const outcome = await postSignedIn<GetSubAgentResponse>(request, api, session, '/v4/agent/getSubAgent', { subAgentId });
  const agent = outcome.ok ? outcome.data.subAgents.find((one) => one.subAgentId === subAgentId) : undefined;
  if (!agent) {
    const message = outcome.ok ? t('error.body') : (outcome.message ?? t('error.body'));
    return data<SubAgentFormData>({ kind: 'form', title, subAgentId, values: EMPTY, error: message }, { status: outcome.ok ? 404 : outcome.status });
  }
  const values = { firstName: agent.firstName ?? '', lastName: agent.lastName ?? '', contact: contactOf(agent) };
  return data<SubAgentFormData>({ kind: 'form', title, subAgentId, values, error: null });
}

/** Api fields that name the sub-agent's sign-in all come from the one contact field. */
const formField = (apiField: string | null) => (apiField === 'email' || apiField === 'phoneCode' || apiField === 'phoneNumber' ? 'contact' : apiField);

/** The edit form's second form: the agent sets a new password for its sub-agent (the api says whose). */
async function setPassword(request: Request, api: ApiClient, session: AccountSession, t: T, subAgentId: string, password: string) {
  if (!password) return data<SubAgentActionData>({ fieldErrors: { newPassword: t('account.error.required') } }, { status: 400 });
  const body: ResetSubAgentPasswordRequest = { subAgentId, password };
  const outcome = await postSignedIn<SubAgentResponse>(request, api, session, '/v4/agent/resetSubAgentPassword', body);
  if (!outcome.ok) {
    const failure = failureMessage(outcome, t);
    return data<SubAgentActionData>(failure.field === 'password' ? { fieldErrors: { newPassword: failure.message } } : { error: failure }, { status: outcome.status });
  }
  return redirect(`/account/sub-agent-info?password=${encodeURIComponent(outcome.data.subAgent.subAgentId)}`);
}

export async function subAgentFormAction({ request, context, params }: Args) {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const subAgentId = params?.subAgentId ?? null;
  if (subAgentId === null && !agentOnly(session)) forbidden(t);
  const form = await request.formData();
  if (subAgentId !== null && field(form, 'intent', 20) === 'password') return setPassword(request, api, session, t, subAgentId, secret(form, 'newPassword'));
  const values: SubAgentFormValues = { firstName: field(form, 'firstName', 100), lastName: field(form, 'lastName', 100), contact: field(form, 'contact') };
  const password = secret(form, 'password');

  const fieldErrors: Record<string, string> = {};
  if (!values.firstName) fieldErrors.firstName = t('account.error.required');
  if (!values.lastName) fieldErrors.lastName = t('account.error.required');
  const parsed = parseSignInIdentifier(values.contact);
  if (!parsed.ok) fieldErrors.contact = values.contact ? t('account.error.identifier') : t('account.error.required');
  if (subAgentId === null && !password) fieldErrors.password = t('account.error.required');
  if (Object.keys(fieldErrors).length > 0 || !parsed.ok) return data<SubAgentActionData>({ values, fieldErrors }, { status: 400 });

  const identifier = parsed.identifier;
  const contact = identifier.kind === 'email' ? { email: identifier.email } : { phoneCode: identifier.phoneCode, phoneNumber: identifier.phoneNumber };
  const names = { firstName: values.firstName, lastName: values.lastName };
  const outcome =
    subAgentId === null
      ? await postSignedIn<SubAgentResponse>(request, api, session, '/v4/agent/addSubAgent', { ...names, ...contact, password } satisfies AddSubAgentRequest)
      : await postSignedIn<SubAgentResponse>(request, api, session, '/v4/agent/editSubAgent', { subAgentId, ...names, ...contact } satisfies EditSubAgentRequest);
  if (!outcome.ok) {
    const failure = failureMessage(outcome, t);
    const name = formField(failure.field);
    return data<SubAgentActionData>({ values, ...(name ? { fieldErrors: { [name]: failure.message } } : { error: failure }) }, { status: outcome.status });
  }
  const notice = subAgentId === null ? 'added' : 'saved';
  return redirect(`/account/sub-agent-info?${notice}=${encodeURIComponent(outcome.data.subAgent.subAgentId)}`);
}
