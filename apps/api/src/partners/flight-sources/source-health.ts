import type { FlightSourceAlias } from '@thwa/domain/contracts/flights';

export type SourceStatus = 'ok' | 'timeout' | 'error';

export interface SourceHealthEntry {
  status: SourceStatus;
  latencyMs: number;
  checkedAt: Date;
}

/**
 * The last answer of each source, kept in this process's memory: each node reports what it saw
 * itself, which is what an operator looking at one node's sources page wants to know.
 */
export function createSourceHealth() {
  const entries = new Map<FlightSourceAlias, SourceHealthEntry>();
  return {
    record(alias: FlightSourceAlias, status: SourceStatus, latencyMs: number, checkedAt: Date) {
      entries.set(alias, { status, latencyMs: Math.round(latencyMs), checkedAt });
    },
    get(alias: FlightSourceAlias): SourceHealthEntry | undefined {
      return entries.get(alias);
    },
  };
}

export type SourceHealth = ReturnType<typeof createSourceHealth>;
