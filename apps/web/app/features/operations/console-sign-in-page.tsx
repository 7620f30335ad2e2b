import { Form } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { BusyAnnouncer, FormAlert, SubmitButton, TextField, useFocusFirstInvalid } from '../account/form-fields.tsx';
import type { ConsoleSignInData, ConsoleSignInResult } from './console-sign-in.server.ts';

/**
 * `/ops/sign-in` (decision 032): a signed-in employee asks for a one-time code, then opens the console
 * with it. Two plain forms posting to the route's action: it works before and without JavaScript.
 */
export function ConsoleSignInPage({ data, result }: { data: ConsoleSignInData; result: ConsoleSignInResult | undefined }) {
  const t = useT();
  useFocusFirstInvalid(result);
  const action = `/ops/sign-in?${new URLSearchParams({ redirect: data.redirect }).toString()}`;
  return (
    <div className="mx-auto max-w-md pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      <p className="mt-2 text-slate-700">{t('ops.signIn.lead')}</p>
      <div className="mt-4 grid gap-3">
        {result?.sentTo ? <FormAlert kind="success">{t('ops.signIn.sent', { address: result.sentTo })}</FormAlert> : null}
        {result?.error ? <FormAlert kind="error">{result.error}</FormAlert> : null}
      </div>
      <BusyAnnouncer />

      <section className="card mt-4 p-4" aria-labelledby="ops-code-send">
        <Form method="post" action={action} className="grid gap-3">
          <h2 id="ops-code-send" className="text-lg font-semibold">
            {t('ops.signIn.step1')}
          </h2>
          <input type="hidden" name="redirect" value={data.redirect} />
          <SubmitButton intent="send" secondary={Boolean(result?.sentTo)}>
            {t(result?.sentTo ? 'ops.signIn.resend' : 'ops.signIn.send')}
          </SubmitButton>
        </Form>
      </section>

      <section className="card mt-4 p-4" aria-labelledby="ops-code-open">
        <Form method="post" action={action} className="grid gap-4" noValidate>
          <h2 id="ops-code-open" className="text-lg font-semibold">
            {t('ops.signIn.step2')}
          </h2>
          <input type="hidden" name="redirect" value={data.redirect} />
          <TextField
            name="otp"
            label={t('ops.signIn.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={20}
            hint={t('ops.signIn.codeHint', { length: data.codeLength })}
            error={result?.codeError ?? undefined}
          />
          <SubmitButton intent="open">{t('ops.signIn.open')}</SubmitButton>
        </Form>
      </section>
    </div>
  );
}
