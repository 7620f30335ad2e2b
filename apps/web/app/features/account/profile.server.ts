import { data, redirect, type RouterContextProvider } from 'react-router';
import type {
  AccountUser,
  ChangeOwnPasswordRequest,
  ChangePasswordResponse,
  DeleteAccountRequest,
  DeleteAccountResponse,
  EditProfileRequest,
  EditProfileResponse,
} from '@thwa/domain/contracts/accounts';
import { parseSignInIdentifier } from '@thwa/domain/accounts/identifier';
import type { MessageKey } from '../../i18n/en.ts';
import { accountTools, failureMessage, field, postSignedIn, secret, type ApiOutcome } from './account-api.server.ts';
import { loadAccountUser } from './account-home.server.ts';
import { requireAccountSession, signOut } from './session.server.ts';
import type { ProfileActionData, ProfileForm, ProfileView } from './profile-data.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

function profileView(user: AccountUser): ProfileView {
  const { info } = user;
  return {
    firstName: info.firstName ?? '',
    lastName: info.lastName ?? '',
    email: info.email,
    phone: info.phoneNumber ? `+${info.phoneCode ?? '95'} ${info.phoneNumber}` : null,
    language: info.language,
    notificationChannel: info.notificationChannel,
  };
}

async function loadProfile({ request, context }: Args, titleKey: MessageKey) {
  const session = requireAccountSession(request, context);
  const { user, t } = await loadAccountUser(request, context, session);
  return { title: t(titleKey), profile: profileView(user) };
}

export const loadProfileInfo = (args: Args) => loadProfile(args, 'account.info.title');
export const loadNotification = (args: Args) => loadProfile(args, 'account.notification.title');

export async function loadDeleteAccount({ request, context }: Args) {
  requireAccountSession(request, context);
  const { t } = await accountTools(request, context);
  return { title: t('account.delete.title') };
}

/** A failed call shown on its form: under the field the api names (mapped to the form's), else in the alert. */
function failedOn(form: ProfileForm, outcome: Extract<ApiOutcome<unknown>, { ok: false }>, t: (key: MessageKey) => string, fields: Record<string, string> = {}) {
  const failure = failureMessage(outcome, t);
  // A wrong password often comes without a field (the credentials error): it still belongs under one.
  const apiField = failure.field ?? (outcome.errorCode === 'INVALID_CREDENTIALS' || outcome.errorCode === 'PASSWORD_WRONG' ? 'password' : null);
  const name = apiField ? (fields[apiField] ?? apiField) : null;
  return data<ProfileActionData>({ form, ...(name ? { fieldErrors: { [name]: failure.message } } : { error: failure }) }, { status: outcome.status });
}

const invalid = (form: ProfileForm, fieldErrors: Record<string, string>) => data<ProfileActionData>({ form, fieldErrors }, { status: 400 });

