import { Form, useNavigation } from 'react-router';
import type { EmployeeGroup } from '@thwa/domain/operations/permissions';
import { useT } from '../../../i18n/use-messages.ts';
import { FormAlert } from '../../account/form-fields.tsx';
import { PageHead, Section } from '../console-ui.tsx';
import type { EmployeesActionData, EmployeesPageData } from './employees.server.ts';

function Submit({ intent, id, children }: { intent: 'invite' | 'groups'; id: string; children: string }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (navigation.formData?.get('id') ?? 'new') === id;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="button-primary"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? t('loading.message') : children}
    </button>
  );
}

function GroupChoices({ idBase, groups, checked }: { idBase: string; groups: readonly EmployeeGroup[]; checked: readonly EmployeeGroup[] }) {
  const t = useT();
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="font-medium">{t('ops.employees.groups')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {groups.map((group) => (
          <label key={group} htmlFor={`${idBase}-${group}`} className="inline-flex min-h-11 items-center gap-2">
            <input id={`${idBase}-${group}`} type="checkbox" name="groups" value={group} defaultChecked={checked.includes(group)} className="size-5" />
            {t(`ops.group.${group}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `/ops/employees`: invite an employee into groups; each employee's groups, changed in place. */
export function ConsoleEmployeesPage({ data, action }: { data: EmployeesPageData; action: EmployeesActionData | undefined }) {
  const t = useT();
  const invite = action?.intent === 'invite' ? action : undefined;
  return (
    <div className="grid gap-6">
      <PageHead title={data.title} lead={t('ops.employees.lead')} />
      {data.done ? <FormAlert kind="success">{t(`ops.employees.done.${data.done.intent}`, { id: data.done.id })}</FormAlert> : null}
      {data.error ? <FormAlert kind="error">{data.error}</FormAlert> : null}

      <Section id="invite" title={t('ops.employees.invite')} className="card grid gap-3 p-4">
        <p className="text-sm text-slate-700">{t('ops.employees.inviteHint')}</p>
        {invite ? <FormAlert kind="error">{invite.error}</FormAlert> : null}
        <Form method="post" className="grid gap-3 sm:grid-cols-3">
          {(['email', 'firstName', 'lastName'] as const).map((name) => (
            <div key={name} className="min-w-0">
              <label htmlFor={`invite-${name}`} className="font-medium">
                {t(`ops.employees.${name}`)}
              </label>
              <input
                id={`invite-${name}`}
                name={name}
                type={name === 'email' ? 'email' : 'text'}
                required
                maxLength={name === 'email' ? 254 : 100}
                autoComplete="off"
                defaultValue={invite?.values?.[name] ?? ''}
                className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2"
              />
            </div>
          ))}
          <div className="sm:col-span-3">
            <GroupChoices idBase="invite-group" groups={data.groups} checked={invite?.values?.groups ?? []} />
          </div>
          <div className="sm:col-span-3">
            <Submit intent="invite" id="new">
              {t('ops.employees.send')}
            </Submit>
          </div>
        </Form>
      </Section>

      {data.invitations.length > 0 ? (
        <Section id="invitations" title={t('ops.employees.invitations')} className="grid gap-2">
          <ul className="grid gap-2">
            {data.invitations.map((entry) => (
              <li key={entry.id} className="card min-w-0 p-3 text-sm [overflow-wrap:anywhere]" data-invitation={entry.email}>
                <span className="font-semibold">{entry.name}</span> · {entry.email} · {entry.groups.map((group) => t(`ops.group.${group}`)).join(', ')} ·{' '}
                {entry.expired ? t('ops.employees.expired') : t('ops.employees.expires', { time: entry.expiresText })}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <section aria-labelledby="employees" className="grid gap-3">
        <h2 id="employees" className="text-xl font-semibold">
          {t('ops.employees.list')} <span className="text-base font-normal text-slate-700">({data.employees.length})</span>
        </h2>
        {data.employees.length === 0 ? (
          <p className="text-slate-700">{t('ops.employees.none')}</p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.employees.map((employee) => {
              const failure = action?.intent === 'groups' && action.id === employee.userId ? action : undefined;
              return (
                <li key={employee.userId} className="card grid min-w-0 gap-2 p-4" data-employee-id={employee.userId} aria-labelledby={`employee-${employee.userId}`}>
                  <h3 id={`employee-${employee.userId}`} className="font-semibold [overflow-wrap:anywhere]">
                    {employee.name ?? employee.email}
                    {employee.userId === data.me ? ` (${t('ops.employees.you')})` : ''}
                  </h3>
                  <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{employee.email}</p>
                  {failure ? <FormAlert kind="error">{failure.error}</FormAlert> : null}
                  <Form method="post" className="grid gap-2">
                    <input type="hidden" name="id" value={employee.userId} />
                    <GroupChoices idBase={`groups-${employee.userId}`} groups={data.groups} checked={employee.groups} />
                    <div>
                      <Submit intent="groups" id={employee.userId}>
                        {t('ops.employees.saveGroups')}
                      </Submit>
                    </div>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
