import { randomBytes } from 'node:crypto';
import type { AgentApplication } from '@thwa/domain/contracts/operations-people';
import { AppError } from '../../../plugins/errors.ts';
import type { PeopleDeps } from './people-deps.ts';

/**
 * An agent applies from the site (issue 20 item 5): the application is stored, pending, for the
 * console's agents page. One pending application per e-mail: a second is AGENT_APPLICATION_OPEN, and
 * the database's partial unique index keeps that true when two arrive at once.
 */
export function createApplyAsAgent(deps: Pick<PeopleDeps, 'people'>) {
  return async (application: AgentApplication): Promise<{ applicationId: string }> => {
    const applicationId = `APL${randomBytes(6).toString('hex').toUpperCase()}`;
    if (!(await deps.people.insertApplication(applicationId, application))) throw new AppError('AGENT_APPLICATION_OPEN', 'email');
    return { applicationId };
  };
}
