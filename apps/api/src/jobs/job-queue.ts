import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '@thwa/db/connection';
import type { Transaction } from '@thwa/db/transaction';

/**
 * The jobs the worker runs (design §2: hold expiry, supplier confirmation, notifications), on pg-boss
 * in our own PostgreSQL. A job sent with a transaction is written by that transaction: it exists
 * exactly when the order change that asked for it was committed. That is our outbox (design §6).
 */
export const JOBS = {
  /** Ends an unpaid hold when its payment window closes. */
  orderExpire: 'order-expire',
  /** Every minute: ends any hold whose own job was lost (a safety net, not the main path). */
  holdsSweep: 'holds-sweep',
  /** After payment: confirm with the flight source and issue tickets. */
  flightIssue: 'flight-issue',
  /** Renders the e-ticket (text and PDF) once issued. */
  ticketRender: 'ticket-render',
  /** Gives a paid amount back with its provider (a sale cancelled after payment, or a late payment). */
  paymentRefund: 'payment-refund',
  /** Sends one email (idempotent by its message key). */
  mailSend: 'mail-send',
  /** Every minute: asks providers about payments whose result never arrived (decision 016). */
  paymentsReconcile: 'payments-reconcile',
  /** Every minute, and at each retry's time: the sandbox providers redeliver callbacks that failed. */
  sandboxCallbacks: 'sandbox-callbacks',
  /** Every 10 minutes: deletes expired checkouts, search sessions and old idempotency keys, in batches. */
  housekeeping: 'housekeeping',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

export interface SendOptions {
  startAfter?: Date;
  /** One queued job per key: a second send with the same key is dropped while the first waits. */
  singletonKey?: string;
}

/** How long one run of a job may take before pg-boss counts it failed and retries it elsewhere. */
const EXPIRE_SECONDS: Record<JobName, number> = {
  'order-expire': 60,
  'holds-sweep': 60,
  'flight-issue': 30,
  'ticket-render': 120,
  'payment-refund': 60,
  'mail-send': 60,
  'payments-reconcile': 300,
  'sandbox-callbacks': 300,
  housekeeping: 300,
};

const RETRIES: Record<JobName, { retryLimit: number; retryDelay: number; retryBackoff: boolean }> = {
  'order-expire': { retryLimit: 10, retryDelay: 5, retryBackoff: true },
  'holds-sweep': { retryLimit: 0, retryDelay: 0, retryBackoff: false },
  'flight-issue': { retryLimit: 20, retryDelay: 2, retryBackoff: true },
  'ticket-render': { retryLimit: 10, retryDelay: 5, retryBackoff: true },
  'payment-refund': { retryLimit: 20, retryDelay: 10, retryBackoff: true },
  'mail-send': { retryLimit: 20, retryDelay: 10, retryBackoff: true },
  // Sweeps run again on their schedule, and a callback's retries are kept in its sandbox session.
  'payments-reconcile': { retryLimit: 0, retryDelay: 0, retryBackoff: false },
  'sandbox-callbacks': { retryLimit: 0, retryDelay: 0, retryBackoff: false },
  housekeeping: { retryLimit: 0, retryDelay: 0, retryBackoff: false },
};

/** Queues that also run on a cron schedule (pg-boss keeps one schedule per queue, across nodes). */
const SCHEDULES: Partial<Record<JobName, string>> = {
  'holds-sweep': '* * * * *',
  'payments-reconcile': '* * * * *',
  'sandbox-callbacks': '* * * * *',
  housekeeping: '*/10 * * * *',
};

export interface JobQueue {
  send(name: JobName, data: object, options?: SendOptions & { transaction?: Transaction }): Promise<void>;
  work<T extends object>(name: JobName, handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
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
        for (const name of Object.values(JOBS)) {
          const existing = await boss.getQueue(name);
          if (!existing) await boss.createQueue(name, { name, expireInSeconds: EXPIRE_SECONDS[name], ...RETRIES[name] });
        }
      })().catch((error: unknown) => {
        // The database may be down at start; the next send or work tries again.
        started = undefined;
        throw error;
      });
      return started;
    },

    async send(name, data, { transaction, startAfter, singletonKey } = {}) {
      await this.start();
      await boss.send(name, data, {
        ...(startAfter ? { startAfter } : {}),
        ...(singletonKey ? { singletonKey } : {}),
        expireInSeconds: EXPIRE_SECONDS[name],
        ...RETRIES[name],
        ...(transaction ? { db: { executeSql: transaction.executeSql } } : {}),
      });
    },

    async work(name, handler) {
      await this.start();
      await boss.work(name, { pollingIntervalSeconds: 1, batchSize: 1, includeMetadata: true }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never, { id: job.id, retryCount: job.retryCount });
      });
      const cron = SCHEDULES[name];
      if (cron) await boss.schedule(name, cron);
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
