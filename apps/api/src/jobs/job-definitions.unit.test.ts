import { describe, expect, it } from 'vitest';
import { JOBS } from './job-definitions.ts';

const definitions = Object.values(JOBS);

describe('job definitions', () => {
  it('give every job its own queue', () => {
    expect(new Set(definitions.map((job) => job.name)).size).toBe(definitions.length);
  });

  it('retry only jobs about one thing; sweeps wait for their schedule instead', () => {
    for (const job of definitions) {
      if (job.schedule) expect(job.retry.limit, job.name).toBe(0);
      else expect(job.retry.limit, job.name).toBeGreaterThan(0);
    }
  });

  it('refuse a payload that is not the job’s, naming the field', () => {
    expect(JOBS.orderFulfil.payload.safeParse({ orderId: 'TW0000000001' }).success).toBe(true);
    const missing = JOBS.orderFulfil.payload.safeParse({ order: 'TW0000000001' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['orderId']);
    expect(JOBS.mailSend.payload.safeParse({ orderId: 'TW0000000001', kind: 'newsletter' }).success).toBe(false);
    expect(JOBS.paymentRefund.payload.safeParse({ orderId: 'TW0000000001', keepStatus: 'refunded' }).success).toBe(false);
  });

  it('take the refund job’s older payloads as they were written', () => {
    expect(JOBS.paymentRefund.payload.parse({ orderId: 'TW0000000001', keepStatus: 'late' })).toEqual({ orderId: 'TW0000000001', keepStatus: 'late' });
    expect(JOBS.paymentRefund.payload.parse({ orderId: 'TW0000000001', keepStatus: 'paid', paymentId: 'P1' })).toEqual({ orderId: 'TW0000000001', keepStatus: 'paid', paymentId: 'P1' });
  });

  it('still work jobs queued under flight-issue, with the payload order-fulfil takes', () => {
    expect(JOBS.flightIssue.name).toBe('flight-issue');
    expect(JOBS.flightIssue.payload.parse({ orderId: 'TW0000000001' })).toEqual(JOBS.orderFulfil.payload.parse({ orderId: 'TW0000000001' }));
  });
});
