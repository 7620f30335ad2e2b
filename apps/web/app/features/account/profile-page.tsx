import { useId, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { BusyAnnouncer, FormAlert, SubmitButton, TextField, useFocusFirstInvalid } from './form-fields.tsx';
import type { ProfileActionData, ProfileForm, ProfileView } from './profile-data.ts';

/** The outcome of one form, shown at that form only. */
function Outcome({ result, form }: { result: ProfileActionData | undefined; form: ProfileForm }) {
  if (!result || result.form !== form) return null;
  if (result.error) return <FormAlert kind="error">{result.error.message}</FormAlert>;
  if (result.done) return <FormAlert kind="success">{result.done}</FormAlert>;
  return null;
}

const errorsOf = (result: ProfileActionData | undefined, form: ProfileForm) => (result?.form === form ? (result.fieldErrors ?? {}) : {});

export function BackToAccount() {
  const t = useT();
  return (
    <Link to="/account" className="inline-flex min-h-11 items-center text-brand-700 underline">
      {t('account.link.home')}
    </Link>
  );
}

/** The frame of the profile pages: the way back to the account, the title, the busy announcement. */
function AccountFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl pt-6">
      <BackToAccount />
      <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
      <BusyAnnouncer />
      {children}
    </div>
  );
}

/** `/account/info`: view and edit the profile, change the password, change the email or phone with a code. */
export function ProfilePage({ data, result }: { data: { title: string; profile: ProfileView }; result: ProfileActionData | undefined }) {
  const t = useT();
  useFocusFirstInvalid(result);
  const { profile } = data;
  const languageId = useId();
  const details = errorsOf(result, 'details');
  const password = errorsOf(result, 'password');
  const contactErrors = { ...errorsOf(result, 'contactCode'), ...errorsOf(result, 'contactConfirm') };
  const pending = result?.pendingContact;

  return (
    <AccountFormPage title={data.title}>

      <section className="card mt-4" aria-labelledby="profile-details">
        <h2 id="profile-details" className="text-lg font-semibold">
          {t('account.info.details')}
        </h2>
        <Form method="post" className="mt-3 grid gap-4" noValidate>
          <Outcome result={result} form="details" />
          <TextField name="firstName" label={t('account.field.firstName')} autoComplete="given-name" maxLength={100} defaultValue={profile.firstName} error={details.firstName} />
          <TextField name="lastName" label={t('account.field.lastName')} autoComplete="family-name" maxLength={100} defaultValue={profile.lastName} error={details.lastName} />
          <div>
            <label htmlFor={languageId} className="font-medium">
              {t('account.field.language')}
            </label>
            <select id={languageId} name="language" defaultValue={profile.language} className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2">
              <option value="en">{t('account.info.languageEn')}</option>
              <option value="mm">{t('account.info.languageMm')}</option>
            </select>
          </div>
          <SubmitButton intent="details">{t('account.info.save')}</SubmitButton>
        </Form>
      </section>

      <section className="card mt-4" aria-labelledby="profile-contact">
        <h2 id="profile-contact" className="text-lg font-semibold">
          {t('account.info.contact')}
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
          <dt className="font-medium">{t('account.info.currentEmail')}</dt>
          <dd data-testid="profile-email">{profile.email ?? t('account.info.notSet')}</dd>
          <dt className="font-medium">{t('account.info.currentPhone')}</dt>
          <dd data-testid="profile-phone">{profile.phone ?? t('account.info.notSet')}</dd>
        </dl>
        <Form method="post" className="mt-3 grid gap-4" noValidate>
          <Outcome result={result} form="contactCode" />
          <Outcome result={result} form="contactConfirm" />
          {pending ? (
            <>
              <p role="status">{t('account.info.codeSent', { sentTo: result?.sentTo ?? pending })}</p>
              <input type="hidden" name="contact" value={pending} />
              <TextField name="otp" label={t('account.field.otp')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} error={contactErrors.otp} />
              <SubmitButton intent="contactConfirm">{t('account.info.confirm')}</SubmitButton>
            </>
          ) : (
            <>
              <TextField name="contact" label={t('account.info.newContact')} autoComplete="off" hint={t('account.info.contactHint')} error={contactErrors.contact} />
              <SubmitButton intent="contactCode">{t('account.info.sendCode')}</SubmitButton>
            </>
          )}
        </Form>
      </section>

      <section className="card mt-4" aria-labelledby="profile-password">
        <h2 id="profile-password" className="text-lg font-semibold">
          {t('account.info.password')}
        </h2>
        <Form method="post" className="mt-3 grid gap-4" noValidate>
          <Outcome result={result} form="password" />
          <TextField name="currentPassword" type="password" label={t('account.field.currentPassword')} autoComplete="current-password" maxLength={128} error={password.currentPassword} />
          <TextField name="newPassword" type="password" label={t('account.field.newPassword')} autoComplete="new-password" maxLength={128} hint={t('account.field.passwordHint')} error={password.newPassword} />
          <SubmitButton intent="password">{t('account.info.changePassword')}</SubmitButton>
        </Form>
      </section>
    </AccountFormPage>
  );
}

