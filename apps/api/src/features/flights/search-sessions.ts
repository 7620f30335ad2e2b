import type { FlightSearchResponse } from '@thwa/domain/contracts/flights';
import type { SearchedRequest } from '@thwa/domain/flights/flight-trip';

export type { SearchedRequest };
import type { FlightsRepository, SessionRow } from './flights.repository.ts';

/**
 * An identical search (same route, dates, travellers, cabin, nationality and language) answers from a
 * recent session instead of asking the sources again, as OTAs cache partner fares: within
 * 5 minutes when every source answered, 1 minute when some did not (so a source that failed is asked
 * again soon). Since a session lives 20 minutes, a reused one always leaves the customer at least
 * 15 minutes to choose and verify; seats and prices are checked again at verification anyway. The
 * flights service holds a reused answer's own-inventory offers to the seats of now (issue 19).
 */
export const SEARCH_REUSE_MINUTES = { complete: 5, partial: 1 } as const;

/** Sessions kept in this node's memory, by size of their answers; older ones are read from PostgreSQL. */
export const SESSION_MEMORY_BYTES = 32 * 1024 * 1024;


export interface Session {
  cacheKey: string;
  requestKey: string;
  request: SearchedRequest;
  /** The answer exactly as sent, so a reused session costs no serialisation. */
  json: string;
  complete: boolean;
  createdAt: number;
  expiresAt: number;
}

/** One string per distinct search; the currency is not part of it (amounts are MMK). */
export function requestKeyOf(request: SearchedRequest): string {
  return [
    request.tripType,
    request.origin,
    request.destination,
    request.departureDate,
    request.returnDate ?? '',
    request.adult,
    request.child,
    request.infant,
    request.class,
    request.nationality,
    request.language,
  ].join('|');
}

function fromRow(row: SessionRow): Session {
  return {
    cacheKey: row.cacheKey,
    requestKey: row.requestKey,
    request: row.request as SearchedRequest,
    json: JSON.stringify(row.response),
    complete: row.complete,
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  };
}

export function reusableUntil(session: Pick<Session, 'createdAt' | 'complete'>): number {
  return session.createdAt + (session.complete ? SEARCH_REUSE_MINUTES.complete : SEARCH_REUSE_MINUTES.partial) * 60_000;
}

/**
 * Search sessions: written to PostgreSQL (any node can verify any session) and kept in memory on the
 * node that made or read them, so that a repeated search is answered without a query.
 */
export function createSessionStore(repository: FlightsRepository, maxBytes = SESSION_MEMORY_BYTES) {
  const byKey = new Map<string, Session>();
  const byRequest = new Map<string, Session>();
  let bytes = 0;

  function forget(session: Session) {
    if (!byKey.delete(session.cacheKey)) return;
    bytes -= session.json.length;
    if (byRequest.get(session.requestKey) === session) byRequest.delete(session.requestKey);
  }

  function remember(session: Session) {
    if (byKey.has(session.cacheKey)) return;
    byKey.set(session.cacheKey, session);
    const current = byRequest.get(session.requestKey);
    if (!current || current.createdAt < session.createdAt) byRequest.set(session.requestKey, session);
    bytes += session.json.length;
    // Maps iterate in insertion order: the first entries are the oldest.
    for (const oldest of byKey.values()) {
      if (bytes <= maxBytes) break;
      forget(oldest);
    }
  }

  return {
    /** A fresh session for the same search in this node's memory (no query): for the moment after a lookup. */
    known(requestKey: string, now: number): Session | undefined {
      const known = byRequest.get(requestKey);
      return known && reusableUntil(known) > now ? known : undefined;
    },

    /** A session for the same search still fresh enough to answer it again. */
    async reusable(requestKey: string, now: number): Promise<Session | undefined> {
      const known = byRequest.get(requestKey);
      if (known && reusableUntil(known) > now) return known;
      const row = await repository.findReusableSession(
        requestKey,
        new Date(now - SEARCH_REUSE_MINUTES.complete * 60_000),
        new Date(now - SEARCH_REUSE_MINUTES.partial * 60_000),
      );
      if (!row) return undefined;
      const session = fromRow(row);
      remember(session);
      return session;
    },

    async save(session: Session, response: FlightSearchResponse): Promise<void> {
      await repository.insertSession({
        cacheKey: session.cacheKey,
        requestKey: session.requestKey,
        request: session.request,
        response,
        complete: session.complete,
        createdAt: new Date(session.createdAt),
        expiresAt: new Date(session.expiresAt),
      });
      remember(session);
    },

    /** The session under this key, expired or not; undefined when there is none. */
    async find(cacheKey: string): Promise<Session | undefined> {
      const known = byKey.get(cacheKey);
      if (known) return known;
      const row = await repository.findSession(cacheKey);
      if (!row) return undefined;
      const session = fromRow(row);
      remember(session);
      return session;
    },

    /** Drops expired sessions from memory. */
    sweep(now: number) {
      for (const session of [...byKey.values()]) if (session.expiresAt <= now) forget(session);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
