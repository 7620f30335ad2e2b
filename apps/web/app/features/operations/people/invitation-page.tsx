import { Form } from 'react-router';
import { useT } from '../../../i18n/use-messages.ts';
import { BusyAnnouncer, FormAlert, SubmitButton, TextField } from '../../account/form-fields.tsx';
import type { InvitationActionData, InvitationPageData } from './invitation.server.ts';

/** `/ops/invitation`: an invited employee sets a password; their account then exists, in the groups they were given. */
export function InvitationPage({ data, action }: { data: InvitationPageData; action: InvitationActionData | undefined }) {
  const t = useT();
  return (
    <div className="mx-auto grid max-w-md gap-4 pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      {data.invitation ? (
        <>
          <p className="text-slate-700 [overflow-wrap:anywhere]">
            {t('ops.invitation.lead', { name: data.invitation.name, email: data.invitation.email, groups: data.invitation.groups.map((group) => t(`ops.group.${group}`)).join(', ') })}
          </p>
          {action ? <FormAlert kind="error">{action.error}</FormAlert> : null}
          <Form method="post" className="grid gap-4" noValidate>
            <input type="hidden" name="token" value={data.token} />
            <input type="hidden" name="username" value={data.invitation.email} autoComplete="username" />
            <TextField name="password" type="password" label={t('ops.invitation.password')} hint={t('ops.invitation.passwordHint')} autoComplete="new-password" maxLength={128} />
            <TextField name="confirm" type="password" label={t('ops.invitation.confirm')} autoComplete="new-password" maxLength={128} />
            <SubmitButton intent="accept">{t('ops.invitation.submit')}</SubmitButton>
            <BusyAnnouncer />
          </Form>
        </>
      ) : (
        <FormAlert kind="error">{data.problem ?? t('ops.invitation.invalid')}</FormAlert>
      )}
    </div>
  );
}
