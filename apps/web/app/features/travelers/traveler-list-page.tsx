import { Form, Link, useNavigate, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { Modal } from '../../ui/modal.tsx';
import type { TravelerListActionData, TravelerListData } from './travelers-data.ts';

/**
 * `/traveler-list`: the signed-in user's saved travellers, with add, edit and delete. Delete asks
 * first: the Delete link opens the confirmation (`?confirm=<uuid>`), which works without JavaScript too.
 */
export function TravelerListPage({ data, actionData, confirmUuid }: { data: TravelerListData; actionData: TravelerListActionData | undefined; confirmUuid: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const confirming = data.travellers.find((one) => one.uuid === confirmUuid) ?? null;

  return (
    <div className="mx-auto grid max-w-2xl gap-4 pt-6">
      <div>
        <h1 className="text-2xl font-semibold">{data.title}</h1>
        <p className="mt-1 text-slate-700">{t('travelers.lead')}</p>
      </div>
      <p role="status" aria-live="polite" className={data.notice || busy ? 'rounded-xl bg-brand-50 px-4 py-2 text-brand-900' : 'sr-only'}>
        {busy ? t('loading.message') : data.notice ? t(data.notice === 'saved' ? 'travelers.saved' : 'travelers.deleted') : ''}
      </p>
      {actionData?.message || data.failure ? (
        <p role="alert" className="rounded-xl border border-rose-300 bg-rose-50 px-4 py-2 font-medium text-rose-800">
          {actionData?.message ?? data.failure}
        </p>
      ) : null}
      <Link to="/traveler-info" className="button-primary justify-center">
        {t('travelers.add')}
      </Link>
      {data.travellers.length === 0 && !data.failure ? (
        <p className="card text-center text-slate-700">{t('travelers.empty')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={data.title}>
          {data.travellers.map((traveller) => (
            <li key={traveller.uuid} className="card flex flex-wrap items-center justify-between gap-3" data-traveller-card={traveller.uuid}>
              <div className="min-w-0">
                <p className="font-semibold">{traveller.name}</p>
                <p className="text-sm text-slate-700">
                  {t(`travelers.type.${traveller.type}`)} · {t('travelers.born', { date: traveller.dateOfBirth })}
                </p>
                {traveller.document ? <p className="text-sm text-slate-700">{traveller.document}</p> : null}
              </div>
              <div className="flex gap-2">
                <Link to={`/traveler-info?id=${traveller.uuid}`} className="button-secondary" aria-label={`${t('travelers.edit')} ${traveller.name}`}>
                  {t('travelers.edit')}
                </Link>
                <Link to={`/traveler-list?confirm=${traveller.uuid}`} className="button-secondary" aria-label={`${t('travelers.delete')} ${traveller.name}`} preventScrollReset>
                  {t('travelers.delete')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={confirming !== null}
        // Only a confirmation the guest dismissed (Escape, the backdrop) leads back to the list: once a
        // delete went through, the dialog closes because the traveller is gone, and going back to the
        // list then would drop the "deleted" notice the delete led to.
        onClose={() => {
          if (confirming !== null) void navigate('/traveler-list', { replace: true, preventScrollReset: true });
        }}
        closeLabel={t('travelers.confirm.no')}
        title={t('travelers.confirm.title')}
        icon="error"
        actions={
          <>
            <Form method="post" action="/traveler-list">
              <input type="hidden" name="uuid" value={confirming?.uuid ?? ''} />
              <button type="submit" name="intent" value="delete" className="button-primary w-full justify-center" disabled={busy}>
                {t('travelers.confirm.yes')}
              </button>
            </Form>
            <Link to="/traveler-list" replace className="button-secondary justify-center">
              {t('travelers.confirm.no')}
            </Link>
          </>
        }
      >
        {confirming ? t('travelers.confirm.body', { name: confirming.name }) : null}
      </Modal>
    </div>
  );
}
