import { z } from 'zod';
import { ErrorResponse, Language } from './common.ts';

/**
 * Identity and agent contracts (spec §3 User, §6 roles, §7 Account; design §7; issue 5).
 *
 * Sign-in follows Keycloak: `POST /auth/realms/{type}/protocol/openid-connect/token` with the password
 * or refresh_token grant and Keycloak's field names. Every other account call is `POST /v4/...` with a
 * JSON body. Where a call takes "an email or a phone", it takes `email`, or `phoneCode` (default 95)
 * and `phoneNumber`; the service says which field is wrong (400, `field`).
 * One-time codes never appear in an answer: they go to the address or phone (the development mailbox).
 */

const Text = (max: number) => z.string().trim().max(max);
const Password = z.string().max(128).describe('at least 8 characters, not a common password');
const OtpCode = z.string().trim().max(12).describe('the 6-digit code we sent');
const UserId = z.string().min(1).max(20);

export const RealmType = z.enum(['user', 'agent']).describe('user: members; agent: agents and sub-agents');
export type RealmType = z.infer<typeof RealmType>;

export const RealmParams = z.object({ type: RealmType });
export type RealmParams = z.infer<typeof RealmParams>;

/** An email, or a phone number with its country code: how an account is found. */
export const AccountIdentifier = z.object({
  email: Text(254).optional(),
  phoneCode: Text(6).optional().describe('country calling code without +, default 95'),
  phoneNumber: Text(24).optional(),
});
export type AccountIdentifier = z.infer<typeof AccountIdentifier>;

// ---------------------------------------------------------------- token (Keycloak)

export const PasswordGrant = z.object({
  grant_type: z.literal('password'),
  username: Text(254).describe('email, or phone number (+95 9…, 09…; another country as "+66 812345678")'),
  password: Password,
  client_id: Text(40).optional(),
  scope: Text(200).optional(),
});
export const RefreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(200),
  client_id: Text(40).optional(),
  scope: Text(200).optional(),
});
/** application/x-www-form-urlencoded (as Keycloak's clients send) or JSON. */
export const TokenRequest = z.discriminatedUnion('grant_type', [PasswordGrant, RefreshGrant]).meta({ id: 'TokenRequest' });
export type TokenRequest = z.infer<typeof TokenRequest>;

export const TokenResponse = z
  .object({
    code: z.literal(200),
    access_token: z.string().describe('ES256 JWT, sent back as `access-token: Bearer <token>`'),
    expires_in: z.number().int().describe('seconds the access token lives (300)'),
    refresh_token: z.string().describe('opaque, used once: each refresh answers a new one'),
    refresh_expires_in: z.number().int().describe('seconds the refresh token lives (1800)'),
    token_type: z.literal('Bearer'),
    session_state: z.string(),
    scope: z.string(),
  })
  .meta({ id: 'TokenResponse' });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** A refused grant: the catalogue error plus Keycloak's `error` / `error_description`. */
export const TokenErrorResponse = ErrorResponse.extend({
  error: z.enum(['invalid_grant', 'invalid_request']),
  error_description: z.string(),
}).meta({ id: 'TokenErrorResponse' });
export type TokenErrorResponse = z.infer<typeof TokenErrorResponse>;

export const JwksResponse = z
  .object({ keys: z.array(z.record(z.string(), z.unknown())) })
  .meta({ id: 'JwksResponse' });
export type JwksResponse = z.infer<typeof JwksResponse>;

/** Ends a session: by its refresh token, or by the `access-token` header. */
export const LogoutRequest = z
  .object({ refresh_token: z.string().max(200).optional(), client_id: Text(40).optional() })
  .meta({ id: 'LogoutRequest' });
export type LogoutRequest = z.infer<typeof LogoutRequest>;

export const OkResponse = z.object({ code: z.literal(200), message: z.string() }).meta({ id: 'AccountOkResponse' });
export type OkResponse = z.infer<typeof OkResponse>;

// ---------------------------------------------------------------- the user (spec §3)

export const NotificationChannel = z.enum(['email', 'sms']);
export type NotificationChannel = z.infer<typeof NotificationChannel>;

