import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { BusyAnnouncer, FormAlert, SubmitButton, TextField, useFocusFirstInvalid } from '../account/form-fields.tsx';
import { BackToAccount } from '../account/profile-page.tsx';
import type { SubAgentActionData, SubAgentFormData, SubAgentListData, SubAgentView } from './sub-agents-data.ts';

function StatusToggle({ agent }: { agent: SubAgentView }) {
  const t = useT();
  const navigation = useNavigation();
  const next = agent.status === 'active' ? 'deactivated' : 'active';
  const busy = navigation.state === 'submitting' && navigation.formData?.get('subAgentId') === agent.subAgentId;
  return (
    <Form method="post">
      <input type="hidden" name="subAgentId" value={agent.subAgentId} />
      <input type="hidden" name="status" value={next} />
      <button
        type="submit"
        className="button-secondary"
        aria-disabled={busy || undefined}
        aria-label={t(next === 'active' ? 'agents.list.activateLabel' : 'agents.list.deactivateLabel', { name: agent.name })}
      >
        {busy ? t('loading.message') : t(next === 'active' ? 'agents.list.activate' : 'agents.list.deactivate')}
      </button>
    </Form>
  );
}

/** `/account/sub-agent-info`: the agent's sub-agents with their status and an activate/deactivate toggle. */
export function SubAgentListPage({ data, result: outcome }: { data: SubAgentListData; result: SubAgentActionData | undefined }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl pt-6">
      <BackToAccount />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{data.title}</h1>
        <Link to="/account/sub-agent-form" className="button-primary">
          {t('agents.list.add')}
        </Link>
      </div>
      <p className="mt-2 text-slate-700">{t('agents.list.lead')}</p>
      <BusyAnnouncer />
      <div className="mt-4 grid gap-3">
        {data.notice ? <FormAlert kind="success">{data.notice}</FormAlert> : null}
        {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}
        {outcome?.changed ? <FormAlert kind="success">{outcome.changed}</FormAlert> : null}
        {outcome?.error ? <FormAlert kind="error">{outcome.error.message}</FormAlert> : null}
      </div>
      {data.subAgents.length === 0 && !data.error ? <p className="card mt-4">{t('agents.list.empty')}</p> : null}
      <ul className="mt-4 grid gap-3" aria-label={data.title}>
        {data.subAgents.map((agent) => (
          <li key={agent.subAgentId} className="card flex flex-wrap items-center gap-3" data-testid="sub-agent">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{agent.name}</p>
              <p className="truncate text-sm text-slate-700">{agent.contact}</p>
              <p className="mt-1 text-sm">
                <span className="sr-only">{t('agents.list.status')}: </span>
                <span
                  className={`inline-flex rounded-full px-2 py-0.5 font-medium ${
                    agent.status === 'active' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'
                  }`}
                >
                  {t(`agents.status.${agent.status}`)}
                </span>{' '}
                <span className="text-slate-600">· {t('account.role.subAgent')}</span>
              </p>
            </div>
            <div className="flex gap-2">
              <Link to={`/account/sub-agent-form/${encodeURIComponent(agent.subAgentId)}`} className="button-secondary" aria-label={t('agents.list.editLabel', { name: agent.name })}>
                {t('agents.list.edit')}
              </Link>
              <StatusToggle agent={agent} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** `/account/sub-agent-form` (add) and `/account/sub-agent-form/{subAgentId}` (edit). */
export function SubAgentFormPage({ data, result }: { data: SubAgentFormData; result: SubAgentActionData | undefined }) {
  const t = useT();
  useFocusFirstInvalid(result);
  const values = result?.values ?? data.values;
  const errors = result?.fieldErrors ?? {};
  const adding = data.subAgentId === null;
  return (
    <div className="mx-auto max-w-xl pt-6">
      <Link to="/account/sub-agent-info" className="inline-flex min-h-11 items-center text-brand-700 underline">
        {t('agents.back')}
      </Link>
      <h1 className="mt-2 text-2xl font-semibold">{data.title}</h1>
      <BusyAnnouncer />
      {data.error ? (
        <div className="mt-4">
          <FormAlert kind="error">{data.error}</FormAlert>
        </div>
      ) : (
        <Form method="post" className="card mt-4 grid gap-4" noValidate>
          {result?.error ? <FormAlert kind="error">{result.error.message}</FormAlert> : null}
          <TextField name="firstName" label={t('account.field.firstName')} autoComplete="off" maxLength={100} defaultValue={values.firstName} error={errors.firstName} />
          <TextField name="lastName" label={t('account.field.lastName')} autoComplete="off" maxLength={100} defaultValue={values.lastName} error={errors.lastName} />
          <TextField name="contact" label={t('account.field.username')} autoComplete="off" defaultValue={values.contact} hint={t('agents.form.contactHint')} error={errors.contact} />
          {adding ? (
            <TextField name="password" type="password" label={t('account.field.password')} autoComplete="new-password" maxLength={128} hint={t('agents.form.passwordHint')} error={errors.password} />
          ) : null}
          <SubmitButton intent="save">{t('agents.form.save')}</SubmitButton>
        </Form>
      )}
      {!adding && !data.error ? (
        // A sub-agent who forgot their password asks their agent, who sets a new one (same rules as sign-up).
        <Form method="post" className="card mt-4 grid gap-4" noValidate aria-labelledby="sub-agent-password">
          <h2 id="sub-agent-password" className="text-lg font-semibold">
            {t('agents.form.passwordTitle')}
          </h2>
          <p className="text-slate-700">{t('agents.form.passwordLead')}</p>
          <TextField name="newPassword" type="password" label={t('account.field.newPassword')} autoComplete="new-password" maxLength={128} hint={t('account.field.passwordHint')} error={errors.newPassword} />
          <SubmitButton intent="password" secondary>
            {t('agents.form.passwordSave')}
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
