import type { WaitingRefunds } from '@thwa/domain/contracts/operations-refunds';
import type { RefundsDeps } from './refund-step.ts';

/** The refunds waiting for a second employee, oldest first: the approvals list of `/ops/refunds`. */
export function createWaitingRefunds(deps: Pick<RefundsDeps, 'requests'>) {
  return async (limit: number): Promise<WaitingRefunds> => ({ requests: await deps.requests.waiting(limit) });
}
