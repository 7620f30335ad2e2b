import { Link } from 'react-router';
import type { ConsoleActor } from '@thwa/domain/contracts/operations';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { consoleNavFor, consoleText } from './console-nav.ts';

export interface ConsoleHomeData {
  title: string;
  actor: ConsoleActor;
}

/** `/ops`: who is in the console, their groups, and a card for each area their groups open (and only those). */
export function ConsoleHomePage({ data }: { data: ConsoleHomeData }) {
  const t = useT();
  const { settings } = useRootData();
  const { actor } = data;
  const areas = consoleNavFor(actor.permissions);
  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      <section className="card p-4" aria-labelledby="ops-you">
        <h2 id="ops-you" className="text-lg font-semibold">
          {t('ops.home.you')}
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {actor.name ? (
            <>
              <dt className="font-medium">{t('ops.home.name')}</dt>
              <dd>{actor.name}</dd>
            </>
          ) : null}
          {actor.email ? (
            <>
              <dt className="font-medium">{t('ops.home.email')}</dt>
              <dd className="break-all">{actor.email}</dd>
            </>
          ) : null}
          <dt className="font-medium">{t('ops.home.groups')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-2">
              {actor.groups.map((group) => (
                <li key={group} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                  {t(`ops.group.${group}`)}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
        <p className="mt-3 text-sm text-slate-700">{t('ops.home.idle', { minutes: actor.idleMinutes })}</p>
      </section>
      <section aria-labelledby="ops-areas">
        <h2 id="ops-areas" className="text-lg font-semibold">
          {t('ops.home.areas')}
        </h2>
        {areas.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('ops.home.noAreas')}</p>
        ) : (
          <ul className="mt-2 grid gap-3 sm:grid-cols-2">
            {areas.map((area) => (
              <li key={area.path} className="card p-4">
                <h3 className="font-semibold">
                  <Link to={area.path} className="text-brand-700 underline">
                    {consoleText(area.label, settings.lang, t)}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-700">{consoleText(area.body, settings.lang, t)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
