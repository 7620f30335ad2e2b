import { createHash } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { withTransaction, type Transaction } from '@thwa/db/transaction';
import { AppError } from '../../plugins/errors.ts';
import { idempotencyRepository, type StoredAnswer } from './idempotency.repository.ts';
import { inTurn } from './in-turn.ts';

/** Keys are the client's: a UUID or any printable token of reasonable length. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** The header's value, or a 400 when it is missing or malformed. */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw new AppError('IDEMPOTENCY_KEY_REQUIRED', 'headers.idempotency-key');
  return header;
}

function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Runs `work` once per idempotency key (design §6). The key is claimed in the same transaction that
 * does the work and stores its answer, so a retry or a concurrent duplicate gets the first answer;
 * the same key with another body is refused; a failed attempt leaves the key free, as it changed nothing.
 *
 * `prepare`, when given, runs before the transaction and outside it, for what must not hold a pooled
 * connection while it runs: a call to a payment provider, reads the work needs from other tables. A key
 * already answered is answered before `prepare` runs. If a duplicate on another node answers the key
 * while `prepare` runs, the prepared result is dropped unused (a provider session nobody is shown).
 * `work` itself must use only `transaction` (transaction.ts).
 */
export async function once<T, P = undefined>(
  db: Database,
  scope: string,
  key: string,
  body: unknown,
  work: (transaction: Transaction, prepared: P) => Promise<T>,
  prepare?: () => Promise<P>,
): Promise<T> {
  // Duplicates reaching this node wait here, holding no connection, while the first is answered; they
  // then read its stored answer. (Waiting on the key's row lock instead would tie up one pooled
  // connection each, and twenty double-clicks could starve the pool the first request needs.)
  return inTurn([`idempotency:${scope}:${key}`], () => claimAndRun(db, scope, key, body, work, prepare));
}

function answerOf<T>(stored: StoredAnswer, hash: string): T {
  if (stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (stored.responseStatus === null) throw new AppError('REQUEST_IN_PROGRESS');
  return stored.responseBody as T;
}

async function claimAndRun<T, P>(
  db: Database,
  scope: string,
  key: string,
  body: unknown,
  work: (transaction: Transaction, prepared: P) => Promise<T>,
  prepare: (() => Promise<P>) | undefined,
): Promise<T> {
  const hash = requestHash(body);
  let prepared = undefined as P;
  if (prepare) {
    const earlier = await idempotencyRepository.find(db, scope, key);
    if (earlier) return answerOf<T>(earlier, hash);
    prepared = await prepare();
  }
  return withTransaction(db, async (transaction) => {
    const stored = await idempotencyRepository.claim(transaction, scope, key, hash);
    if (stored) return answerOf<T>(stored, hash);
    const answer = await work(transaction, prepared);
    await idempotencyRepository.store(transaction, scope, key, 200, answer);
    return answer;
  });
}
