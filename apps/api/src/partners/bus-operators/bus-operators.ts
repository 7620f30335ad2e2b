import { createOwnCoaches } from './own-coaches.ts';
import { createSandboxOperator, type SandboxOperatorProfile } from './sandbox-operator.ts';
import type { BusOperatorLink } from './bus-operator.ts';

/**
 * Operators sold through their own reservation system rather than our inventory: Zwekabin Express,
 * reached in the sandbox through `createSandboxOperator`. Without sandbox partners (production until a
 * real adapter exists) their coaches are not sold: search leaves them out and their maps are not found.
 */
export const OPERATORS_ON_THEIR_OWN_SYSTEMS: readonly string[] = ['ZKB'];

/** Which link reaches an operator's seats; undefined when it is not sold. */
export interface BusOperators {
  linkOf(operatorCode: string): BusOperatorLink | undefined;
}

/** Our own inventory for every operator but those on their own systems, which the sandbox serves when `sandbox` is given. */
export function createBusOperators(sandbox: SandboxOperatorProfile | null, now: () => Date): BusOperators {
  const own = createOwnCoaches();
  const zwekabin = sandbox ? createSandboxOperator({ name: 'zwekabin-sandbox', referencePrefix: 'ZK' }, sandbox, now) : undefined;
  return {
    linkOf: (operatorCode) => (OPERATORS_ON_THEIR_OWN_SYSTEMS.includes(operatorCode) ? zwekabin : own),
  };
}
