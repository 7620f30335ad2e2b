import { JOBS } from '../../../jobs/job-definitions.ts';
import { orderActionsRepository } from './order-actions.repository.ts';
import { notAllowed, runOrderAction, type Employee, type OrderActionsDeps } from './order-action.ts';

/**
 * Runs a stuck fulfilment again now (issue 20): an order in processing gets 'fulfilment.retried' and a
 * fulfilment job of its own, which asks each item's product (orders.service `fulfil`, through the
 * product port) as the worker's retries do. One retry per button shown (`attemptId`): a double click is
 * refused, a later retry from a fresh page runs again.
 */
export function createRetryFulfilment(deps: OrderActionsDeps) {
  return (orderId: string, attemptId: string, employee: Employee) =>
    runOrderAction(deps, 'retry-fulfilment', orderId, employee, async (transaction, order, by) => {
      if (await orderActionsRepository.retryRecorded(transaction, orderId, attemptId)) notAllowed();
      if (!(await deps.orders.recordBy(transaction, order, 'fulfilment.retried', by, { data: { attemptId } }))) notAllowed();
      // Its own key: the worker's own retry of this order may be waiting out a back-off, and this one runs now.
      await deps.jobs.send(JOBS.orderFulfil, { orderId }, { transaction, singletonKey: `${orderId}:retry:${attemptId}` });
      return { data: { attemptId } };
    });
}
