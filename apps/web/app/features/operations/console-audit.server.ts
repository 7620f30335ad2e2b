import { data, type RouterContextProvider } from 'react-router';
import type { AuditEntry } from '@thwa/domain/contracts/operations';
import { formatYangonDateTime } from '@thwa/domain/date-format';
import { requireConsoleActor } from './console-session.server.ts';
import { auditFiltersFrom, auditQuery, type AuditPageData } from './console-audit-data.ts';

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** Entries a page: the api's default. A full page means there may be older ones. */
export const AUDIT_PAGE_SIZE = 50;

/** `/ops/audit` (permission audit.view): the audit log, newest first, narrowed to a target or an actor, paged by 'older'. */
export async function loadConsoleAudit(args: Args) {
  const { api, lang, t } = await requireConsoleActor(args, 'audit.view');
  const filters = auditFiltersFrom(new URL(args.request.url).searchParams);
  const answer = await api.get<AuditEntry[]>(`/ops/audit?${auditQuery(filters, AUDIT_PAGE_SIZE)}`);
  const headers = { 'cache-control': 'no-store' };
  if (!answer.ok) return data<AuditPageData>({ title: t('ops.audit.title'), filters, entries: [], olderThan: null, error: answer.message ?? t('ops.audit.failed') }, { status: answer.status, headers });
  const entries = answer.data.map((entry) => ({
    id: entry.id,
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    address: entry.address,
    at: entry.at,
    when: formatYangonDateTime(entry.at, lang),
    before: entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before, null, 2),
    after: entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after, null, 2),
  }));
  const last = entries.at(-1);
  return data<AuditPageData>({ title: t('ops.audit.title'), filters, entries, olderThan: entries.length === AUDIT_PAGE_SIZE && last ? last.id : null, error: null }, { headers });
}
