import { Form, useLocation, useNavigation } from 'react-router';
import { RATE_PAIRS, type RatePair } from '@thwa/domain/operations/business-settings';
import { useT } from '../../../i18n/use-messages.ts';
import { useFocusFirstInvalid } from '../../account/form-fields.tsx';
import { describedBy, FIELD, Field, Notice, PageHead, Section } from '../console-ui.tsx';
import type { RateActionData, RatesPageData, RateView } from './rates.server.ts';

const STATE_CLASS: Record<RateView['state'], string> = {
  current: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-amber-100 text-amber-900',
  past: 'bg-slate-100 text-slate-800',
};

/** `/ops/rates`: the rates in force, the form that publishes a new one from a time, and the history. */
export function ConsoleRatesPage({ data, action }: { data: RatesPageData; action: RateActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction === '/ops/rates';
  const error = (field: RateActionData['field']) => (action && action.field === field ? action.error : undefined);
  useFocusFirstInvalid(action);
  // A new form after each visit or answer: a published rate's values must not stay typed in it.
  const { key } = useLocation();
  return (
    <div className="grid gap-6">
      <PageHead title={data.title} lead={t('ops.rates.lead')} />
      {data.published ? <Notice kind="success">{t('ops.rates.published')}</Notice> : null}
      {data.error ? <Notice kind="error">{data.error}</Notice> : null}

      <Section id="rates-current" title={t('ops.rates.current')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {RATE_PAIRS.map((pair) => {
            const current = data.current[pair];
            return (
              <li key={pair} className="card min-w-0 p-4" data-pair={pair}>
                <h3 className="font-semibold">{t(`ops.rates.pair.${pair}`)}</h3>
                {current ? (
                  <>
                    <p className="mt-1 text-lg" data-testid={`rate-${pair}`}>
                      {t(`ops.rates.one.${pair}`, { rate: current.rate })}
                    </p>
                    <p className="text-sm text-slate-700">
                      <time dateTime={current.effectiveAt}>{t('ops.rates.since', { time: current.effectiveText })}</time>
                    </p>
                  </>
                ) : (
                  <p className="mt-1 text-slate-700">{t('ops.rates.none')}</p>
                )}
              </li>
            );
          })}
        </ul>
      </Section>

      <Form key={key} method="post" action="/ops/rates" className="card grid gap-3 p-4 md:grid-cols-2" aria-labelledby="rates-form">
        <h2 id="rates-form" className="text-xl font-semibold md:col-span-2">
          {t('ops.rates.form.title')}
        </h2>
        {action && action.field === null ? (
          <div className="md:col-span-2">
            <Notice kind="error">{action.error}</Notice>
          </div>
        ) : null}
        <fieldset className="md:col-span-2">
          <legend className="font-medium">{t('ops.rates.form.pair')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {RATE_PAIRS.map((pair: RatePair) => (
              <label key={pair} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="pair" value={pair} defaultChecked={(action?.values.pair ?? 'USD_MMK') === pair} />
                {t(`ops.rates.pair.${pair}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field id="rate-value" label={t('ops.rates.form.rate')} hint={t('ops.rates.form.rateHint')} error={error('rate')}>
          <input id="rate-value" name="rate" inputMode="decimal" autoComplete="off" required maxLength={24} defaultValue={action?.values.rate ?? ''} className={FIELD} {...describedBy('rate-value', true, error('rate'))} />
        </Field>
        <Field id="rate-effective" label={t('ops.rates.form.effectiveAt')} hint={t('ops.rates.form.effectiveAtHint')} error={error('effectiveAt')}>
          <input id="rate-effective" name="effectiveAt" type="datetime-local" defaultValue={action?.values.effectiveAt ?? ''} className={FIELD} {...describedBy('rate-effective', true, error('effectiveAt'))} />
        </Field>
        <div className="md:col-span-2">
          <button type="submit" className="button-primary" disabled={busy}>
            {busy ? t('ops.business.saving') : t('ops.rates.form.submit')}
          </button>
        </div>
      </Form>

      <Section id="rates-history" title={t('ops.rates.history')}>
        {data.history.length === 0 ? (
          <p className="text-slate-700">{t('ops.rates.history.empty')}</p>
        ) : (
          // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
          <div className="relative overflow-x-auto" tabIndex={0} role="group" aria-labelledby="rates-history">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-3">{t('ops.rates.history.pair')}</th>
                  <th scope="col" className="py-2 pr-3">{t('ops.rates.history.rate')}</th>
                  <th scope="col" className="py-2 pr-3">{t('ops.rates.history.from')}</th>
                  <th scope="col" className="py-2 pr-3">{t('ops.rates.history.state')}</th>
                  <th scope="col" className="py-2">{t('ops.rates.history.by')}</th>
                </tr>
              </thead>
              <tbody>
                {data.history.map((row) => (
                  <tr key={row.id} className="border-b border-slate-200" data-rate-id={row.id}>
                    <td className="py-2 pr-3 whitespace-nowrap">{t(`ops.rates.pair.${row.pair}`)}</td>
                    <td className="py-2 pr-3 font-mono">{row.rate}</td>
                    <td className="py-2 pr-3">
                      <time dateTime={row.effectiveAt}>{row.effectiveText}</time>
                    </td>
                    <td className="py-2 pr-3">
                      <span className={`rounded px-2 py-0.5 ${STATE_CLASS[row.state]}`}>{t(`ops.rates.state.${row.state}`)}</span>
                    </td>
                    <td className="py-2 font-mono">{row.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="text-sm text-slate-700">{t('ops.business.yangonTime')}</p>
      </Section>
    </div>
  );
}
