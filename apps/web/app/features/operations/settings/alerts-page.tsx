import { useState } from 'react';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { ALERT_TYPES, type AlertType } from '@thwa/domain/alerts';
import { ALERT_INFO_MAX, ALERT_SCOPES, ALERT_TITLE_MAX } from '@thwa/domain/operations/business-settings';
import type { OpsKey } from '../../../i18n/ops.en.ts';
import { useT } from '../../../i18n/use-messages.ts';
import { useFocusFirstInvalid } from '../../account/form-fields.tsx';
import { SiteAlertItem } from '../../landing/site-alerts.tsx';
import { describedBy, FIELD, Field, Notice, PageHead, Section } from '../console-ui.tsx';
import type { AlertActionData, AlertFormValues, AlertRowView, AlertsPageData } from './alerts.server.ts';
import type { AlertFormField } from './settings-form.ts';

const STATE_CLASS: Record<AlertRowView['state'], string> = {
  showing: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-amber-100 text-amber-900',
  over: 'bg-slate-100 text-slate-800',
};

/** `/ops/content/alerts`: the form with a preview of both languages side by side, and every alert. */
export function ConsoleAlertsPage({ data, action }: { data: AlertsPageData; action: AlertActionData | undefined }) {
  const t = useT();
  useFocusFirstInvalid(action?.errors);
  const saving = action?.intent === 'save' ? action : undefined;
  // A new form after each visit or answer: a created alert's words must not stay typed in it.
  const { key } = useLocation();
  return (
    <div className="grid gap-6">
      <PageHead title={data.title} lead={t('ops.content.alerts.lead')}>
        <p className="mt-2">
          <Link to="/ops/content" className="text-brand-700 underline">
            {t('ops.content.title')}
          </Link>
        </p>
      </PageHead>
      {data.done ? <Notice kind="success">{t(`ops.content.alerts.${data.done}`)}</Notice> : null}
      {data.error ? <Notice kind="error">{data.error}</Notice> : null}
      {action?.intent === 'end' && action.error ? <Notice kind="error">{action.error}</Notice> : null}
      <AlertForm key={key} editing={data.editing} values={saving?.values ?? data.form} action={saving} />
      <Section id="alerts-list" title={t('ops.content.alerts.list')}>
        {data.alerts.length === 0 && !data.error ? <p className="text-slate-700">{t('ops.content.alerts.empty')}</p> : null}
        <ul className="grid gap-3 lg:grid-cols-2">
          {data.alerts.map((alert) => (
            <AlertCard key={alert.id} alert={alert} />
          ))}
        </ul>
      </Section>
    </div>
  );
}