export const AccountInfo = z.object({
  userCode: z.enum(['CUS', 'MER', 'AGT', 'SGT', 'EMP']),
  email: z.string().nullable(),
  phoneCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  notificationChannel: NotificationChannel,
  language: Language,
  roleId: z.number().int().nullable(),
  role: z.string().describe("the role's English label: Member, Agent, Sub Agent …"),
  emailVerified: z.boolean(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

/** Spec §3 User; spec §4 "Login sets userId (agentId if present) and mainAgentId". */
export const AccountUser = z
  .object({
    userId: UserId,
    mainAgentId: UserId.nullable().describe("a sub-agent's agent; null otherwise"),
    agentId: UserId.optional().describe('agents and sub-agents: the id they book under (their own userId)'),
    userType: RealmType,
    info: AccountInfo,
  })
  .meta({ id: 'AccountUser' });
export type AccountUser = z.infer<typeof AccountUser>;

/** The `type` header of /v4/{type}/login and /getUser (spec §7); when sent it must equal the path's type. */
export const TypeHeader = z.object({ type: RealmType.optional() });

export const LoginRequest = z.object({ username: PasswordGrant.shape.username, password: Password }).meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = TokenResponse.extend({ user: AccountUser }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const GetUserResponse = AccountUser.extend({ code: z.literal(200) }).meta({ id: 'GetUserResponse' });
export type GetUserResponse = z.infer<typeof GetUserResponse>;

// ---------------------------------------------------------------- sign-up

export const CheckUserRequest = AccountIdentifier.meta({ id: 'CheckUserRequest' });
export type CheckUserRequest = z.infer<typeof CheckUserRequest>;

/** Whether an account exists and where it signs in; never who it is. */
export const CheckUserResponse = z
  .object({
    code: z.literal(200),
    exists: z.boolean(),
    userType: RealmType.nullable(),
    activated: z.boolean().describe('false: registered but not yet activated with its code'),
  })
  .meta({ id: 'CheckUserResponse' });
export type CheckUserResponse = z.infer<typeof CheckUserResponse>;

const Names = { firstName: Text(100), lastName: Text(100) };

export const GuestRegisterRequest = AccountIdentifier.extend({ ...Names, language: Language.optional() }).meta({ id: 'GuestRegisterRequest' });
export type GuestRegisterRequest = z.infer<typeof GuestRegisterRequest>;

export const GuestRegisterResponse = z.object({ code: z.literal(200), userId: UserId }).meta({ id: 'GuestRegisterResponse' });
export type GuestRegisterResponse = z.infer<typeof GuestRegisterResponse>;

export const RegisterRequest = AccountIdentifier.extend({
  ...Names,
  password: Password,
  language: Language.optional(),
}).meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** Where the code went: `sentTo` is masked ('a***@example.com', '+95 9*******456'). */
export const CodeSentResponse = z
  .object({ code: z.literal(200), message: z.string(), channel: NotificationChannel, sentTo: z.string() })
  .meta({ id: 'CodeSentResponse' });
export type CodeSentResponse = z.infer<typeof CodeSentResponse>;

export const RegisterResponse = CodeSentResponse.extend({ userId: UserId }).meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const ActivateRequest = AccountIdentifier.extend({ otp: OtpCode }).meta({ id: 'ActivateRequest' });
export type ActivateRequest = z.infer<typeof ActivateRequest>;

/** Activated and signed in. */
export const ActivateResponse = LoginResponse.meta({ id: 'ActivateResponse' });
export type ActivateResponse = z.infer<typeof ActivateResponse>;

// ---------------------------------------------------------------- one-time codes

export const OtpPurpose = z.enum(['activation', 'reset_password']).describe('activation: after register; reset_password: after forgotPassword');
export type OtpPurpose = z.infer<typeof OtpPurpose>;

export const ResendOtpRequest = AccountIdentifier.extend({ purpose: OtpPurpose.default('activation') }).meta({ id: 'ResendOtpRequest' });
export type ResendOtpRequest = z.infer<typeof ResendOtpRequest>;

/** The same answer whether or not the account exists. */
export const ResendOtpResponse = OkResponse.meta({ id: 'ResendOtpResponse' });
export type ResendOtpResponse = z.infer<typeof ResendOtpResponse>;

/** Checks a code without using it up (a wrong code counts a try); the next step (changePassword, activate) uses it. */
export const VerifyOtpRequest = AccountIdentifier.extend({ purpose: OtpPurpose.default('activation'), otp: OtpCode }).meta({ id: 'VerifyOtpRequest' });
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequest>;

export const VerifyOtpResponse = z.object({ code: z.literal(200), verified: z.literal(true) }).meta({ id: 'VerifyOtpResponse' });
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;

export const ForgotPasswordRequest = AccountIdentifier.meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

/** Never says whether the account exists. */
export const ForgotPasswordResponse = OkResponse.meta({ id: 'ForgotPasswordResponse' });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

/**
 * /v4/{type}/changePassword takes either a reset code (after forgotPassword; signs out everywhere) or,
 * signed in, the current password (signs out every other session).
 */
export const ResetPasswordRequest = AccountIdentifier.extend({ otp: OtpCode, newPassword: Password });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const ChangeOwnPasswordRequest = z.object({ currentPassword: Password, newPassword: Password });
export type ChangeOwnPasswordRequest = z.infer<typeof ChangeOwnPasswordRequest>;
export const ChangePasswordRequest = z.union([ResetPasswordRequest, ChangeOwnPasswordRequest]).meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ChangePasswordResponse = OkResponse.meta({ id: 'ChangePasswordResponse' });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

// ---------------------------------------------------------------- profile

/**
 * Every field optional; only those sent change. A new email or phone is applied only with `otp`, the
 * code sent to the NEW address by a first call without it (answer `status: 'code_sent'`).
 */
export const EditProfileRequest = z
  .object({
    firstName: Text(100).optional(),
    lastName: Text(100).optional(),
    language: Language.optional(),
    notificationChannel: NotificationChannel.optional(),
    email: Text(254).optional(),
    phoneCode: Text(6).optional(),
    phoneNumber: Text(24).optional(),
    otp: OtpCode.optional(),
  })
  .meta({ id: 'EditProfileRequest' });
export type EditProfileRequest = z.infer<typeof EditProfileRequest>;

export const EditProfileResponse = z
  .object({
    code: z.literal(200),
    status: z.enum(['updated', 'code_sent']),
    sentTo: z.string().optional().describe('code_sent: the masked new address'),
    user: AccountUser,
  })
  .meta({ id: 'EditProfileResponse' });
export type EditProfileResponse = z.infer<typeof EditProfileResponse>;

/** The current password again: deleting is final. */
export const DeleteAccountRequest = z.object({ password: Password }).meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const DeleteAccountResponse = OkResponse.meta({ id: 'DeleteAccountResponse' });
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponse>;

// ---------------------------------------------------------------- agents (spec §6)

export const SubAgentStatus = z.enum(['active', 'deactivated']);
export type SubAgentStatus = z.infer<typeof SubAgentStatus>;

export const SubAgent = z
  .object({
    subAgentId: UserId,
    mainAgentId: UserId,
    userCode: z.literal('SGT'),
    role: z.literal('Sub Agent'),
    email: z.string().nullable(),
    phoneCode: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    status: SubAgentStatus,
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SubAgent' });
export type SubAgent = z.infer<typeof SubAgent>;

export const GetSubAgentRequest = z.object({ subAgentId: UserId.optional().describe('one sub-agent; all when absent') }).meta({ id: 'GetSubAgentRequest' });
export type GetSubAgentRequest = z.infer<typeof GetSubAgentRequest>;

export const GetSubAgentResponse = z.object({ code: z.literal(200), subAgents: z.array(SubAgent) }).meta({ id: 'GetSubAgentResponse' });
export type GetSubAgentResponse = z.infer<typeof GetSubAgentResponse>;

export const AddSubAgentRequest = AccountIdentifier.extend({ ...Names, password: Password }).meta({ id: 'AddSubAgentRequest' });
export type AddSubAgentRequest = z.infer<typeof AddSubAgentRequest>;

export const EditSubAgentRequest = z
  .object({
    subAgentId: UserId,
    firstName: Text(100).optional(),
    lastName: Text(100).optional(),
    email: Text(254).optional(),
    phoneCode: Text(6).optional(),
    phoneNumber: Text(24).optional(),
  })
  .meta({ id: 'EditSubAgentRequest' });
export type EditSubAgentRequest = z.infer<typeof EditSubAgentRequest>;

export const ChangeSubAgentStatusRequest = z.object({ subAgentId: UserId, status: SubAgentStatus }).meta({ id: 'ChangeSubAgentStatusRequest' });
export type ChangeSubAgentStatusRequest = z.infer<typeof ChangeSubAgentStatusRequest>;

/** The agent sets its own sub-agent's new password, by the sign-up rules; the sub-agent's sessions end. */
export const ResetSubAgentPasswordRequest = z.object({ subAgentId: UserId, password: Password }).meta({ id: 'ResetSubAgentPasswordRequest' });
export type ResetSubAgentPasswordRequest = z.infer<typeof ResetSubAgentPasswordRequest>;

export const SubAgentResponse = z.object({ code: z.literal(200), subAgent: SubAgent }).meta({ id: 'SubAgentResponse' });
export type SubAgentResponse = z.infer<typeof SubAgentResponse>;
