import { createHash } from 'node:crypto';
import type { Database } from '@thwa/db/connection';
import { withTransaction, type Transaction } from '@thwa/db/transaction';
import { AppError } from '../../plugins/errors.ts';
import { idempotencyRepository } from './idempotency.repository.ts';

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
 */
export async function once<T>(db: Database, scope: string, key: string, body: unknown, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  // Duplicates reaching this node wait here, holding no connection, while the first is answered; they
  // then read its stored answer. (Waiting on the key's row lock instead would tie up one pooled
  // connection each, and twenty double-clicks could starve the pool the first request needs.)
  const slot = `${scope}:${key}`;
  const earlier = inflight.get(slot);
  const mine = (earlier ?? Promise.resolve()).catch(() => {}).then(() => claimAndRun(db, scope, key, body, work));
  const tail = mine.catch(() => {});
  inflight.set(slot, tail);
  void tail.then(() => {
    if (inflight.get(slot) === tail) inflight.delete(slot);
  });
  return mine;
}

const inflight = new Map<string, Promise<unknown>>();

async function claimAndRun<T>(db: Database, scope: string, key: string, body: unknown, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const hash = requestHash(body);
  return withTransaction(db, async (transaction) => {
    const stored = await idempotencyRepository.claim(transaction, scope, key, hash);
    if (stored) {
      if (stored.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (stored.responseStatus === null) throw new AppError('REQUEST_IN_PROGRESS');
      return stored.responseBody as T;
    }
    const answer = await work(transaction);
    await idempotencyRepository.store(transaction, scope, key, 200, answer);
    return answer;
  });
}
