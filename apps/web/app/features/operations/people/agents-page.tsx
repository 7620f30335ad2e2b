import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../../i18n/use-messages.ts';
import { FormAlert } from '../../account/form-fields.tsx';
import { PageHead, Section } from '../console-ui.tsx';
import type { AgentIntent, AgentsActionData, AgentsPageData, AgentView, ApplicationView } from './agents.server.ts';

type Failure = AgentsActionData | undefined;

/** One action button of a form; a second click while it is being sent does nothing (the api refuses a second decision anyway). */
function ActionButton({ intent, id, children, secondary = false }: { intent: AgentIntent; id: string; children: string; secondary?: boolean }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData?.get('id') === id;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={secondary ? 'button-secondary' : 'button-primary'}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? t('loading.message') : children}
    </button>
  );
}

/** `/ops/agents`: applications waiting for an answer, then the agents, their standing and terms. */
export function ConsoleAgentsPage({ data, action }: { data: AgentsPageData; action: Failure }) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <PageHead title={data.title} lead={t('ops.agents.lead')} />
      {data.done ? <FormAlert kind="success">{t(`ops.agents.done.${data.done.intent}`, { id: data.done.id })}</FormAlert> : null}
      {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}

      <section aria-labelledby="applications" className="grid gap-3">
        <h2 id="applications" className="text-xl font-semibold">
          {t('ops.agents.applications')} <span className="text-base font-normal text-slate-700">({data.pending.length})</span>
        </h2>
        {data.pending.length === 0 ? (
          <p className="text-slate-700">{t('ops.agents.noApplications')}</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.pending.map((entry) => (
              <ApplicationCard key={entry.id} entry={entry} failure={action && action.id === entry.id ? action : undefined} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="agents" className="grid gap-3">
        <h2 id="agents" className="text-xl font-semibold">
          {t('ops.agents.agents')} <span className="text-base font-normal text-slate-700">({data.agents.length})</span>
        </h2>
        {data.agents.length === 0 ? (
          <p className="text-slate-700">{t('ops.agents.noAgents')}</p>
        ) : (
          <ul className="grid gap-3">
            {data.agents.map((agent) => (
              <AgentCard key={agent.agentId} agent={agent} productTypes={data.productTypes} failure={action && action.id === agent.agentId ? action : undefined} />
            ))}
          </ul>
        )}
      </section>

      {data.decided.length > 0 ? (
        <Section id="decided" title={t('ops.agents.decided')}>
          <ul className="grid gap-2">
            {data.decided.map((entry) => (
              <li key={entry.id} className="card grid min-w-0 gap-1 p-3 text-sm" data-application-id={entry.id}>
                <p className="font-semibold [overflow-wrap:anywhere]">
                  {entry.company} · {t(`ops.agents.status.${entry.status}`)}
                </p>
                <p className="text-slate-700 [overflow-wrap:anywhere]">
                  {entry.email} · {entry.decidedText}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

function ApplicationCard({ entry, failure }: { entry: ApplicationView; failure: Failure }) {
  const t = useT();
  const base = `application-${entry.id}`;
  return (
    <li className="card grid min-w-0 gap-2 p-4" data-application-id={entry.id} aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} className="font-semibold [overflow-wrap:anywhere]">
        {entry.company}
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-700">{t('ops.agents.licence')}</dt>
        <dd className="[overflow-wrap:anywhere]">{entry.licenceNumber}</dd>
        <dt className="text-slate-700">{t('ops.agents.contact')}</dt>
        <dd className="[overflow-wrap:anywhere]">{[entry.contactName, `+${entry.phoneCode} ${entry.phoneNumber}`, entry.email].join(' · ')}</dd>
        <dt className="text-slate-700">{t('ops.agents.applied')}</dt>
        <dd>
          <time dateTime={entry.createdAt}>{entry.createdText}</time>
        </dd>
      </dl>
      {failure ? <FormAlert kind="error">{failure.error}</FormAlert> : null}
      <div className="grid gap-3 border-t border-slate-200 pt-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-end">
        <Form method="post">
          <input type="hidden" name="id" value={entry.id} />
          <ActionButton intent="approve" id={entry.id}>
            {t('ops.agents.approve')}
          </ActionButton>
        </Form>
        <Form method="post" className="grid min-w-0 gap-2">
          <input type="hidden" name="id" value={entry.id} />
          <label htmlFor={`${base}-reason`} className="font-medium">
            {t('ops.agents.reason')}
          </label>
          <textarea id={`${base}-reason`} name="reason" required maxLength={500} rows={2} className="w-full rounded-lg border border-slate-400 px-3 py-2" />
          <ActionButton intent="reject" id={entry.id} secondary>
            {t('ops.agents.reject')}
          </ActionButton>
        </Form>
      </div>
    </li>
  );
}

function AgentCard({ agent, productTypes, failure }: { agent: AgentView; productTypes: readonly number[]; failure: Failure }) {
  const t = useT();
  const base = `agent-${agent.agentId}`;
  return (
    <li className="card grid min-w-0 gap-3 p-4" data-agent-id={agent.agentId} aria-labelledby={`${base}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${base}-title`} className="font-semibold [overflow-wrap:anywhere]">
          {agent.name ?? agent.email ?? agent.agentId}
        </h3>
        <p className={agent.standing === 'active' ? 'rounded bg-green-100 px-2 py-0.5 text-green-900' : 'rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800'}>
          {t(`ops.agents.standing.${agent.standing}`)}
        </p>
      </div>
      <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{[agent.email, agent.phone, agent.agentId].filter(Boolean).join(' · ')}</p>
      <p>
        <Link to={`/ops/agents/${agent.agentId}`} className="text-brand-700 underline" aria-describedby={`${base}-title`}>
          {t('ops.agentStatement.open')}
        </Link>
      </p>
      {failure ? <FormAlert kind="error">{failure.error}</FormAlert> : null}
      <Form method="post">
        <input type="hidden" name="id" value={agent.agentId} />
        {agent.standing === 'active' ? (
          <ActionButton intent="suspend" id={agent.agentId} secondary>
            {t('ops.agents.suspend')}
          </ActionButton>
        ) : (
          <ActionButton intent="reactivate" id={agent.agentId}>
            {t('ops.agents.reactivate')}
          </ActionButton>
        )}
      </Form>
      <Form method="post" className="grid gap-3 border-t border-slate-200 pt-3">
        <input type="hidden" name="id" value={agent.agentId} />
        <fieldset className="grid min-w-0 gap-2">
          <legend className="font-semibold">{t('ops.agents.commission')}</legend>
          <p className="text-sm text-slate-700">{t('ops.agents.commissionHint')}</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {productTypes.map((productType) => (
              <div key={productType} className="min-w-0">
                <label htmlFor={`${base}-percent-${productType}`} className="text-sm font-medium">
                  {t(`ops.agents.product.${productType}` as 'ops.agents.product.1')}
                </label>
                <input
                  id={`${base}-percent-${productType}`}
                  name={`percent-${productType}`}
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={agent.percents[String(productType)] ?? ''}
                  placeholder="0"
                  className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
                />
              </div>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-2 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
          <div className="min-w-0">
            <label htmlFor={`${base}-credit`} className="font-medium">
              {t('ops.agents.creditLimit')}
            </label>
            <input id={`${base}-credit`} name="creditLimit" inputMode="numeric" autoComplete="off" defaultValue={String(agent.creditLimit)} className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2" />
          </div>
          <ActionButton intent="terms" id={agent.agentId}>
            {t('ops.agents.saveTerms')}
          </ActionButton>
        </div>
        <p className="text-sm text-slate-700">{t('ops.agents.creditNow', { amount: agent.creditText })}</p>
      </Form>
    </li>
  );
}
