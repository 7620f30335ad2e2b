import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_RATE_LIMITS, signInCounters, type RateLimit } from '@thwa/domain/accounts/rate-limits';
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
  /** A limiter of `limit` whose key each call names (one store entry per name and key). */
  function limiter(name: string, limit: RateLimit) {
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMinutes * 60_000,
      keyGenerator: (request) => `thwa:accounts:${name}:${(request as FastifyRequest & { rateKey?: string }).rateKey ?? ''}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply, key: string) => {
      // createRateLimit reads the key from the request: hand it over for this one check.
      const keyed = Object.create(request, { rateKey: { value: key } }) as FastifyRequest;
      const result = await check(keyed);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('TOO_MANY_REQUESTS');
      }
    };
  }

  function counter(name: string, limit: RateLimit, keyOf: KeyOf) {
    const check = limiter(name, limit);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const key = keyOf(request);
      if (key !== undefined) await check(request, reply, key);
    };
  }

  /**
   * Password sign-in: per address, per account from that address, per account (the domain rule's
   * `signInCounters`, in its order; the first one full refuses and the later ones are not counted).
   */
  function signIn() {
    // One limiter per counter the rule names (it names all three when the username names an account).
    const checks = new Map(signInCounters('account', 'address').map((counter) => [counter.name, limiter(counter.name, counter.limit)]));
    return async (request: FastifyRequest, reply: FastifyReply) => {
      for (const counter of signInCounters(signInKey(request), addressKey(request) ?? '')) await checks.get(counter.name)!(request, reply, counter.key);
    };
  }

  function all(...counters: ReturnType<typeof counter>[]) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      for (const count of counters) await count(request, reply);
    };
  }

  const limits = ACCOUNT_RATE_LIMITS;
  return {
    signIn: signIn(),
    otpSend: all(counter('otp-send:id', limits.otpSendPerTarget, identifierKey), counter('otp-send:ip', limits.otpSendPerAddress, addressKey)),
    otpVerify: all(counter('otp-verify:id', limits.otpVerifyPerTarget, identifierKey), counter('otp-verify:ip', limits.otpVerifyPerAddress, addressKey)),
    signUp: all(counter('sign-up:id', limits.signUpPerIdentifier, identifierKey), counter('sign-up:ip', limits.signUpPerAddress, addressKey)),
    /** A signed-in caller changing email or phone (each first call sends a code): counted per account. */
    otpSendPerUser: counter('otp-send:user', limits.otpSendPerTarget, (request) => {
      const body = bodyOf(request);
      return request.user && (body.email || body.phoneNumber) && !body.otp ? request.user.userId : undefined;
    }),
    /**
     * Track booking's cancellation codes (issue 19): asking for one and trying one, per client address,
     * before the booking is looked up; and the codes of one booking, which the route checks once the
     * booking id and e-mail have found it (a stranger's wrong pairs must not spend the guest's budget).
     */
    cancelCodeSend: counter('cancel-code:ip', limits.otpSendPerAddress, addressKey),
    cancelCodeVerify: counter('cancel-verify:ip', limits.otpVerifyPerAddress, addressKey),
    cancelCodesPerBooking: limiter('cancel-code:booking', limits.cancelCodesPerBooking),
    /** The operations console's sign-in codes (issue 20): asking for one and trying one, per signed-in employee. */
    consoleCodeSend: counter('console-code:user', limits.otpSendPerTarget, (request) => request.user?.userId),
    consoleCodeVerify: counter('console-verify:user', limits.otpVerifyPerTarget, (request) => request.user?.userId),
  };
}

export type AccountRateLimits = ReturnType<typeof createAccountRateLimits>;
