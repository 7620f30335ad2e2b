import { Form, Link } from 'react-router';
import type { MessageKey } from '../../i18n/en.ts';
import { useT } from '../../i18n/use-messages.ts';
import { FormAlert } from '../account/form-fields.tsx';
import { PageHead } from './console-ui.tsx';
import { auditHref, type AuditPageData, type AuditRow } from './console-audit-data.ts';

const FIELDS = [
  { name: 'targetType', label: 'ops.audit.targetType', max: 20 },
  { name: 'targetId', label: 'ops.audit.targetId', max: 80 },
  { name: 'actorId', label: 'ops.audit.actorId', max: 20 },
] as const;

/** `/ops/audit`: every employee action, newest first, in Yangon time; filters by target and employee, and 'older' paging. */
export function ConsoleAuditPage({ data }: { data: AuditPageData }) {
  const t = useT();
  const { filters } = data;
  const filtered = Boolean(filters.targetType || filters.targetId || filters.actorId);
  // An action the catalogue names is worded; a newer one shows as its code (the code is always shown too).
  const actionLabel = (action: string) => {
    const key = `ops.audit.action.${action}` as MessageKey;
    const label = t(key);
    return label === key ? null : label;
  };

  return (
    <div className="grid gap-4">
      <PageHead title={data.title} lead={t('ops.audit.lead')} />

      <Form method="get" action="/ops/audit" className="card grid gap-3 p-4 sm:grid-cols-3" aria-labelledby="ops-audit-filters">
        <h2 id="ops-audit-filters" className="font-semibold sm:col-span-3">
          {t('ops.audit.filters')}
        </h2>
        {FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={`audit-${field.name}`} className="font-medium">
              {t(field.label)}
            </label>
            <input
              id={`audit-${field.name}`}
              name={field.name}
              defaultValue={filters[field.name]}
              maxLength={field.max}
              spellCheck={false}
              className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
            />
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <button type="submit" className="button-primary">
            {t('ops.audit.apply')}
          </button>
          {filtered ? (
            <Link to="/ops/audit" className="text-brand-700 underline">
              {t('ops.audit.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}
      {!data.error && data.entries.length === 0 ? <p className="text-slate-700">{t('ops.audit.empty')}</p> : null}
      {data.entries.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200" role="region" aria-labelledby="ops-audit-caption" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <caption id="ops-audit-caption" className="sr-only">
              {data.title}
            </caption>
            <thead className="bg-slate-50">
              <tr>
                {(['when', 'who', 'action', 'target', 'address', 'change'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {t(`ops.audit.col.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} label={actionLabel(entry.action)} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <nav aria-label={t('ops.audit.paging')} className="flex flex-wrap gap-3">
        {filters.beforeId ? (
          <Link to={auditHref({ ...filters, beforeId: null })} className="button-secondary">
            {t('ops.audit.newest')}
          </Link>
        ) : null}
        {data.olderThan ? (
          <Link to={auditHref({ ...filters, beforeId: data.olderThan })} className="button-secondary">
            {t('ops.audit.older')}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}

function AuditEntryRow({ entry, label }: { entry: AuditRow; label: string | null }) {
  const t = useT();
  const target = `${entry.targetType} ${entry.targetId}`;
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="px-3 py-2 whitespace-nowrap">
        <time dateTime={entry.at}>{entry.when}</time>
      </td>
      <td className="px-3 py-2">
        <Link to={auditHref({ actorId: entry.actorId })} className="text-brand-700 underline" aria-label={t('ops.audit.filterActor', { actor: entry.actorId })}>
          {entry.actorId}
        </Link>
      </td>
      <td className="px-3 py-2">
        {label ? <span className="block">{label}</span> : null}
        <code className="text-xs text-slate-600">{entry.action}</code>
      </td>
      <td className="px-3 py-2">
        <Link
          to={auditHref({ targetType: entry.targetType, targetId: entry.targetId })}
          className="text-brand-700 underline"
          aria-label={t('ops.audit.filterTarget', { target })}
        >
          {target}
        </Link>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{entry.address ?? ''}</td>
      <td className="px-3 py-2">
        {entry.before || entry.after ? (
          <details>
            <summary className="cursor-pointer text-brand-700">{t('ops.audit.showChange')}</summary>
            {entry.before ? (
              <>
                <p className="mt-2 font-medium">{t('ops.audit.before')}</p>
                <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">{entry.before}</pre>
              </>
            ) : null}
            {entry.after ? (
              <>
                <p className="mt-2 font-medium">{t('ops.audit.after')}</p>
                <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">{entry.after}</pre>
              </>
            ) : null}
          </details>
        ) : null}
      </td>
    </tr>
  );
}
