import type { AlertType } from '@thwa/domain/alerts';
import { useT } from '../../i18n/use-messages.ts';

export interface SiteAlert {
  id: number;
  type: AlertType;
  title: string;
  info: string;
}

/** Spec §4 alert types, each with its colour (success green, warning amber, error red, updated blue, deleted grey). */
const TYPE_CLASS: Record<AlertType, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-300 bg-red-50 text-red-950',
  updated: 'border-sky-300 bg-sky-50 text-sky-950',
  deleted: 'border-slate-300 bg-slate-100 text-slate-900',
};

/** One announcement: its type named for screen readers (the colour alone says nothing to them), its title and its words. */
export function SiteAlertItem({ alert, lang }: { alert: Omit<SiteAlert, 'id'>; lang?: string | undefined }) {
  const t = useT();
  return (
    <div className={`min-w-0 rounded-lg border px-3 py-2 ${TYPE_CLASS[alert.type]}`} data-alert-type={alert.type}>
      <p className="font-semibold [overflow-wrap:anywhere]">
        <span className="sr-only">{t(`siteAlerts.type.${alert.type}`)}: </span>
        <span lang={lang}>{alert.title}</span>
      </p>
      <p className="text-sm [overflow-wrap:anywhere]" lang={lang}>
        {alert.info}
      </p>
    </div>
  );
}

/**
 * The announcement alerts block of a landing page (spec §2 home content blocks): the alerts employees
 * wrote in the console that are showing now. Nothing at all when there are none.
 */
export function SiteAlerts({ alerts }: { alerts: readonly SiteAlert[] }) {
  const t = useT();
  if (alerts.length === 0) return null;
  return (
    <section aria-label={t('siteAlerts.label')} className="mt-4 grid gap-2" data-testid="site-alerts">
      {alerts.map((alert) => (
        <SiteAlertItem key={alert.id} alert={alert} />
      ))}
    </section>
  );
}
