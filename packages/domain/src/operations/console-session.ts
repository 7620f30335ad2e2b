/**
 * The operations console's own session (issue 20 item 6): an employee signed in on the site opens the
 * console with a one-time code sent to them at every console sign-in, and the console session ends
 * after 30 minutes without a call, or when they leave it. These rules decide; the api stores the
 * sessions (hashed tokens) and asks them on every `/api/ops/*` call.
 */

export const CONSOLE_IDLE_MINUTES = 30;

export interface StoredConsoleSession {
  readonly lastSeenAt: Date;
  readonly endedAt: Date | null;
}

/** 'open' while used within the last 30 minutes; 'idle' after (inclusive), 'ended' once left. */
export function consoleSessionState(session: StoredConsoleSession, now: Date): 'open' | 'idle' | 'ended' {
  if (session.endedAt) return 'ended';
  if (now.getTime() - session.lastSeenAt.getTime() >= CONSOLE_IDLE_MINUTES * 60_000) return 'idle';
  return 'open';
}
