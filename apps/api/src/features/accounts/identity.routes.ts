import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@thwa/domain/contracts/common';
import { ERROR_CATALOGUE } from '@thwa/domain/errors';
import {
  ActivateRequest,
  ActivateResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  CheckUserRequest,
  CheckUserResponse,
  DeleteAccountRequest,
  DeleteAccountResponse,
  EditProfileRequest,
  EditProfileResponse,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
  GetUserResponse,
  GuestRegisterRequest,
  GuestRegisterResponse,
  JwksResponse,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  OkResponse,
  RealmParams,
  RegisterRequest,
  RegisterResponse,
  ResendOtpRequest,
  ResendOtpResponse,
  TokenErrorResponse,
  TokenRequest,
  TokenResponse,
  TypeHeader,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '@thwa/domain/contracts/accounts';
import { AppError, errorBody } from '../../plugins/errors.ts';
import type { AuthGuards } from './auth-guards.ts';
import type { AccountRateLimits } from './account-rate-limits.ts';
import type { IdentityService } from './identity.service.ts';

const OIDC = '/auth/realms/:type/protocol/openid-connect';

/** Keycloak's answer to a refused grant: the catalogue error plus `error` and `error_description`. */
function tokenError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError) || error.errorCode === 'TOO_MANY_REQUESTS') throw error;
  const body = errorBody(request, error.errorCode, error.field);
  const status = ERROR_CATALOGUE[error.errorCode].status;
  return reply.status(status).send({ ...body, error: status === 400 ? 'invalid_request' : 'invalid_grant', error_description: body.message });
}

/** The `type` header of login and getUser (spec §7): when sent, it must name the same realm as the path. */
function assertTypeHeader(headerType: string | undefined, pathType: string) {
  if (headerType !== undefined && headerType !== pathType) throw new AppError('VALIDATION_FAILED', 'headers.type');
}

function accessHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['access-token'] ?? request.headers.authorization;
  return typeof header === 'string' ? header : undefined;
}

const Errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };

/**
 * Identity (spec §7 Account, design §7): Keycloak-shaped token, certs and logout endpoints, sign-up
 * with activation codes, one-time codes, password reset and change, the signed-in user, profile edit
 * and account deletion.
 */
