import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import { TravellerFields } from '../checkout/traveller-fields.tsx';
import { useFormRules } from '../checkout/rules-loader.ts';
import type { TravelerInfoActionData, TravelerInfoData } from './travelers-data.ts';

/**
 * `/traveler-info`: add or edit a saved traveller with the checkout's own traveller fields (spec §3
 * traveller form fields), so a saved traveller fills a checkout slot without surprises.
 */
export function TravelerInfoPage({ data, actionData }: { data: TravelerInfoData; actionData: TravelerInfoActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const rules = useFormRules();
  const submitting = navigation.state === 'submitting';
  const document = actionData?.document ?? data.document;
  const values = actionData?.values ?? data.slot.values;
  const errorOf = (key: string) => actionData?.fieldMessages[key] ?? null;
  const editQuery = data.mode === 'edit' ? `id=${data.slot.uuid}&` : '';

  return (
    <div className="mx-auto grid max-w-3xl gap-4 pt-6">
      <div>
        <h1 className="text-2xl font-semibold">{data.title}</h1>
        <p className="mt-1 text-slate-700">{t('travelers.form.lead')}</p>
      </div>
      <nav aria-label={t('travelers.form.document')} className="flex flex-wrap gap-2">
        {(['nrc', 'passport'] as const).map((kind) => (
          <Link
            key={kind}
            to={`/traveler-info?${editQuery}document=${kind}`}
            replace
            preventScrollReset
            className={`choice min-h-12 w-auto px-4${document === kind ? ' border-brand-700 font-semibold shadow-[inset_0_0_0_1px_var(--color-brand-700)]' : ''}`}
            aria-current={document === kind ? 'true' : undefined}
          >
            {t(kind === 'nrc' ? 'travelers.form.nrcDocument' : 'travelers.form.passportDocument')}
          </Link>
        ))}
      </nav>
      {actionData?.message ? (
        <p role="alert" className="rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 font-medium text-rose-800">
          {actionData.message}
        </p>
      ) : null}
      <Form method="post" noValidate className="grid gap-4">
        <input type="hidden" name="mode" value={data.mode} />
        <input type="hidden" name="document" value={document} />
        <TravellerFields
          key={`${document}:${actionData ? 'posted' : 'loaded'}`}
          index={0}
          slot={{ ...data.slot, values }}
          values={values}
          document={actionData?.shown ?? data.slot.document}
          trip={data.trip}
          countries={data.countries}
          townships={(actionData?.townships ?? data.townships)[values.divisionCode]}
          nrc={data.nrc}
          errorOf={errorOf}
          rules={rules}
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <button type="submit" className="button-primary justify-center" disabled={submitting} aria-disabled={submitting || undefined}>
            {submitting ? t('travelers.form.saving') : t('travelers.form.save')}
          </button>
          <Link to="/traveler-list" className="button-secondary justify-center">
            {t('travelers.form.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  );
}
