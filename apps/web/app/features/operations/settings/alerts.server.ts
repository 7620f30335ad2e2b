import { data, redirect, type RouterContextProvider } from 'react-router';
import type { OpsAlert, OpsAlertsResponse } from '@thwa/domain/contracts/operations-settings';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { requireConsoleActor } from '../console-session.server.ts';
import { isoToYangonInput, readAlertForm, type AlertFormField } from './settings-form.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type AlertFormValues = Record<AlertFormField, string>;

export interface AlertRowView extends OpsAlert {
  windowText: string;
}

export interface AlertsPageData {
  title: string;
  alerts: AlertRowView[];
  /** The alert being edited (?edit=id); null for a new one. */
  editing: number | null;
  form: AlertFormValues;
  done: 'created' | 'saved' | 'ended' | null;
  error: string | null;
}

export interface AlertActionData {
  intent: 'save' | 'end';
  error: string | null;
  errors: Partial<Record<AlertFormField, string>>;
  values: AlertFormValues;
}

/** A new alert's form: a warning on every landing page, from now for a day. */
function emptyForm(now: Date): AlertFormValues {
  return {
    type: 'warning',
    scope: 'all',
    titleEn: '',
    titleMy: '',
    infoEn: '',
    infoMy: '',
    startsAt: isoToYangonInput(now.toISOString()),
    endsAt: isoToYangonInput(new Date(now.getTime() + 86_400_000).toISOString()),
  };
}

function formOf(alert: OpsAlert): AlertFormValues {
  return { type: alert.type, scope: alert.scope, titleEn: alert.titleEn, titleMy: alert.titleMy, infoEn: alert.infoEn, infoMy: alert.infoMy, startsAt: isoToYangonInput(alert.startsAt), endsAt: isoToYangonInput(alert.endsAt) };
}

/** `/ops/content/alerts` (permission content.edit): the site alerts, and the form for a new one or the one being edited. */
export async function loadConsoleAlerts(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'content.edit');
  const headers = { 'cache-control': 'no-store' };
  const params = new URL(args.request.url).searchParams;
  const done = (['created', 'saved', 'ended'] as const).find((kind) => params.has(kind)) ?? null;
  const base = { title: t('ops.content.alerts.title'), done };
  const answer = await api.get<OpsAlertsResponse['data']>('/ops/content/alerts');
  if (!answer.ok) return data<AlertsPageData>({ ...base, alerts: [], editing: null, form: emptyForm(new Date()), error: answer.message ?? t('ops.business.loadFailed') }, { status: answer.status, headers });
  const editId = Number(params.get('edit'));
  const edited = answer.data.alerts.find((alert) => alert.id === editId);
  return data<AlertsPageData>(
    {
      ...base,
      alerts: answer.data.alerts.map((alert) => ({ ...alert, windowText: t('ops.content.alerts.window', { from: formatYangonDateTime(alert.startsAt, lang), to: formatYangonDateTime(alert.endsAt, lang) }) })),
      editing: edited ? edited.id : null,
      form: edited ? formOf(edited) : emptyForm(new Date(answer.data.now)),
      error: null,
    },
    { headers },
  );
}

/** The alert form and the 'End now' buttons (content.edit), posted without JavaScript too. */
export async function postAlert(args: Args) {
  const { api, t } = await requireConsoleActor(args, 'content.edit');
  const form = await args.request.formData();
  const intent = form.get('intent') === 'end' ? 'end' : 'save';
  const values = Object.fromEntries((['type', 'scope', 'titleEn', 'titleMy', 'infoEn', 'infoMy', 'startsAt', 'endsAt'] as const).map((name) => [name, String(form.get(name) ?? '').trim()])) as AlertFormValues;
  const refuse = (error: string | null, errors: AlertActionData['errors'], status = 400) => data<AlertActionData>({ intent, error, errors, values }, { status });
  const id = Number(form.get('id') ?? '');
  if (intent === 'end') {
    if (!Number.isSafeInteger(id) || id <= 0) return refuse(t('ops.business.failed'), {});
    const answer = await api.post<OpsAlert>(`/ops/content/alerts/${id}/end`);
    if (!answer.ok) return refuse(answer.message ?? t('ops.business.failed'), {}, answer.status);
    return redirect('/ops/content/alerts?ended=1');
  }
  const read = readAlertForm(form);
  if (!read.ok) return refuse(null, Object.fromEntries(Object.entries(read.errors).map(([field, key]) => [field, t(key)])));
  const editing = Number.isSafeInteger(id) && id > 0;
  const answer = editing ? await api.post<OpsAlert>(`/ops/content/alerts/${id}`, read.body) : await api.post<OpsAlert>('/ops/content/alerts', read.body);
  if (!answer.ok) {
    const field = answer.field?.replace(/^body\./, '') as AlertFormField | undefined;
    const message = answer.message ?? t('ops.business.failed');
    return refuse(field ? null : message, field ? { [field]: message } : {}, answer.status);
  }
  return redirect(`/ops/content/alerts?${editing ? 'saved' : 'created'}=1`);
}