export const identityRoutes: FastifyPluginAsyncZod<{ identity: IdentityService; guards: AuthGuards; limits: AccountRateLimits }> = async (
  app,
  { identity, guards, limits },
) => {
  // Keycloak's clients post forms; only these routes read them (the plugin scope keeps it here).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.addHook('onSend', async (_request, reply) => {
    // Tokens and personal data: no cache may keep them.
    reply.header('cache-control', 'no-store');
  });

  app.post(
    `${OIDC}/token`,
    {
      preHandler: async (request, reply) => {
        if ((request.body as { grant_type?: string } | undefined)?.grant_type === 'password') await limits.signIn(request, reply);
      },
      schema: {
        tags: ['accounts'],
        summary: "Keycloak's token endpoint: grant_type password (username = email or phone) or refresh_token; form or JSON",
        params: RealmParams,
        body: TokenRequest,
        response: { 200: TokenResponse, 400: TokenErrorResponse.or(ErrorResponse), 401: TokenErrorResponse, 403: TokenErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      try {
        const body = request.body;
        if (body.grant_type === 'password') return (await identity.signIn(request.params.type, body.username, body.password)).tokens;
        return await identity.refresh(request.params.type, body.refresh_token);
      } catch (error) {
        return tokenError(request, reply, error);
      }
    },
  );

  app.get(
    `${OIDC}/certs`,
    {
      schema: {
        tags: ['accounts'],
        summary: 'The JWKS: public keys that verify access tokens (ES256)',
        params: RealmParams,
        response: { 200: JwksResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return identity.jwks();
    },
  );

  app.post(
    `${OIDC}/logout`,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ends the session of refresh_token, or of the access-token header',
        params: RealmParams,
        body: LogoutRequest.nullish(),
        response: { 200: OkResponse, 400: ErrorResponse },
      },
    },
    async (request) => identity.logout(request.body?.refresh_token, accessHeader(request)),
  );

  app.post(
    '/v4/user/checkUser',
    {
      preHandler: limits.otpVerify,
      schema: {
        tags: ['accounts'],
        summary: 'Does an account exist for this email or phone (and where it signs in); never who it is',
        body: CheckUserRequest,
        response: { 200: CheckUserResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => identity.checkUser(request.body),
  );

  app.post(
    '/v3/guest/register',
    {
      preHandler: limits.signUp,
      schema: {
        tags: ['accounts'],
        summary: 'A guest leaves email/phone and name: the existing or a new passwordless pending record',
        body: GuestRegisterRequest,
        response: { 200: GuestRegisterResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => identity.guestRegister(request.body),
  );

  app.post(
    '/v4/user/register',
    {
      preHandler: limits.signUp,
      schema: {
        tags: ['accounts'],
        summary: 'Sign up as a member: a pending account and a 6-digit activation code to the email (or phone)',
        body: RegisterRequest,
        response: { 200: RegisterResponse, 400: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => identity.register(request.body),
  );

  app.post(
    '/v4/user/activate',
    {
      preHandler: limits.otpVerify,
      schema: {
        tags: ['accounts'],
        summary: 'The activation code: the account becomes active and is signed in',
        body: ActivateRequest,
        response: { 200: ActivateResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => identity.activate(request.body),
  );

  app.post(
    '/v4/:type/resendOTP',
    {
      preHandler: limits.otpSend,
      schema: {
        tags: ['accounts'],
        summary: 'A new activation or reset code; the same answer whether or not the account exists',
        params: RealmParams,
        body: ResendOtpRequest,
        response: { 200: ResendOtpResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => identity.resendOtp(request.params.type, request.body),
  );

  app.post(
    '/v4/:type/verifyOTP',
    {
      preHandler: limits.otpVerify,
      schema: {
        tags: ['accounts'],
        summary: 'Checks a code without using it up; a wrong code counts one of its 5 tries',
        params: RealmParams,
        body: VerifyOtpRequest,
        response: { 200: VerifyOtpResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => identity.verifyOtp(request.params.type, request.body),
  );

  app.post(
    '/v4/:type/forgotPassword',
    {
      preHandler: limits.otpSend,
      schema: {
        tags: ['accounts'],
        summary: 'Sends a reset code; never says whether the account exists',
        params: RealmParams,
        body: ForgotPasswordRequest,
        response: { 200: ForgotPasswordResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => identity.forgotPassword(request.params.type, request.body),
  );

  app.post(
    '/v4/:type/changePassword',
    {
      preHandler: async (request, reply) => {
        // With a reset code it is an OTP check; otherwise the caller must be signed in.
        if ('otp' in (request.body as object)) await limits.otpVerify(request, reply);
        else await guards.requireRealmUser(request);
      },
      schema: {
        tags: ['accounts'],
        summary: 'New password: with a reset code (ends every session) or, signed in, with the current password (ends the others)',
        params: RealmParams,
        body: ChangePasswordRequest,
        response: { 200: ChangePasswordResponse, ...Errors },
      },
    },
    async (request) => {
      const body = request.body;
      if ('otp' in body) return identity.resetPassword(request.params.type, body);
      return identity.changeOwnPassword(request.user!, body);
    },
  );

  app.post(
    '/v4/:type/login',
    {
      preHandler: limits.signIn,
      schema: {
        tags: ['accounts'],
        summary: 'Sign in: the token set and the user (spec §3 User)',
        params: RealmParams,
        headers: TypeHeader,
        body: LoginRequest,
        response: { 200: LoginResponse, ...Errors },
      },
    },
    async (request) => {
      assertTypeHeader(request.headers.type, request.params.type);
      return identity.login(request.params.type, request.body.username, request.body.password);
    },
  );

  app.post(
    '/v4/:type/getUser',
    {
      preHandler: guards.requireRealmUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (spec §3 User)',
        params: RealmParams,
        headers: TypeHeader,
        body: z.object({}).passthrough().nullish(),
        response: { 200: GetUserResponse, ...Errors },
      },
    },
    async (request) => {
      assertTypeHeader(request.headers.type, request.params.type);
      return { code: 200 as const, ...(await identity.getUser(request.user!)) };
    },
  );

  app.post(
    '/v4/:type/edit',
    {
      preHandler: [guards.requireRealmUser, limits.otpSendPerUser],
      schema: {
        tags: ['accounts'],
        summary: 'Edit the profile and notification channel; a new email or phone needs the code sent to it',
        params: RealmParams,
        body: EditProfileRequest,
        response: { 200: EditProfileResponse, ...Errors },
      },
    },
    async (request) => identity.editProfile(request.user!, request.body),
  );

  app.post(
    '/v4/:type/delete',
    {
      preHandler: guards.requireRealmUser,
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account (current password again): personal data erased, sessions ended, past orders anonymised',
        params: RealmParams,
        body: DeleteAccountRequest,
        response: { 200: DeleteAccountResponse, ...Errors },
      },
    },
    async (request) => identity.deleteAccount(request.user!, request.body.password),
  );
};