/** /account/info: names and language, the password, and the email or phone (two steps, a code to the new one). */
export async function profileAction({ request, context }: Args) {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const form = await request.formData();
  const intent = field(form, 'intent', 20);
  const edit = (body: EditProfileRequest) => postSignedIn<EditProfileResponse>(request, api, session, `/v4/${session.user.realm}/edit`, body);

  if (intent === 'details') {
    const body: EditProfileRequest = { firstName: field(form, 'firstName', 100), lastName: field(form, 'lastName', 100), language: field(form, 'language', 2) === 'mm' ? 'mm' : 'en' };
    const missing = Object.fromEntries((['firstName', 'lastName'] as const).filter((name) => !body[name]).map((name) => [name, t('account.error.required')]));
    if (Object.keys(missing).length > 0) return invalid('details', missing);
    const outcome = await edit(body);
    if (!outcome.ok) return failedOn('details', outcome, t);
    return data<ProfileActionData>({ form: 'details', done: t('account.info.saved') });
  }

  if (intent === 'password') {
    const body: ChangeOwnPasswordRequest = { currentPassword: secret(form, 'currentPassword'), newPassword: secret(form, 'newPassword') };
    const missing = Object.fromEntries((['currentPassword', 'newPassword'] as const).filter((name) => !body[name]).map((name) => [name, t('account.error.required')]));
    if (Object.keys(missing).length > 0) return invalid('password', missing);
    const outcome = await postSignedIn<ChangePasswordResponse>(request, api, session, `/v4/${session.user.realm}/changePassword`, body);
    // A wrong current password comes back as the credentials error: it belongs under that field.
    if (!outcome.ok) return failedOn('password', outcome, t, outcome.errorCode === 'INVALID_CREDENTIALS' || outcome.errorCode === 'PASSWORD_WRONG' ? { password: 'currentPassword' } : { password: 'newPassword' });
    return data<ProfileActionData>({ form: 'password', done: t('account.info.passwordChanged') });
  }

  if (intent === 'contactCode' || intent === 'contactConfirm') {
    const contact = field(form, 'contact');
    const parsed = parseSignInIdentifier(contact);
    if (!parsed.ok) return invalid('contactCode', { contact: contact ? t('account.error.identifier') : t('account.error.required') });
    const identifier = parsed.identifier;
    const target: EditProfileRequest =
      identifier.kind === 'email' ? { email: identifier.email } : { phoneCode: identifier.phoneCode, phoneNumber: identifier.phoneNumber };
    const contactFields = { email: 'contact', phoneCode: 'contact', phoneNumber: 'contact' };
    if (intent === 'contactCode') {
      const outcome = await edit(target);
      if (!outcome.ok) return failedOn('contactCode', outcome, t, contactFields);
      if (outcome.data.status === 'updated') return data<ProfileActionData>({ form: 'contactCode', done: t('account.info.contactChanged') });
      return data<ProfileActionData>({ form: 'contactCode', pendingContact: contact, sentTo: outcome.data.sentTo ?? contact });
    }
    const otp = field(form, 'otp', 12);
    if (!otp) return data<ProfileActionData>({ form: 'contactConfirm', pendingContact: contact, fieldErrors: { otp: t('account.error.required') } }, { status: 400 });
    const outcome = await edit({ ...target, otp });
    if (!outcome.ok) {
      const failure = failureMessage(outcome, t);
      return data<ProfileActionData>(
        { form: 'contactConfirm', pendingContact: contact, ...(failure.field === 'otp' || outcome.errorCode?.startsWith('OTP') ? { fieldErrors: { otp: failure.message } } : { error: failure }) },
        { status: outcome.status },
      );
    }
    return data<ProfileActionData>({ form: 'contactCode', done: t('account.info.contactChanged') });
  }

  return invalid('details', {});
}

/** /account/notification: email or SMS (spec §7 edit with notificationChannel). */
export async function notificationAction({ request, context }: Args) {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const form = await request.formData();
  const channel = field(form, 'notificationChannel', 10);
  if (channel !== 'email' && channel !== 'sms') return invalid('notification', { notificationChannel: t('account.error.required') });
  const outcome = await postSignedIn<EditProfileResponse>(request, api, session, `/v4/${session.user.realm}/edit`, { notificationChannel: channel } satisfies EditProfileRequest);
  if (!outcome.ok) return failedOn('notification', outcome, t);
  return data<ProfileActionData>({ form: 'notification', done: t('account.notification.saved') });
}

/** /account/delete-my-account: the password again, then the account is gone and the visitor signed out. */
export async function deleteAccountAction({ request, context }: Args) {
  const session = requireAccountSession(request, context);
  const { api, t } = await accountTools(request, context);
  const form = await request.formData();
  const body: DeleteAccountRequest = { password: secret(form, 'password') };
  if (!body.password) return invalid('delete', { password: t('account.error.required') });
  const outcome = await postSignedIn<DeleteAccountResponse>(request, api, session, `/v4/${session.user.realm}/delete`, body);
  if (!outcome.ok) return failedOn('delete', outcome, t);
  return redirect('/sign-in?notice=deleted', { headers: { 'Set-Cookie': await signOut(request) } });
}
