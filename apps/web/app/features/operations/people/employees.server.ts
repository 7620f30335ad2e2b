import { data, redirect, type RouterContextProvider } from 'react-router';
import type { EmployeeEntry, InvitationEntry, OpsEmployeesResponse } from '@thwa/domain/contracts/operations-people';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { EMPLOYEE_GROUPS, isEmployeeGroup, type EmployeeGroup } from '@thwa/domain/operations/permissions';
import { requireConsoleActor } from '../console-session.server.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export interface EmployeesPageData {
  title: string;
  me: string;
  employees: EmployeeEntry[];
  invitations: Array<InvitationEntry & { expiresText: string }>;
  groups: readonly EmployeeGroup[];
  done: { intent: 'invite' | 'groups'; id: string } | null;
  error: string | null;
}

export interface EmployeesActionData {
  intent: 'invite' | 'groups';
  id: string;
  error: string;
  values?: { email: string; firstName: string; lastName: string; groups: EmployeeGroup[] };
}

/** `/ops/employees` (permission employees.manage): employees with their groups, invitations waiting, and the invitation form. */
export async function loadConsoleEmployees(args: Args) {
  const { api, actor, lang, t } = await requireConsoleActor(args, 'employees.manage');
  const headers = { 'cache-control': 'no-store' };
  const url = new URL(args.request.url);
  const intent = url.searchParams.get('done');
  const id = (url.searchParams.get('id') ?? '').slice(0, 254);
  const done: EmployeesPageData['done'] = (intent === 'invite' || intent === 'groups') && id ? { intent, id } : null;
  const base = { title: t('ops.employees.title'), me: actor.userId, groups: EMPLOYEE_GROUPS, done };
  const answer = await api.get<OpsEmployeesResponse['data']>('/ops/employees');
  if (!answer.ok) return data<EmployeesPageData>({ ...base, employees: [], invitations: [], error: answer.message ?? t('ops.employees.failed') }, { status: answer.status, headers });
  return data<EmployeesPageData>(
    { ...base, employees: answer.data.employees, invitations: answer.data.invitations.map((entry) => ({ ...entry, expiresText: formatYangonDateTime(entry.expiresAt, lang) })), error: null },
    { headers },
  );
}

/** The invitation form and each employee's groups form, by `intent`; done: back with a message, refused: the api's message beside the form. */
export async function consoleEmployeesAction(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'employees.manage');
  const form = await args.request.formData();
  const intent = form.get('intent') === 'groups' ? 'groups' : 'invite';
  const groups = form.getAll('groups').filter(isEmployeeGroup);
  if (intent === 'groups') {
    const id = String(form.get('id') ?? '').trim();
    if (!/^[A-Z0-9]{1,20}$/.test(id)) return data<EmployeesActionData>({ intent, id, error: t('ops.employees.failed') }, { status: 400 });
    if (groups.length === 0) return data<EmployeesActionData>({ intent, id, error: t('ops.employees.noGroup') }, { status: 400 });
    const answer = await api.post(`/ops/employees/${id}/groups`, { groups });
    if (!answer.ok) return data<EmployeesActionData>({ intent, id, error: answer.message ?? t('ops.employees.failed') }, { status: answer.status });
    return redirect(`/ops/employees?done=groups&id=${id}`);
  }
  const values = { email: String(form.get('email') ?? '').trim().slice(0, 254), firstName: String(form.get('firstName') ?? '').trim().slice(0, 100), lastName: String(form.get('lastName') ?? '').trim().slice(0, 100), groups };
  const refuse = (error: string, status = 400) => data<EmployeesActionData>({ intent, id: 'new', error, values }, { status });
  if (!values.email || !values.firstName || !values.lastName) return refuse(t('ops.employees.missing'));
  if (groups.length === 0) return refuse(t('ops.employees.noGroup'));
  const answer = await api.post<InvitationEntry>('/ops/employees/invitations', { ...values, language: lang });
  if (!answer.ok) return refuse(answer.message ?? t('ops.employees.failed'), answer.status);
  return redirect(`/ops/employees?done=invite&id=${encodeURIComponent(answer.data.email)}`);
}
