/** What the audit log page shows, and how its address reads and writes the filters (pure: tested with plain values). */

export interface AuditFilters {
  targetType: string;
  targetId: string;
  actorId: string;
  beforeId: number | null;
}

export interface AuditRow {
  id: number;
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  address: string | null;
  /** The instant, ISO. */
  at: string;
  /** The instant in Yangon time, in the page's language and digits. */
  when: string;
  before: string | null;
  after: string | null;
}

export interface AuditPageData {
  title: string;
  filters: AuditFilters;
  entries: AuditRow[];
  /** The id the 'older' link pages from, or null on the last page. */
  olderThan: number | null;
  error: string | null;
}

/** The limits of the api's query (contracts/operations.ts AuditLogQuery): a longer value could only be refused. */
const LIMITS = { targetType: 20, targetId: 80, actorId: 20 } as const;

function text(params: URLSearchParams, name: keyof typeof LIMITS): string {
  return (params.get(name) ?? '').trim().slice(0, LIMITS[name]);
}

/** The filters of the page's address; anything malformed is left out rather than refused. */
export function auditFiltersFrom(params: URLSearchParams): AuditFilters {
  const before = Number(params.get('beforeId'));
  return {
    targetType: text(params, 'targetType'),
    targetId: text(params, 'targetId'),
    actorId: text(params, 'actorId'),
    beforeId: Number.isSafeInteger(before) && before > 0 ? before : null,
  };
}

/** The filters as a query string (the api's and the page's own): empty ones left out. */
export function auditQuery(filters: Partial<AuditFilters>, limit?: number): string {
  const query = new URLSearchParams();
  if (filters.targetType) query.set('targetType', filters.targetType);
  if (filters.targetId) query.set('targetId', filters.targetId);
  if (filters.actorId) query.set('actorId', filters.actorId);
  if (filters.beforeId) query.set('beforeId', String(filters.beforeId));
  if (limit) query.set('limit', String(limit));
  return query.toString();
}

/** A link to the log with these filters. */
export function auditHref(filters: Partial<AuditFilters>): string {
  const query = auditQuery(filters);
  return query ? `/ops/audit?${query}` : '/ops/audit';
}