function AlertCard({ alert }: { alert: AlertRowView }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'end' && navigation.formData.get('id') === String(alert.id);
  return (
    <li className="card grid min-w-0 gap-2 p-4" data-alert-id={alert.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold [overflow-wrap:anywhere]">{alert.titleEn}</h3>
        <span className={`rounded px-2 py-0.5 text-sm ${STATE_CLASS[alert.state]}`}>{t(`ops.content.alerts.state.${alert.state}`)}</span>
      </div>
      <p className="text-sm text-slate-700" lang="my">
        {alert.titleMy}
      </p>
      <p className="text-sm text-slate-700">
        {t(`ops.content.alertType.${alert.type}`)} · {t(`ops.content.alerts.scope.${alert.scope}`)}
      </p>
      <p className="text-sm text-slate-700">{alert.windowText}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={`/ops/content/alerts?edit=${alert.id}`} className="button-secondary">
          {t('ops.content.alerts.editLink')}
        </Link>
        {alert.state !== 'over' ? (
          <Form method="post" action="/ops/content/alerts">
            <input type="hidden" name="id" value={alert.id} />
            <button type="submit" name="intent" value="end" className="button-secondary" disabled={busy}>
              {t('ops.content.alerts.end')}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

function AlertForm({ editing, values, action }: { editing: number | null; values: AlertFormValues; action: AlertActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  // The preview follows the words as they are typed.
  const [live, setLive] = useState(values);
  const error = (field: AlertFormField) => action?.errors[field];
  const set = (field: AlertFormField) => (event: { target: { value: string } }) => setLive((current) => ({ ...current, [field]: event.target.value }));
  const text = (field: 'titleEn' | 'titleMy' | 'infoEn' | 'infoMy', label: OpsKey, max: number, multiline: boolean) => {
    const id = `alert-${field}`;
    const common = { id, name: field, required: true, maxLength: max, value: live[field], onChange: set(field), lang: field.endsWith('My') ? 'my' : 'en', className: FIELD, ...describedBy(id, false, error(field)) };
    return (
      <Field id={id} label={t(label)} error={error(field)}>
        {multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
      </Field>
    );
  };
  const type: AlertType = (ALERT_TYPES as readonly string[]).includes(live.type) ? (live.type as AlertType) : 'warning';
  return (
    <Form method="post" action="/ops/content/alerts" className="card grid gap-3 p-4 md:grid-cols-2" aria-labelledby="alert-form">
      <h2 id="alert-form" className="text-xl font-semibold md:col-span-2">
        {editing ? t('ops.content.alerts.edit') : t('ops.content.alerts.new')}
      </h2>
      {action?.error ? (
        <div className="md:col-span-2">
          <Notice kind="error">{action.error}</Notice>
        </div>
      ) : null}
      {editing ? <input type="hidden" name="id" value={editing} /> : null}
      <Field id="alert-type" label={t('ops.content.alerts.field.type')} error={error('type')}>
        <select id="alert-type" name="type" value={live.type} onChange={set('type')} className={FIELD}>
          {ALERT_TYPES.map((one) => (
            <option key={one} value={one}>
              {t(`ops.content.alertType.${one}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="alert-scope" label={t('ops.content.alerts.field.scope')} error={error('scope')}>
        <select id="alert-scope" name="scope" value={live.scope} onChange={set('scope')} className={FIELD}>
          {ALERT_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`ops.content.alerts.scope.${scope}`)}
            </option>
          ))}
        </select>
      </Field>
      {text('titleEn', 'ops.content.alerts.field.titleEn', ALERT_TITLE_MAX, false)}
      {text('titleMy', 'ops.content.alerts.field.titleMy', ALERT_TITLE_MAX, false)}
      {text('infoEn', 'ops.content.alerts.field.infoEn', ALERT_INFO_MAX, true)}
      {text('infoMy', 'ops.content.alerts.field.infoMy', ALERT_INFO_MAX, true)}
      {(['startsAt', 'endsAt'] as const).map((field) => (
        <Field key={field} id={`alert-${field}`} label={t(`ops.content.alerts.field.${field}`)} hint={t('ops.business.yangonTime')} error={error(field)}>
          <input id={`alert-${field}`} name={field} type="datetime-local" required defaultValue={values[field]} className={FIELD} {...describedBy(`alert-${field}`, true, error(field))} />
        </Field>
      ))}
      <section aria-labelledby="alert-preview" className="grid gap-2 md:col-span-2">
        <h3 id="alert-preview" className="font-semibold">
          {t('ops.content.preview')}
        </h3>
        <div className="grid gap-3 md:grid-cols-2">
          {(['en', 'mm'] as const).map((lang) => (
            <div key={lang} className="min-w-0" data-testid={`alert-preview-${lang}`}>
              <p className="text-sm text-slate-700">{t(`ops.content.lang.${lang}`)}</p>
              <SiteAlertItem alert={{ type, title: lang === 'en' ? live.titleEn : live.titleMy, info: lang === 'en' ? live.infoEn : live.infoMy }} lang={lang === 'mm' ? 'my' : 'en'} />
            </div>
          ))}
        </div>
      </section>
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <button type="submit" name="intent" value="save" className="button-primary" disabled={busy}>
          {busy ? t('ops.business.saving') : editing ? t('ops.content.alerts.save') : t('ops.content.alerts.create')}
        </button>
        {editing ? (
          <Link to="/ops/content/alerts" className="button-secondary">
            {t('ops.content.alerts.cancelEdit')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