/** `/account/notification`: how messages reach the user, email or SMS. */
export function NotificationPage({ data, result }: { data: { title: string; profile: ProfileView }; result: ProfileActionData | undefined }) {
  const t = useT();
  useFocusFirstInvalid(result);
  const errors = errorsOf(result, 'notification');
  return (
    <AccountFormPage title={data.title}>
      <Form method="post" className="card mt-4 grid gap-4" noValidate>
        <Outcome result={result} form="notification" />
        <fieldset aria-describedby={errors.notificationChannel ? 'channel-error' : undefined}>
          <legend className="font-medium">{t('account.notification.lead')}</legend>
          {(['email', 'sms'] as const).map((channel) => (
            <label key={channel} className="choice mt-2 gap-3">
              <input
                type="radio"
                name="notificationChannel"
                value={channel}
                defaultChecked={data.profile.notificationChannel === channel}
                // SMS needs a mobile number on the account; the api would refuse it.
                disabled={channel === 'sms' && !data.profile.phone}
                aria-describedby={channel === 'sms' && !data.profile.phone ? 'sms-needs-phone' : undefined}
              />
              {t(`account.notification.${channel}`)}
            </label>
          ))}
          {data.profile.phone ? null : (
            <p id="sms-needs-phone" className="mt-2 text-sm text-slate-600">
              {t('account.notification.smsNeedsPhone')}{' '}
              <Link to="/account/info" className="text-brand-700 underline">
                {t('account.link.profile')}
              </Link>
            </p>
          )}
          {errors.notificationChannel ? (
            <p id="channel-error" className="mt-1 text-sm font-medium text-red-800">
              {errors.notificationChannel}
            </p>
          ) : null}
        </fieldset>
        <SubmitButton intent="notification">{t('account.notification.save')}</SubmitButton>
      </Form>
    </AccountFormPage>
  );
}

/** `/account/delete-my-account`: the warning, the password again, then the account is gone. */
export function DeleteAccountPage({ data, result }: { data: { title: string }; result: ProfileActionData | undefined }) {
  const t = useT();
  useFocusFirstInvalid(result);
  const errors = errorsOf(result, 'delete');
  return (
    <AccountFormPage title={data.title}>
      <Form method="post" className="card mt-4 grid gap-4" noValidate>
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">{t('account.delete.warning')}</p>
        <Outcome result={result} form="delete" />
        <TextField name="password" type="password" label={t('account.delete.confirm')} autoComplete="current-password" maxLength={128} error={errors.password} />
        <SubmitButton intent="delete">{t('account.delete.submit')}</SubmitButton>
        <Link to="/account" className="button-secondary justify-center">
          {t('account.delete.cancel')}
        </Link>
      </Form>
    </AccountFormPage>
  );
}
