import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '@thwa/db/connection';
import type { Transaction } from '@thwa/db/transaction';
import { JOBS, type JobDefinition, type JobPayload } from './job-definitions.ts';

export interface SendOptions {
  startAfter?: Date;
  /** One queued job per key: a second send with the same key is dropped while the first waits. */
  singletonKey?: string;
}

/**
 * The jobs the worker runs (design §2: hold expiry, fulfilment, notifications), on pg-boss in our own
 * PostgreSQL, each defined once in job-definitions.ts. A job sent with a transaction is written by
 * that transaction: it exists exactly when the order change that asked for it was committed. That is
 * our outbox (design §6).
 */
export interface JobQueue {
  send<Job extends JobDefinition>(job: Job, data: JobPayload<Job>, options?: SendOptions & { transaction?: Transaction }): Promise<void>;
  work<Job extends JobDefinition>(job: Job, handler: (data: JobPayload<Job>, run: { id: string; retryCount: number }) => Promise<void>): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

function retryOf(job: JobDefinition) {
  return { retryLimit: job.retry.limit, retryDelay: job.retry.delaySeconds, retryBackoff: job.retry.backoff };
}

/** Connections the queue's own polling and maintenance may use, apart from the requests' pool. */
const QUEUE_POOL_SIZE = 3;

/**
 * pg-boss on a small pool of its own, its tables in schema `pgboss`: polling and maintenance never
 * wait behind (or starve) the requests' connections. Jobs sent inside a transaction still use that
 * transaction's connection. `maintenanceIntervalSeconds` is short so that a job whose worker died (a
 * killed server) is retried within seconds of its time-out rather than minutes.
 */
export function createJobQueue(db: Database, options: { onError?: (error: Error) => void } = {}): JobQueue {
  const pool = new pg.Pool({ ...db.$client.options, max: QUEUE_POOL_SIZE });
  pool.on('error', (error) => options.onError?.(error));
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
    schema: 'pgboss',
    maintenanceIntervalSeconds: 5,
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error: Error) => options.onError?.(error));
  let started: Promise<void> | undefined;

  return {
    start() {
      started ??= (async () => {
        await boss.start();
        for (const job of Object.values(JOBS)) {
          const existing = await boss.getQueue(job.name);
          if (!existing) await boss.createQueue(job.name, { name: job.name, expireInSeconds: job.expireSeconds, ...retryOf(job) });
        }
      })().catch((error: unknown) => {
        // The database may be down at start; the next send or work tries again.
        started = undefined;
        throw error;
      });
      return started;
    },

    async send(job, data, { transaction, startAfter, singletonKey } = {}) {
      // A payload its definition refuses is a defect of the sender: it throws here, in the sender's
      // transaction, rather than failing later in the worker.
      const payload = job.payload.parse(data) as object;
      await this.start();
      await boss.send(job.name, payload, {
        ...(startAfter ? { startAfter } : {}),
        ...(singletonKey ? { singletonKey } : {}),
        expireInSeconds: job.expireSeconds,
        ...retryOf(job),
        ...(transaction ? { db: { executeSql: transaction.executeSql } } : {}),
      });
    },

    async work(job, handler) {
      await this.start();
      await boss.work(job.name, { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true }, async (runs) => {
        // A payload that no longer parses fails its run, visibly, and is retried as any failure is.
        // A scheduled run carries no data (pg-boss sends null): a sweep's payload is then empty.
        for (const run of runs) await handler(job.payload.parse(run.data ?? {}) as JobPayload<typeof job>, { id: run.id, retryCount: run.retryCount });
      });
      if (job.schedule) await boss.schedule(job.name, job.schedule);
    },

    async stop() {
      if (!started) {
        await pool.end();
        return;
      }
      await started.catch(() => {});
      // Jobs still running after this are abandoned and retried by another worker after their time-out:
      // shutdown must end well inside the host's 10-second grace period.
      await boss.stop({ graceful: true, wait: true, timeout: 4_000 });
      await pool.end();
    },
  };
}
