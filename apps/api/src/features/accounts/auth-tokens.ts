import { createHash, randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type CryptoKey as JoseKey, type JWK, type JWTPayload } from 'jose';
import type { AuthSessionsRepository, SessionUser } from './auth-sessions.repository.ts';

/** Keycloak's defaults: a short access token, refreshed within a 30-minute idle window. */
export const ACCESS_TOKEN_SECONDS = 300;
export const REFRESH_TOKEN_SECONDS = 1800;
/** However often a session refreshes, it ends this long after sign-in. */
export const SESSION_MAX_SECONDS = 30 * 24 * 3600;

const ALGORITHM = 'ES256';

/** The token answer of `POST /auth/realms/{type}/protocol/openid-connect/token`, with Keycloak's field names. */
export interface TokenSet {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  token_type: 'Bearer';
  session_state: string;
  scope: string;
}

export interface AccessClaims {
  userId: string;
  sessionId: string;
  realm: 'user' | 'agent';
}

/** A signing key could not be looked up (the database did not answer): not the token's fault. */
class KeyLookupFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('signing key lookup failed');
  }
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const opaqueToken = () => randomBytes(32).toString('base64url');

/**
 * Access tokens are ES256 JWTs naming the user (`sub`), the realm and the session (`sid`); their public
 * keys are published as a JWKS. Refresh tokens are opaque, stored hashed, and rotate on every use.
 * A token is only as good as its session: verifying one reads the session, so sign-out, a password
 * change or a deleted account refuse it at once rather than when it expires.
 */
export function createAuthTokens(repository: AuthSessionsRepository, options: { issuer: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  let signing: Promise<{ kid: string; key: JoseKey }> | undefined;
  const verifying = new Map<string, Promise<JoseKey>>();

  async function loadSigningKey() {
    let row = await repository.currentSigningKey();
    if (!row) {
      const pair = await generateKeyPair(ALGORITHM, { extractable: true });
      const kid = randomBytes(8).toString('hex');
      const [privateJwk, publicJwk] = await Promise.all([exportJWK(pair.privateKey), exportJWK(pair.publicKey)]);
      row = await repository.insertFirstSigningKey({
        kid,
        privateJwk: privateJwk as JsonWebKey,
        publicJwk: { ...publicJwk, kid, alg: ALGORITHM, use: 'sig' } as JsonWebKey,
      });
    }
    return { kid: row.kid, key: (await importJWK(row.privateJwk as JWK, ALGORITHM)) as JoseKey };
  }

  function signingKey() {
    signing ??= loadSigningKey();
    signing.catch(() => (signing = undefined));
    return signing;
  }

  async function verifyingKey(kid: string): Promise<JoseKey | undefined> {
    const cached = verifying.get(kid);
    if (cached) return cached;
    const found = (await repository.allPublicKeys()).find((key) => key.kid === kid);
    if (!found) return undefined;
    const imported = importJWK(found.publicJwk as JWK, ALGORITHM) as Promise<JoseKey>;
    verifying.set(kid, imported);
    return imported;
  }

  async function accessToken(claims: AccessClaims): Promise<string> {
    const { kid, key } = await signingKey();
    const issuedAt = Math.floor(now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, azp: claims.realm, typ: 'Bearer' })
      .setProtectedHeader({ alg: ALGORITHM, kid, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(`${options.issuer}/${claims.realm}`)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(key);
  }

  function tokenSet(access: string, refresh: string, sessionId: string): TokenSet {
    return {
      access_token: access,
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: refresh,
      refresh_expires_in: REFRESH_TOKEN_SECONDS,
      token_type: 'Bearer',
      session_state: sessionId,
      scope: 'openid profile email',
    };
  }

  return {
    /** A new session for a user whose credentials were just checked. */
    async startSession(userId: string, realm: 'user' | 'agent'): Promise<TokenSet> {
      const at = now();
      const sessionId = randomBytes(16).toString('hex');
      const refresh = opaqueToken();
      await repository.startSession(
        { sessionId, userId, realm, expiresAt: new Date(at.getTime() + SESSION_MAX_SECONDS * 1000) },
        { tokenHash: sha256(refresh), expiresAt: new Date(at.getTime() + REFRESH_TOKEN_SECONDS * 1000) },
      );
      return tokenSet(await accessToken({ userId, sessionId, realm }), refresh, sessionId);
    },

    /** The refresh_token grant: the old refresh token is spent, a new pair answers. Undefined: refused. */
    async refresh(refreshToken: string, realm: 'user' | 'agent'): Promise<TokenSet | undefined> {
      const at = now();
      const next = opaqueToken();
      const rotated = await repository.rotateRefreshToken(
        sha256(refreshToken),
        { tokenHash: sha256(next), expiresAt: new Date(at.getTime() + REFRESH_TOKEN_SECONDS * 1000) },
        at,
        realm,
      );
      if (rotated.outcome !== 'rotated') return undefined;
      return tokenSet(await accessToken({ userId: rotated.userId, sessionId: rotated.sessionId, realm }), next, rotated.sessionId);
    },

    /**
     * The user an `access-token` header value stands for, or undefined when the token is missing,
     * malformed, forged, expired, or its session or account has ended. A database that cannot answer
     * (busy, unreachable, timed out) is not an ended session: that error is thrown, and the caller
     * answers 503, so a busy moment never signs anyone out (issue 10).
     */
    async verify(header: string | undefined): Promise<SessionUser | undefined> {
      const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
      if (!token) return undefined;
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, async (protectedHeader) => {
          // Looking the key up may fail on the database: carried out of jose unchanged, and rethrown below.
          const key = protectedHeader.kid ? await verifyingKey(protectedHeader.kid).catch((error: unknown) => Promise.reject(new KeyLookupFailed(error))) : undefined;
          if (!key) throw new Error('unknown signing key');
          return key;
        }, { algorithms: [ALGORITHM], currentDate: now() }));
      } catch (error) {
        if (error instanceof KeyLookupFailed) throw error.cause;
        // Anything else is the token's fault: malformed, forged, expired, or signed by a key we do not know.
        return undefined;
      }
      if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return undefined;
      const user = await repository.sessionUser(payload.sid, now());
      return user && user.userId === payload.sub ? user : undefined;
    },

    /** The published JWKS: every signing key's public half (old ones stay until their tokens are gone). */
    async jwks(): Promise<{ keys: JsonWebKey[] }> {
      await signingKey();
      return { keys: (await repository.allPublicKeys()).map((key) => key.publicJwk) };
    },

    /** Keycloak's logout with a refresh token: ends its session. False when the token is unknown or spent. */
    async signOutByRefreshToken(refreshToken: string): Promise<boolean> {
      const sessionId = await repository.sessionOfRefreshToken(sha256(refreshToken));
      if (!sessionId) return false;
      await repository.revokeSession(sessionId, now());
      return true;
    },
    signOut: (sessionId: string) => repository.revokeSession(sessionId, now()),
    revokeAllSessions: (userId: string, except?: string) => repository.revokeAllSessions(userId, now(), except),
  };
}

export type AuthTokens = ReturnType<typeof createAuthTokens>;
