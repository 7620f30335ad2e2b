import { Form, Link } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { BusyAnnouncer, FormAlert, SubmitButton, TextField, useFocusFirstInvalid } from './form-fields.tsx';
import type { SignInActionData, SignInPageData, SignInTab } from './sign-in-data.ts';

const TAB_LABELS = {
  signin: 'account.tab.signin',
  agent: 'account.tab.agent',
  signup: 'account.tab.signup',
  forgot: 'account.tab.forgot',
} as const;

/** `/sign-in` (spec §2, §4): sign in as a member or an agent, create an account, or reset a password. */
export function SignInPage({ data, result }: { data: SignInPageData; result: SignInActionData | undefined }) {
  const t = useT();
  useFocusFirstInvalid(result);
  const step = result?.step ?? data.tab;
  const realm = result?.realm ?? data.realm;
  // The way back rides in the action's URL, so every step's form keeps it without a hidden field.
  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams(extra);
    if (data.redirect) params.set('redirect', data.redirect);
    return `?${params.toString()}`;
  };
  const action = `/sign-in${query({})}`;
  const tabFor = (tab: SignInTab, extra: Record<string, string> = {}) => `/sign-in${query({ tab, ...extra })}`;
  const errors = result?.fieldErrors ?? {};
  const shownTab: SignInTab = step === 'activate' ? 'signup' : step === 'reset' ? 'forgot' : step;

  return (
    <div className="mx-auto max-w-md pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      <nav aria-label={t('account.tabs.label')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {(Object.keys(TAB_LABELS) as SignInTab[]).map((tab) => (
            <li key={tab}>
              <Link
                to={tabFor(tab)}
                aria-current={shownTab === tab ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${
                  shownTab === tab ? 'border-brand-700 bg-brand-700 font-semibold text-white' : 'border-brand-200 text-brand-800'
                }`}
              >
                {t(TAB_LABELS[tab])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4 grid gap-3">
        {data.fromAccountPage && !result ? <FormAlert kind="success">{t('account.signIn.fromAccount')}</FormAlert> : null}
        {data.notice && !result ? <FormAlert kind="success">{t(`account.notice.${data.notice}`)}</FormAlert> : null}
        {result?.notice === 'codeResent' ? <FormAlert kind="success">{t('account.notice.codeResent')}</FormAlert> : null}
        {result?.error ? <FormAlert kind="error">{result.error.message}</FormAlert> : null}
      </div>
      <BusyAnnouncer />

      <section className="card mt-4 p-4" aria-labelledby="sign-in-step">
        {step === 'signin' || step === 'agent' ? (
          <Form method="post" action={action} className="grid gap-4" noValidate>
            <h2 id="sign-in-step" className="text-lg font-semibold">
              {t(step === 'agent' ? 'account.tab.agent' : 'account.tab.signin')}
            </h2>
            <p className="text-slate-700">{t(step === 'agent' ? 'account.signIn.agentLead' : 'account.signIn.lead')}</p>
            <input type="hidden" name="realm" value={step === 'agent' ? 'agent' : 'user'} />
            <TextField name="username" label={t('account.field.username')} autoComplete="username" defaultValue={result?.username ?? ''} hint={t('account.field.usernameHint')} error={errors.username} />
            <TextField name="password" type="password" label={t('account.field.password')} autoComplete="current-password" maxLength={128} error={errors.password} />
            <SubmitButton intent="signIn">{t('account.submit.signIn')}</SubmitButton>
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <Link to={tabFor('forgot', step === 'agent' ? { realm: 'agent' } : {})} className="text-brand-700 underline">
                {t('account.link.forgot')}
              </Link>
              {step === 'signin' ? (
                <Link to={tabFor('signup')} className="text-brand-700 underline">
                  {t('account.link.signup')}
                </Link>
              ) : (
                <Link to="/agents/apply" className="text-brand-700 underline">
                  {t('account.agentApply.link')}
                </Link>
              )}
            </div>
          </Form>
        ) : null}

        {step === 'signup' ? (
          <Form method="post" action={action} className="grid gap-4" noValidate>
            <h2 id="sign-in-step" className="text-lg font-semibold">
              {t('account.tab.signup')}
            </h2>
            <p className="text-slate-700">{t('account.signup.lead')}</p>
            <TextField name="firstName" label={t('account.field.firstName')} autoComplete="given-name" maxLength={100} defaultValue={result?.values?.firstName ?? ''} error={errors.firstName} />
            <TextField name="lastName" label={t('account.field.lastName')} autoComplete="family-name" maxLength={100} defaultValue={result?.values?.lastName ?? ''} error={errors.lastName} />
            <TextField name="username" label={t('account.field.username')} autoComplete="username" defaultValue={result?.username ?? ''} hint={t('account.field.usernameHint')} error={errors.username} />
            <TextField name="password" type="password" label={t('account.field.password')} autoComplete="new-password" maxLength={128} hint={t('account.field.passwordHint')} error={errors.password} />
            <SubmitButton intent="register">{t('account.submit.signUp')}</SubmitButton>
            <Link to={tabFor('signin')} className="text-sm text-brand-700 underline">
              {t('account.link.signin')}
            </Link>
          </Form>
        ) : null}

        {step === 'activate' ? (
          <Form method="post" action={action} className="grid gap-4" noValidate>
            <h2 id="sign-in-step" className="text-lg font-semibold">
              {t('account.activate.title')}
            </h2>
            {/* The address is one unbreakable run of letters; without a break anywhere it made the form 496 px wide on a 390 px phone. */}
            <p className="text-slate-700 [overflow-wrap:anywhere]" role="status">
              {t('account.activate.lead', { sentTo: result?.sentTo ?? result?.username ?? '' })}
            </p>
            <input type="hidden" name="username" value={result?.username ?? ''} />
            <input type="hidden" name="realm" value="user" />
            <TextField name="otp" label={t('account.field.otp')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} error={errors.otp ?? errors.username} />
            <SubmitButton intent="activate">{t('account.submit.activate')}</SubmitButton>
            <SubmitButton intent="resendActivation" secondary>
              {t('account.submit.resend')}
            </SubmitButton>
          </Form>
        ) : null}

        {step === 'forgot' ? (
          <Form method="post" action={action} className="grid gap-4" noValidate>
            <h2 id="sign-in-step" className="text-lg font-semibold">
              {t('account.tab.forgot')}
            </h2>
            <p className="text-slate-700">{t('account.forgot.lead')}</p>
            <input type="hidden" name="realm" value={realm} />
            <TextField name="username" label={t('account.field.username')} autoComplete="username" defaultValue={result?.username ?? ''} hint={t('account.field.usernameHint')} error={errors.username} />
            <SubmitButton intent="forgot">{t('account.submit.forgot')}</SubmitButton>
          </Form>
        ) : null}

        {step === 'reset' ? (
          <Form method="post" action={action} className="grid gap-4" noValidate>
            <h2 id="sign-in-step" className="text-lg font-semibold">
              {t('account.reset.title')}
            </h2>
            <p className="text-slate-700" role="status">
              {t('account.reset.lead', { username: result?.username ?? '' })}
            </p>
            <input type="hidden" name="username" value={result?.username ?? ''} />
            <input type="hidden" name="realm" value={realm} />
            <TextField name="otp" label={t('account.field.otp')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} error={errors.otp ?? errors.username} />
            <TextField name="newPassword" type="password" label={t('account.field.newPassword')} autoComplete="new-password" maxLength={128} hint={t('account.field.passwordHint')} error={errors.newPassword} />
            <SubmitButton intent="reset">{t('account.submit.reset')}</SubmitButton>
            <SubmitButton intent="resendReset" secondary>
              {t('account.submit.resend')}
            </SubmitButton>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
