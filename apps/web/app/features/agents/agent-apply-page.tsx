import { Form, Link } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { BusyAnnouncer, FormAlert, SubmitButton, TextField, useFocusFirstInvalid } from '../account/form-fields.tsx';
import type { AgentApplyData, AgentApplyResult } from './agent-apply.server.ts';

/** `/agents/apply`: a travel agency asks to become an agent; an employee answers by e-mail. */
export function AgentApplyPage({ data, result }: { data: AgentApplyData; result: AgentApplyResult | undefined }) {
  const t = useT();
  useFocusFirstInvalid(result);
  if (data.applied) {
    return (
      <div className="mx-auto grid max-w-xl gap-4 pt-6">
        <h1 className="text-2xl font-semibold">{data.title}</h1>
        <FormAlert kind="success">{t('account.agentApply.thanks')}</FormAlert>
        <p>
          <Link to="/" className="text-brand-700 underline">
            {t('account.agentApply.home')}
          </Link>
        </p>
      </div>
    );
  }
  const errors = result?.fieldErrors ?? {};
  return (
    <div className="mx-auto grid max-w-xl gap-4 pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      <p className="text-slate-700">{t('account.agentApply.lead')}</p>
      {result?.error ? <FormAlert kind="error">{result.error}</FormAlert> : null}
      <Form method="post" className="grid gap-4" noValidate>
        <TextField name="company" label={t('account.agentApply.company')} autoComplete="organization" maxLength={120} defaultValue={result?.values.company} error={errors.company} />
        <TextField name="licenceNumber" label={t('account.agentApply.licenceNumber')} hint={t('account.agentApply.licenceHint')} autoComplete="off" maxLength={40} defaultValue={result?.values.licenceNumber} error={errors.licenceNumber} />
        <TextField name="contactName" label={t('account.agentApply.contactName')} autoComplete="name" maxLength={100} defaultValue={result?.values.contactName} error={errors.contactName} />
        <TextField name="email" type="email" label={t('account.agentApply.email')} autoComplete="email" inputMode="email" defaultValue={result?.values.email} error={errors.email} />
        <TextField name="phoneNumber" type="tel" label={t('account.agentApply.phone')} hint={t('account.agentApply.phoneHint')} autoComplete="tel" inputMode="tel" maxLength={20} defaultValue={result?.values.phoneNumber} error={errors.phoneNumber} />
        <SubmitButton intent="apply">{t('account.agentApply.submit')}</SubmitButton>
        <BusyAnnouncer />
      </Form>
      <p className="text-sm text-slate-700">
        {t('account.agentApply.already')}{' '}
        <Link to="/sign-in?tab=agent" className="text-brand-700 underline">
          {t('account.agentApply.signIn')}
        </Link>
      </p>
    </div>
  );
}
