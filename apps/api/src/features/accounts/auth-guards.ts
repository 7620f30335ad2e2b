import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canManageSubAgents } from '@thwa/domain/roles';
import { AppError } from '../../plugins/errors.ts';
import type { SessionUser } from './auth-sessions.repository.ts';
import type { AuthTokens } from './auth-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling: set by the guards below, null for a guest. */
    user: SessionUser | null;
  }
}

/** Spec §6: authenticated calls send `access-token: Bearer <token>`; the standard Authorization header works too. */
function bearerHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['access-token'] ?? request.headers.authorization;
  return typeof header === 'string' ? header : undefined;
}

/**
 * The preHandlers that authorise calls. Every account call names one, so a route cannot forget to:
 * `requireUser` (a signed-in member, agent or sub-agent), `requireRealmUser` (one signed in on the
 * path's realm: the `/v4/:type/…` calls), `requireAgent` (user code AGT only),
 * `optionalUser` (guests welcome; a signed-in caller is recognised, e.g. to own the order it places).
 */
export function createAuthGuards(app: FastifyInstance, tokens: AuthTokens) {
  if (!app.hasRequestDecorator('user')) app.decorateRequest('user', null);

  /**
   * No token: UNAUTHORIZED (sign in). A token that no longer stands for a live session: SESSION_EXPIRED
   * (sign in again). A database that cannot answer the check is neither: its error goes on to the error
   * handler, a 503 SERVICE_UNAVAILABLE, and the web keeps the visitor signed in (issue 10).
   */
  async function identify(header: string | undefined): Promise<SessionUser> {
    if (!header) throw new AppError('UNAUTHORIZED');
    const user = await tokens.verify(header);
    if (!user) throw new AppError('SESSION_EXPIRED');
    return user;
  }

  async function requireUser(request: FastifyRequest): Promise<void> {
    request.user = await identify(bearerHeader(request));
  }

  return {
    requireUser,
    /**
     * A signed-in caller of the realm the path names (`/v4/:type/…`): a token carries its realm (user
     * for members, agent for agents and sub-agents), and one realm's token is no key to the other's
     * calls (decision 028), as with Keycloak, whose realms each sign their own. A valid token of the
     * other realm: FORBIDDEN, so the caller's session is not taken for expired.
     */
    async requireRealmUser(request: FastifyRequest): Promise<void> {
      await requireUser(request);
      const { type } = request.params as { type?: string };
      if (request.user!.realm !== type) throw new AppError('FORBIDDEN');
    },
    async requireAgent(request: FastifyRequest): Promise<void> {
      await requireUser(request);
      if (!canManageSubAgents(request.user!.userCode)) throw new AppError('FORBIDDEN');
    },
    async optionalUser(request: FastifyRequest): Promise<void> {
      const header = bearerHeader(request);
      // A stale token on a guest-capable call is still worth telling: the web asks the user to sign in again.
      if (header) request.user = await identify(header);
    },
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
