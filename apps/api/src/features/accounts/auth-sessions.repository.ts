import type { Database } from '@thwa/db/connection';
import { authSessions, authSigningKeys, refreshTokens, users } from '@thwa/db/schema';
import { and, desc, eq, gt, isNull, sql } from '@thwa/db/sql';

/**
 * A sub-agent works under its agent: while the agent is suspended (or gone), the sub-agent's sessions
 * open no call and refresh nothing (issue 20: suspending an agent stops its whole office). Written for
 * queries that join `users` under its own name.
 */
const agentOfSubAgentActive = sql`not exists (select 1 from users as agent where agent.user_id = "users"."main_agent_id" and agent.status <> 'active')`;

/** Who a valid access token belongs to, as the api authorises calls: read fresh on every call. */
export interface SessionUser {
  userId: string;
  userCode: string;
  realm: 'user' | 'agent';
  status: string;
  mainAgentId: string | null;
  sessionId: string;
}

export interface SigningKeyRow {
  kid: string;
  privateJwk: JsonWebKey;
  publicJwk: JsonWebKey;
}

/** Serialises first-key creation across nodes (the same pattern as the encryption keys). */
const FIRST_KEY_LOCK = sql`hashtextextended('thwa:auth_signing_keys:first', 0)`;

export function createAuthSessionsRepository(db: Database) {
  return {
    async currentSigningKey(): Promise<SigningKeyRow | undefined> {
      const [row] = await db.select().from(authSigningKeys).orderBy(desc(authSigningKeys.createdAt), desc(authSigningKeys.kid)).limit(1);
      return row && { kid: row.kid, privateJwk: row.privateJwk as JsonWebKey, publicJwk: row.publicJwk as JsonWebKey };
    },

    async allPublicKeys(): Promise<Array<{ kid: string; publicJwk: JsonWebKey }>> {
      const rows = await db.select({ kid: authSigningKeys.kid, publicJwk: authSigningKeys.publicJwk }).from(authSigningKeys);
      return rows.map((row) => ({ kid: row.kid, publicJwk: row.publicJwk as JsonWebKey }));
    },

    /** Inserts `key` unless another node made the first key meanwhile; answers whichever key is current. */
    async insertFirstSigningKey(key: SigningKeyRow): Promise<SigningKeyRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_KEY_LOCK})`);
        const [existing] = await tx.select().from(authSigningKeys).orderBy(desc(authSigningKeys.createdAt)).limit(1);
        if (existing) return { kid: existing.kid, privateJwk: existing.privateJwk as JsonWebKey, publicJwk: existing.publicJwk as JsonWebKey };
        await tx.insert(authSigningKeys).values(key);
        return key;
      });
    },

    async startSession(session: { sessionId: string; userId: string; realm: string; expiresAt: Date }, refresh: { tokenHash: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx.insert(authSessions).values(session);
        await tx.insert(refreshTokens).values({ ...refresh, sessionId: session.sessionId });
      });
    },

    /** The user behind a live session: not revoked, not past its end, the account neither deleted nor deactivated, nor a sub-agent of a suspended agent. */
    async sessionUser(sessionId: string, now: Date): Promise<SessionUser | undefined> {
      const [row] = await db
        .select({
          userId: users.userId,
          userCode: users.userCode,
          realm: users.realm,
          status: users.status,
          mainAgentId: users.mainAgentId,
          sessionId: authSessions.sessionId,
        })
        .from(authSessions)
        .innerJoin(users, eq(users.userId, authSessions.userId))
        .where(and(eq(authSessions.sessionId, sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now), eq(users.status, 'active'), agentOfSubAgentActive))
        .limit(1);
      return row && { ...row, realm: row.realm as SessionUser['realm'] };
    },

    /**
     * Uses a refresh token once: marks it used and stores its successor in one transaction. Answers
     * 'reused' when the token was already used (the session is then revoked: someone holds a copy),
     * 'invalid' when unknown, expired, or its session has ended.
     */
    async rotateRefreshToken(
      tokenHash: string,
      next: { tokenHash: string; expiresAt: Date },
      now: Date,
      /** The realm the refresh is asked on: a session of the other realm is 'invalid', and its token stays unused. */
      realm?: string,
    ): Promise<{ outcome: 'rotated'; sessionId: string; userId: string } | { outcome: 'reused' | 'invalid' }> {
      return db.transaction(async (tx) => {
        const [token] = await tx
          .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash))
          .for('update');
        if (!token) return { outcome: 'invalid' as const };
        if (token.usedAt) {
          await tx.update(authSessions).set({ revokedAt: now }).where(and(eq(authSessions.sessionId, token.sessionId), isNull(authSessions.revokedAt)));
          return { outcome: 'reused' as const };
        }
        const [session] = await tx
          .select({ userId: authSessions.userId })
          .from(authSessions)
          .innerJoin(users, eq(users.userId, authSessions.userId))
          .where(
            and(
              eq(authSessions.sessionId, token.sessionId),
              isNull(authSessions.revokedAt),
              gt(authSessions.expiresAt, now),
              eq(users.status, 'active'),
              agentOfSubAgentActive,
              realm ? eq(authSessions.realm, realm) : undefined,
            ),
          );
        if (!session || token.expiresAt <= now) return { outcome: 'invalid' as const };
        await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, tokenHash));
        await tx.insert(refreshTokens).values({ ...next, sessionId: token.sessionId });
        return { outcome: 'rotated' as const, sessionId: token.sessionId, userId: session.userId };
      });
    },

    /** The session a refresh token belongs to, if that token is still unused (sign-out by refresh token). */
    async sessionOfRefreshToken(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
        .limit(1);
      return row?.sessionId;
    },

    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db.update(authSessions).set({ revokedAt: now }).where(and(eq(authSessions.sessionId, sessionId), isNull(authSessions.revokedAt)));
    },

    /** Ends every session of a user (password change, deletion, deactivation); `except` keeps the caller's own. */
    async revokeAllSessions(userId: string, now: Date, except?: string): Promise<void> {
      const condition = and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt));
      await db
        .update(authSessions)
        .set({ revokedAt: now })
        .where(except ? and(condition, sql`${authSessions.sessionId} <> ${except}`) : condition);
    },
  };
}

export type AuthSessionsRepository = ReturnType<typeof createAuthSessionsRepository>;
