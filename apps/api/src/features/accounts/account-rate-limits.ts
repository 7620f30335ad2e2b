import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_RATE_LIMITS, type RateLimit } from '@thwa/domain/accounts/rate-limits';
import { identifierTarget, parseAccountIdentifier, parseSignInIdentifier } from '@thwa/domain/accounts/identifier';
import { AppError } from '../../plugins/errors.ts';

type KeyOf = (request: FastifyRequest) => string | undefined;

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The account a sign-in names, normalised so '09 7…' and '+959 7…' share one budget; what cannot be
 * parsed counts under its raw text (it is refused anyway, and still costs a try).
 */
export const signInKey: KeyOf = (request) => {
  const username = text(bodyOf(request).username);
  if (!username) return undefined;
  const parsed = parseSignInIdentifier(username);
  return parsed.ok ? identifierTarget(parsed.identifier) : username.trim().toLowerCase();
};

/** The email or phone an OTP or sign-up call names. */
export const identifierKey: KeyOf = (request) => {
  const body = bodyOf(request);
  const input = { email: text(body.email), phoneCode: text(body.phoneCode), phoneNumber: text(body.phoneNumber) };
  const parsed = parseAccountIdentifier(input);
  if (parsed.ok) return identifierTarget(parsed.identifier);
  const raw = (input.email ?? input.phoneNumber ?? '').trim().toLowerCase();
  return raw || undefined;
};

export const addressKey: KeyOf = (request) => request.ip;

/**
 * The identity rate limits (design §7) as preHandlers. Each limit is a counter of @fastify/rate-limit
 * (in memory, or in Redis when REDIS_URL is set, shared by every node), keyed by its name and what it
 * counts. The global per-address limit of the api still applies: the plugin runs one limiter per
 * request on its own, so these are checked through `createRateLimit` and answer 429 TOO_MANY_REQUESTS.
 */
export function createAccountRateLimits(app: FastifyInstance) {
  function counter(name: string, limit: RateLimit, keyOf: KeyOf) {
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMinutes * 60_000,
      keyGenerator: (request) => `thwa:accounts:${name}:${keyOf(request) ?? ''}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (keyOf(request) === undefined) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('TOO_MANY_REQUESTS');
      }
    };
  }

  function all(...counters: ReturnType<typeof counter>[]) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      for (const count of counters) await count(request, reply);
    };
  }

  const limits = ACCOUNT_RATE_LIMITS;
  return {
    signIn: all(counter('sign-in:id', limits.signInPerIdentifier, signInKey), counter('sign-in:ip', limits.signInPerAddress, addressKey)),
    otpSend: all(counter('otp-send:id', limits.otpSendPerTarget, identifierKey), counter('otp-send:ip', limits.otpSendPerAddress, addressKey)),
    otpVerify: all(counter('otp-verify:id', limits.otpVerifyPerTarget, identifierKey), counter('otp-verify:ip', limits.otpVerifyPerAddress, addressKey)),
    signUp: all(counter('sign-up:id', limits.signUpPerIdentifier, identifierKey), counter('sign-up:ip', limits.signUpPerAddress, addressKey)),
    /** A signed-in caller changing email or phone (each first call sends a code): counted per account. */
    otpSendPerUser: counter('otp-send:user', limits.otpSendPerTarget, (request) => {
      const body = bodyOf(request);
      return request.user && (body.email || body.phoneNumber) && !body.otp ? request.user.userId : undefined;
    }),
  };
}

export type AccountRateLimits = ReturnType<typeof createAccountRateLimits>;
