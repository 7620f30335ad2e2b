import { Form, NavLink, Outlet, useLocation } from 'react-router';
import type { ConsoleActor } from '@thwa/domain/contracts/operations';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { consoleNavFor, consoleText } from './console-nav.ts';

export interface ConsoleLayoutData {
  actor: Pick<ConsoleActor, 'name' | 'email' | 'groups' | 'permissions'>;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 text-sm ${isActive ? 'bg-brand-700 font-semibold text-white' : 'text-brand-800 hover:bg-brand-50'}`;

/**
 * The console's frame around every `/ops` page but the sign-in (decision 032): who is signed in and their
 * groups, the areas their permissions open (console-nav.ts; nothing else is shown), and leaving the
 * console. A phone gets the areas behind a native disclosure (no script needed), a tablet or a desktop a
 * side column. Server-rendered; its code is loaded by the console's pages only.
 */
export function ConsoleLayout({ data }: { data: ConsoleLayoutData }) {
  const t = useT();
  const { settings } = useRootData();
  const { key } = useLocation();
  const entries = consoleNavFor(data.actor.permissions);
  const name = data.actor.name ?? data.actor.email ?? '';
  const groups = data.actor.groups.map((group) => t(`ops.group.${group}`)).join(', ');
  const links = (
    <ul className="grid gap-1">
      <li>
        <NavLink to="/ops" end className={linkClass}>
          {t('ops.nav.home')}
        </NavLink>
      </li>
      {entries.map((entry) => (
        <li key={entry.path}>
          <NavLink to={entry.path} className={linkClass}>
            {consoleText(entry.label, settings.lang, t)}
          </NavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="pt-4">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-800">{t('ops.title')}</p>
          <p className="text-sm text-slate-700">{t('ops.header.signedInAs', { name })}</p>
          <p className="text-sm text-slate-700">{t('ops.header.groups', { groups })}</p>
        </div>
        <Form method="post" action="/ops">
          <button type="submit" name="intent" value="leave" className="button-secondary">
            {t('ops.leave')}
          </button>
        </Form>
      </header>
      <div className="mt-4 md:grid md:grid-cols-[12rem_1fr] md:gap-6">
        {/* Re-keyed on every navigation so the phone's menu closes when a link in it is followed. */}
        <details key={key} className="rounded-lg border border-slate-200 md:hidden">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium">{t('ops.nav.menu')}</summary>
          <nav aria-label={t('ops.nav.menu')} className="border-t border-slate-200 p-2">
            {links}
          </nav>
        </details>
        <nav aria-label={t('ops.nav.label')} className="hidden md:block">
          {links}
        </nav>
        <div className="mt-4 min-w-0 md:mt-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
