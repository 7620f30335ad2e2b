import { createHmac, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { contactNameError } from '@thwa/domain/booking/contact';
import { identifierTarget, parseAccountIdentifier, parseSignInIdentifier, type Identifier } from '@thwa/domain/accounts/identifier';
import { maskEmail, maskPhone, type OtpPurposeName } from '@thwa/domain/accounts/one-time-codes';
import { passwordProblem } from '@thwa/domain/accounts/password-policy';
import { roleFromUserCode, roleLabel, isAgent, isUserCode } from '@thwa/domain/roles';
import type {
  AccountIdentifier,
  AccountUser,
  ActivateRequest,
  ChangeOwnPasswordRequest,
  CheckUserResponse,
  EditProfileRequest,
  EditProfileResponse,
  GuestRegisterRequest,
  LoginResponse,
  OkResponse,
  RealmType,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  TokenResponse,
} from '@thwa/domain/contracts/accounts';
import { AppError } from '../../plugins/errors.ts';
import type { SessionUser } from './auth-sessions.repository.ts';
import type { AuthTokens } from './auth-tokens.ts';
import type { AccountMail, MessageLanguage } from './account-mail.ts';
import type { OneTimeCodesRepository } from './one-time-codes.repository.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { IdentifierTaken, type ForgetTrip, type ProfilePatch, type UserRow, type UsersRepository } from './users.repository.ts';

export interface IdentityServiceOptions {
  users: UsersRepository;
  codes: OneTimeCodesRepository;
  tokens: AuthTokens;
  mail: AccountMail;
  /** Keys the one-time code hashes, so a copy of the table alone cannot be searched for codes. */
  codeSecret: string;
  /** The clock of one-time codes and account changes; tests move it to expire codes. */
  now?: () => Date;
  /** What a deleted account's order items keep of their trips: each product forgets its people (ProductModule.forget). */
  forgetTrip?: ForgetTrip;
}

/** Where an account's codes and notices go: an email, or a phone with its code. */
export interface ContactFields {
  email: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
}

/** A same-cost stand-in verified when there is no account, so timing does not tell whether one exists. */
let decoyHash: Promise<string> | undefined;

/** argon2id (the library's default algorithm), with its default memory and time costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when `password` matches; an account without a password (a guest record) never matches. */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash(randomBytes(16).toString('hex'));
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** 400 naming the field, in the catalogue's password wording. */
export function assertPasswordAllowed(password: string, field: string, personal: readonly (string | null | undefined)[]): void {
  const problem = passwordProblem(password, personal);
  if (problem === 'too_short') throw new AppError('PASSWORD_TOO_SHORT', field);
  if (problem === 'too_common') throw new AppError('PASSWORD_TOO_COMMON', field);
  if (problem === 'too_long') throw new AppError('VALIDATION_FAILED', field);
}

export function assertName(value: string | undefined, field: 'firstName' | 'lastName'): string {
  const name = (value ?? '').trim().replace(/\s+/g, ' ');
  if (contactNameError(name)) throw new AppError('VALIDATION_FAILED', field);
  return name;
}

/**
 * The email and/or phone of a new account or an edit: each one given must be valid (the contact
 * step's rules), and `required` asks for at least one.
 */
export function contactFields(input: AccountIdentifier, required: boolean): ContactFields {
  const fields: ContactFields = { email: null, phoneCode: null, phoneNumber: null };
  if (input.email?.trim()) {
    const parsed = parseAccountIdentifier({ email: input.email });
    if (!parsed.ok || parsed.identifier.kind !== 'email') throw new AppError('VALIDATION_FAILED', 'email');
    fields.email = parsed.identifier.email;
  }
  if (input.phoneNumber?.trim()) {
    const parsed = parseAccountIdentifier({ phoneCode: input.phoneCode, phoneNumber: input.phoneNumber });
    if (!parsed.ok || parsed.identifier.kind !== 'phone') throw new AppError('VALIDATION_FAILED', parsed.ok ? 'phoneNumber' : parsed.field);
    fields.phoneCode = parsed.identifier.phoneCode;
    fields.phoneNumber = parsed.identifier.phoneNumber;
  }
  if (required && !fields.email && !fields.phoneNumber) throw new AppError('VALIDATION_FAILED', 'email');
  return fields;
}

export function identifierOf(input: AccountIdentifier): Identifier {
  const parsed = parseAccountIdentifier(input);
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', parsed.field);
  return parsed.identifier;
}

export function realmOf(user: Pick<UserRow, 'realm'>): RealmType {
  return user.realm === 'agent' ? 'agent' : 'user';
}

/** Spec §3 User as the web reads it. */
export function accountUser(row: UserRow): AccountUser {
  const code = isUserCode(row.userCode) ? row.userCode : 'CUS';
  const { role, roleId } = roleFromUserCode(code);
  return {
    userId: row.userId,
    mainAgentId: row.mainAgentId,
    ...(isAgent(code) ? { agentId: row.userId } : {}),
    userType: realmOf(row),
    info: {
      userCode: code,
      email: row.email,
      phoneCode: row.phoneCode,
      phoneNumber: row.phoneNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      notificationChannel: row.notificationChannel === 'sms' ? 'sms' : 'email',
      language: row.language === 'mm' ? 'mm' : 'en',
      roleId,
      role: roleLabel(role),
      emailVerified: row.emailVerifiedAt !== null,
    },
  };
}

/** The account's name, as its e-mails greet it; null when it has none yet. */
function nameOf(row: Pick<UserRow, 'firstName' | 'lastName'>): string | null {
  return [row.firstName, row.lastName].map((part) => (part ?? '').trim()).filter(Boolean).join(' ') || null;
}

function languageOf(row: Pick<UserRow, 'language'>): MessageLanguage {
  return row.language === 'mm' ? 'mm' : 'en';
}

const newUserId = () => `U${randomBytes(6).toString('hex').toUpperCase()}`;

/** A guest's own record: no password, never activated, on the user realm. Any other row is an account. */
function isGuestRecord(row: Pick<UserRow, 'passwordHash' | 'status' | 'realm'>): boolean {
  return row.passwordHash === null && row.status === 'pending' && row.realm === 'user';
}

export function createIdentityService(options: IdentityServiceOptions) {
  const { users, codes, tokens, mail } = options;
  const now = options.now ?? (() => new Date());

  // The codes' making, hashing and tries are shared with track booking's cancellation (one-time-codes.ts).
  const oneTimeCodes = createOneTimeCodes({ codes, mail, codeSecret: options.codeSecret, now });

  /**
   * What guest registration answers for an address that belongs to an account: an id shaped like
   * `newUserId`'s, derived from the address with the server's secret, so it is the same on every call
   * (as a guest record's id is) yet cannot be computed outside, and no record has it.
   */
  const guestStandInId = (identifier: Identifier) =>
    `U${createHmac('sha256', options.codeSecret).update(`guest-stand-in\n${identifierTarget(identifier)}`).digest('hex').slice(0, 12).toUpperCase()}`;

  /** A new code for `purpose`, sent to the identifier; answers where it went, masked. */
  async function sendCode(purpose: OtpPurposeName, identifier: Identifier, userId: string | null, language: MessageLanguage, name: string | null): Promise<string> {
    const target = identifierTarget(identifier);
    await oneTimeCodes.send({ purpose, target, userId }, { target, channel: identifier.kind === 'email' ? 'email' : 'sms', language, name });
    return identifier.kind === 'email' ? maskEmail(identifier.email) : maskPhone(identifier.phoneCode, identifier.phoneNumber);
  }

  /** Tries a code; a wrong, spent or expired one is OTP_INVALID, a sixth try OTP_TOO_MANY_TRIES. Answers the user it was sent for. */
  function useCode(purpose: OtpPurposeName, identifier: Identifier, typed: string, consume: boolean): Promise<string | null> {
    return oneTimeCodes.use(purpose, identifierTarget(identifier), typed, consume);
  }

  /**
   * The password grant. Unknown account, wrong password, no password, or an account of the other realm
   * all answer INVALID_CREDENTIALS alike; only with the right password does the caller learn that the
   * account is pending or deactivated (ACCOUNT_NOT_ACTIVE), or is a sub-agent its agent deactivated or
   * whose agent is suspended (ACCOUNT_PAUSED: no activation code opens it, its agent or we do).
   */
  async function signIn(realm: RealmType, username: string, password: string): Promise<{ tokens: TokenResponse; user: UserRow }> {
    if (!username.trim()) throw new AppError('VALIDATION_FAILED', 'username');
    if (!password) throw new AppError('VALIDATION_FAILED', 'password');
    const parsed = parseSignInIdentifier(username);
    if (!parsed.ok) throw new AppError('VALIDATION_FAILED', 'username');
    const user = await users.findByIdentifier(parsed.identifier);
    const usable = user && user.status !== 'deleted' && user.realm === realm;
    const matches = await checkPassword(usable ? user.passwordHash : null, password);
    if (!usable || !matches) throw new AppError('INVALID_CREDENTIALS');
    if (user.status === 'deactivated' && user.userCode === 'SGT') throw new AppError('ACCOUNT_PAUSED');
    // A sub-agent of a suspended agent is paused with its office: the agent's reactivation opens it again.
    if (user.userCode === 'SGT' && user.mainAgentId && (await users.findById(user.mainAgentId))?.status !== 'active') throw new AppError('ACCOUNT_PAUSED');
    if (user.status !== 'active') throw new AppError('ACCOUNT_NOT_ACTIVE');
    return { tokens: { code: 200, ...(await tokens.startSession(user.userId, realm)) }, user };
  }

  async function signedInUser(session: SessionUser): Promise<UserRow> {
    const row = await users.findById(session.userId);
    if (!row || row.status !== 'active') throw new AppError('SESSION_EXPIRED');
    return row;
  }

  return {
    signIn,
    /** The JWKS as plain JSON objects (each key's fields: kty, crv, x, y, kid, alg, use). */
    async jwks(): Promise<{ keys: Array<Record<string, unknown>> }> {
      const { keys } = await tokens.jwks();
      return { keys: keys.map((key) => ({ ...key })) };
    },

    async refresh(realm: RealmType, refreshToken: string): Promise<TokenResponse> {
      const next = await tokens.refresh(refreshToken, realm);
      if (!next) throw new AppError('SESSION_EXPIRED');
      return { code: 200, ...next };
    },

    /** Ends the session of a refresh token, or of the access token header; unknown ones end nothing but answer the same. */
    async logout(refreshToken: string | undefined, accessHeader: string | undefined): Promise<OkResponse> {
      if (refreshToken) {
        await tokens.signOutByRefreshToken(refreshToken);
      } else if (accessHeader) {
        const session = await tokens.verify(accessHeader);
        if (session) await tokens.signOut(session.sessionId);
      } else {
        throw new AppError('VALIDATION_FAILED', 'refresh_token');
      }
      return { code: 200, message: 'Signed out.' };
    },

    async login(realm: RealmType, username: string, password: string): Promise<LoginResponse> {
      const { tokens: set, user } = await signIn(realm, username, password);
      return { ...set, user: accountUser(user) };
    },

    async getUser(session: SessionUser): Promise<AccountUser> {
      return accountUser(await signedInUser(session));
    },

    /** Whether an account exists and where it signs in: never who it is. */
    async checkUser(input: AccountIdentifier): Promise<CheckUserResponse> {
      const user = await users.findByIdentifier(identifierOf(input));
      if (!user || user.status === 'deleted') return { code: 200, exists: false, userType: null, activated: false };
      return { code: 200, exists: true, userType: realmOf(user), activated: user.status !== 'pending' };
    },

    /**
     * A guest leaves their details: the existing guest record for that email/phone, or a new
     * passwordless pending one. When the address belongs to an account (a member or agent, or a
     * sign-up with a password), the answer looks the same but never carries that account's id: it is
     * a stand-in, stable per address (`guestStandInId`), that names no record. Nothing is changed then.
     */
    async guestRegister(input: GuestRegisterRequest): Promise<{ code: 200; userId: string }> {
      const firstName = assertName(input.firstName, 'firstName');
      const lastName = assertName(input.lastName, 'lastName');
      const contact = contactFields(input, true);
      const primary = identifierOf(input);
      const answer = (row: UserRow) => ({ code: 200 as const, userId: isGuestRecord(row) ? row.userId : guestStandInId(primary) });
      const existing = await users.findByIdentifier(primary);
      if (existing) return answer(existing);
      const base = {
        userId: newUserId(),
        userCode: 'CUS',
        realm: 'user',
        firstName,
        lastName,
        passwordHash: null,
        status: 'pending',
        language: input.language ?? 'en',
        mainAgentId: null,
        notificationChannel: contact.email ? 'email' : 'sms',
        emailVerifiedAt: null,
      } as const;
      try {
        return { code: 200, userId: (await users.insert({ ...base, ...contact })).userId };
      } catch (error) {
        if (!(error instanceof IdentifierTaken)) throw error;
        // The other of email/phone belongs to another record (or one was created meanwhile): keep only the one that names this guest.
        const again = await users.findByIdentifier(primary);
        if (again) return answer(again);
        const only: ContactFields =
          primary.kind === 'email'
            ? { email: primary.email, phoneCode: null, phoneNumber: null }
            : { email: null, phoneCode: primary.phoneCode, phoneNumber: primary.phoneNumber };
        return { code: 200, userId: (await users.insert({ ...base, ...only, notificationChannel: only.email ? 'email' : 'sms' })).userId };
      }
    },

    /**
     * Sign-up: a pending member with an argon2id password and a 6-digit activation code sent to the
     * email (or, without one, to the phone). A guest record or an unactivated registration for the same
     * address becomes this account; an activated one is ACCOUNT_EXISTS.
     */
    async register(input: RegisterRequest): Promise<RegisterResponse> {
      const firstName = assertName(input.firstName, 'firstName');
      const lastName = assertName(input.lastName, 'lastName');
      const contact = contactFields(input, true);
      assertPasswordAllowed(input.password, 'password', [contact.email, firstName, lastName, `${firstName}${lastName}`, contact.phoneNumber]);
      const byEmail = contact.email ? await users.findByIdentifier({ kind: 'email', email: contact.email }) : undefined;
      const byPhone = contact.phoneNumber ? await users.findByIdentifier({ kind: 'phone', phoneCode: contact.phoneCode!, phoneNumber: contact.phoneNumber }) : undefined;
      for (const found of [byEmail, byPhone]) if (found && found.status !== 'pending') throw new AppError('ACCOUNT_EXISTS', found === byEmail ? 'email' : 'phoneNumber');
      if (byEmail && byPhone && byEmail.userId !== byPhone.userId) throw new AppError('ACCOUNT_EXISTS', 'phoneNumber');
      const pending = byEmail ?? byPhone;
      const passwordHash = await hashPassword(input.password);
      const language = input.language ?? 'en';
      let user: UserRow | undefined;
      try {
        user = pending
          ? await users.completePending(pending.userId, { firstName, lastName, passwordHash, language, ...contact }, now())
          : await users.insert({
              userId: newUserId(),
              userCode: 'CUS',
              realm: 'user',
              ...contact,
              firstName,
              lastName,
              passwordHash,
              status: 'pending',
              language,
              mainAgentId: null,
              notificationChannel: contact.email ? 'email' : 'sms',
              emailVerifiedAt: null,
            });
      } catch (error) {
        if (error instanceof IdentifierTaken) throw new AppError('ACCOUNT_EXISTS', 'email');
        throw error;
      }
      if (!user) throw new AppError('ACCOUNT_EXISTS', 'email');
      const identifier: Identifier = contact.email
        ? { kind: 'email', email: contact.email }
        : { kind: 'phone', phoneCode: contact.phoneCode!, phoneNumber: contact.phoneNumber! };
      const sentTo = await sendCode('activation', identifier, user.userId, languageOf(user), nameOf(user));
      return { code: 200, userId: user.userId, message: 'We sent you a code to activate your account.', channel: identifier.kind === 'email' ? 'email' : 'sms', sentTo };
    },

    /** The activation code: the account becomes active (its email verified when the code went there) and is signed in. */
    async activate(input: ActivateRequest): Promise<LoginResponse> {
      const identifier = identifierOf(input);
      const user = await users.findByIdentifier(identifier);
      const userId = await useCode('activation', identifier, input.otp, true);
      if (!user || user.userId !== userId || user.status !== 'pending' || !user.passwordHash) throw new AppError('OTP_INVALID', 'otp');
      const active = await users.activate(user.userId, identifier.kind === 'email', now());
      if (!active) throw new AppError('OTP_INVALID', 'otp');
      const set = await tokens.startSession(active.userId, realmOf(active));
      return { code: 200, ...set, user: accountUser(active) };
    },

    /**
     * A new code for activation or a password reset. The answer is the same whether or not there is an
     * account to send it to, so the call cannot be used to find accounts.
     */
    async resendOtp(realm: RealmType, input: AccountIdentifier & { purpose: 'activation' | 'reset_password' }): Promise<OkResponse> {
      const identifier = identifierOf(input);
      const user = await users.findByIdentifier(identifier);
      if (user && user.realm === realm && user.passwordHash) {
        if (input.purpose === 'activation' && user.status === 'pending') await sendCode('activation', identifier, user.userId, languageOf(user), nameOf(user));
        if (input.purpose === 'reset_password' && user.status === 'active') await sendCode('reset_password', identifier, user.userId, languageOf(user), nameOf(user));
      }
      return { code: 200, message: 'If an account matches, we sent it a new code.' };
    },

    /** Checks a code without using it up; the step it is for (activate, changePassword) uses it. */
    async verifyOtp(realm: RealmType, input: AccountIdentifier & { purpose: 'activation' | 'reset_password'; otp: string }): Promise<{ code: 200; verified: true }> {
      const identifier = identifierOf(input);
      const user = await users.findByIdentifier(identifier);
      const userId = await useCode(input.purpose, identifier, input.otp, false);
      if (!user || user.userId !== userId || user.realm !== realm) throw new AppError('OTP_INVALID', 'otp');
      return { code: 200, verified: true };
    },

    async forgotPassword(realm: RealmType, input: AccountIdentifier): Promise<OkResponse> {
      const identifier = identifierOf(input);
      const user = await users.findByIdentifier(identifier);
      if (user && user.realm === realm && user.status === 'active' && user.passwordHash) {
        await sendCode('reset_password', identifier, user.userId, languageOf(user), nameOf(user));
      }
      return { code: 200, message: 'If an account matches, we sent it a code to set a new password.' };
    },

    /** A new password with the reset code: every session of the account ends, wherever it was signed in. */
    async resetPassword(realm: RealmType, input: ResetPasswordRequest): Promise<OkResponse> {
      const identifier = identifierOf(input);
      const user = await users.findByIdentifier(identifier);
      assertPasswordAllowed(input.newPassword, 'newPassword', [user?.email, user?.firstName, user?.lastName, user?.phoneNumber]);
      const userId = await useCode('reset_password', identifier, input.otp, true);
      if (!user || user.userId !== userId || user.realm !== realm || user.status !== 'active') throw new AppError('OTP_INVALID', 'otp');
      await users.setPasswordHash(user.userId, await hashPassword(input.newPassword), now());
      await tokens.revokeAllSessions(user.userId);
      return { code: 200, message: 'Your password has been changed. Please sign in again.' };
    },

    /** Signed in: the current password and a new one; every other session ends, this one stays. */
    async changeOwnPassword(session: SessionUser, input: ChangeOwnPasswordRequest): Promise<OkResponse> {
      const user = await signedInUser(session);
      if (!(await checkPassword(user.passwordHash, input.currentPassword))) throw new AppError('PASSWORD_WRONG', 'currentPassword');
      assertPasswordAllowed(input.newPassword, 'newPassword', [user.email, user.firstName, user.lastName, user.phoneNumber, input.currentPassword]);
      await users.setPasswordHash(user.userId, await hashPassword(input.newPassword), now());
      await tokens.revokeAllSessions(user.userId, session.sessionId);
      return { code: 200, message: 'Your password has been changed.' };
    },

    /**
     * Profile edit. Names, language and notification channel apply at once. A new email or phone is
     * applied only with the code sent to that NEW address: without `otp` the code is sent and the answer
     * says so; with it, the address changes (an email then counts as verified).
     */
    async editProfile(session: SessionUser, input: EditProfileRequest): Promise<EditProfileResponse> {
      const user = await signedInUser(session);
      const patch: ProfilePatch = {};
      if (input.firstName !== undefined) patch.firstName = assertName(input.firstName, 'firstName');
      if (input.lastName !== undefined) patch.lastName = assertName(input.lastName, 'lastName');
      if (input.language) patch.language = input.language;
      const contact = contactFields(input, false);
      const newEmail = contact.email && contact.email !== user.email ? contact.email : null;
      const newPhone = contact.phoneNumber && (contact.phoneNumber !== user.phoneNumber || contact.phoneCode !== user.phoneCode) ? contact : null;
      if (newEmail && newPhone) throw new AppError('VALIDATION_FAILED', 'phoneNumber');
      const channel = input.notificationChannel;
      if (channel) {
        const hasEmail = Boolean(newEmail ?? user.email);
        const hasPhone = Boolean(newPhone ?? user.phoneNumber);
        if ((channel === 'email' && !hasEmail) || (channel === 'sms' && !hasPhone)) throw new AppError('VALIDATION_FAILED', 'notificationChannel');
        patch.notificationChannel = channel;
      }

      let status: EditProfileResponse['status'] = 'updated';
      let sentTo: string | undefined;
      const change: { purpose: OtpPurposeName; identifier: Identifier; field: string } | null = newEmail
        ? { purpose: 'change_email', identifier: { kind: 'email', email: newEmail }, field: 'email' }
        : newPhone
          ? { purpose: 'change_phone', identifier: { kind: 'phone', phoneCode: newPhone.phoneCode!, phoneNumber: newPhone.phoneNumber! }, field: 'phoneNumber' }
          : null;
      if (change) {
        const owner = await users.findByIdentifier(change.identifier);
        if (owner && owner.userId !== user.userId) throw new AppError('ACCOUNT_EXISTS', change.field);
        if (!input.otp) {
          sentTo = await sendCode(change.purpose, change.identifier, user.userId, languageOf({ language: patch.language ?? user.language }), nameOf({ ...user, ...patch }));
          status = 'code_sent';
        } else {
          const codeUser = await useCode(change.purpose, change.identifier, input.otp, true);
          if (codeUser !== user.userId) throw new AppError('OTP_INVALID', 'otp');
          if (change.identifier.kind === 'email') Object.assign(patch, { email: change.identifier.email, emailVerifiedAt: now() });
          else Object.assign(patch, { phoneCode: change.identifier.phoneCode, phoneNumber: change.identifier.phoneNumber });
        }
      }

      let updated = user;
      if (Object.keys(patch).length > 0) {
        try {
          updated = (await users.updateProfile(user.userId, patch, now())) ?? user;
        } catch (error) {
          if (error instanceof IdentifierTaken) throw new AppError('ACCOUNT_EXISTS', change?.field ?? 'email');
          throw error;
        }
      }
      return { code: 200, status, ...(sentTo ? { sentTo } : {}), user: accountUser(updated) };
    },

    /**
     * Deletes the account after the current password again: credentials and personal data erased,
     * saved travellers deleted, every session ended, past orders anonymised (amounts kept).
     */
    async deleteAccount(session: SessionUser, password: string): Promise<OkResponse> {
      const user = await signedInUser(session);
      if (!(await checkPassword(user.passwordHash, password))) throw new AppError('PASSWORD_WRONG', 'password');
      await users.deleteAccount(user.userId, now(), options.forgetTrip);
      return { code: 200, message: 'Your account and personal data have been deleted.' };
    },

  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
