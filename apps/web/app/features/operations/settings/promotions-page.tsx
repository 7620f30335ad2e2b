import { Form, Link, useLocation, useNavigation } from 'react-router';
import { PROMOTION_PRODUCT_TYPES } from '@thwa/domain/operations/business-settings';
import type { OpsKey } from '../../../i18n/ops.en.ts';
import { useT } from '../../../i18n/use-messages.ts';
import { useFocusFirstInvalid } from '../../account/form-fields.tsx';
import { describedBy, FIELD, Field, Notice, PageHead, Section } from '../console-ui.tsx';
import type { PromotionActionData, PromotionFormValues, PromotionRowView, PromotionsPageData } from './promotions.server.ts';
import type { PromotionFormField } from './settings-form.ts';

const STATE_CLASS: Record<PromotionRowView['state'], string> = {
  running: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-amber-100 text-amber-900',
  used_up: 'bg-slate-100 text-slate-800',
  expired: 'bg-slate-100 text-slate-800',
  ended: 'bg-red-100 text-red-900',
};

/** `/ops/promotions`: the form (new, or the promotion being edited) and every promotion with its terms and uses. */
export function ConsolePromotionsPage({ data, action }: { data: PromotionsPageData; action: PromotionActionData | undefined }) {
  const t = useT();
  useFocusFirstInvalid(action?.errors);
  const saving = action?.intent === 'save' ? action : undefined;
  // A new form after each visit or answer: a created promotion's values must not stay typed in it.
  const { key } = useLocation();
  return (
    <div className="grid gap-6">
      <PageHead title={data.title} lead={t('ops.promotions.lead')} />
      {data.done ? <Notice kind="success">{t(`ops.promotions.${data.done.kind}`, { code: data.done.code })}</Notice> : null}
      {data.error ? <Notice kind="error">{data.error}</Notice> : null}
      {action?.intent === 'end' && action.error ? <Notice kind="error">{action.error}</Notice> : null}
      <PromotionForm key={key} editing={data.editing} values={saving?.values ?? data.form} action={saving} />
      <Section id="promotions-list" title={t('ops.promotions.list')}>
        {data.promotions.length === 0 && !data.error ? <p className="text-slate-700">{t('ops.promotions.empty')}</p> : null}
        <ul className="grid gap-3 lg:grid-cols-2">
          {data.promotions.map((row) => (
            <PromotionCard key={row.code} row={row} />
          ))}
        </ul>
      </Section>
    </div>
  );
}

function PromotionCard({ row }: { row: PromotionRowView }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'end' && navigation.formData.get('code') === row.code;
  return (
    <li className="card grid min-w-0 gap-2 p-4" data-code={row.code}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-mono font-semibold [overflow-wrap:anywhere]">{row.code}</h3>
        <span className={`rounded px-2 py-0.5 text-sm ${STATE_CLASS[row.state]}`}>{t(`ops.promotions.state.${row.state}`)}</span>
      </div>
      <p>
        {row.valueText}
        {row.capText ? `, ${row.capText}` : ''}
      </p>
      <ul className="grid gap-1 text-sm text-slate-700">
        <li>{row.minimumText}</li>
        <li>{row.windowText}</li>
        <li>{row.usesText}</li>
        {row.perCustomerText ? <li>{row.perCustomerText}</li> : null}
        <li>{row.productsText}</li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Link to={`/ops/promotions?edit=${encodeURIComponent(row.code)}`} className="button-secondary" aria-label={t('ops.promotions.edit', { code: row.code })}>
          {t('ops.promotions.editLink')}
        </Link>
        {row.endable ? (
          <Form method="post" action="/ops/promotions">
            <input type="hidden" name="code" value={row.code} />
            <button type="submit" name="intent" value="end" className="button-secondary" disabled={busy}>
              {t('ops.promotions.end')}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

function PromotionForm({ editing, values, action }: { editing: PromotionsPageData['editing']; values: PromotionFormValues; action: PromotionActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const error = (field: PromotionFormField) => action?.errors[field];
  const input = (field: Exclude<PromotionFormField, 'productTypes' | 'kind'>, label: OpsKey, options: { hint?: OpsKey; type?: string; numeric?: boolean; required?: boolean; maxLength?: number } = {}) => {
    const id = `promotion-${field}`;
    return (
      <Field id={id} label={t(label)} hint={options.hint ? t(options.hint) : undefined} error={error(field)}>
        <input
          id={id}
          name={field}
          type={options.type ?? 'text'}
          inputMode={options.numeric ? 'numeric' : undefined}
          autoComplete="off"
          required={options.required ?? false}
          maxLength={options.maxLength}
          defaultValue={values[field]}
          readOnly={field === 'code' && editing !== null}
          className={`${FIELD} ${field === 'code' && editing ? 'bg-slate-100' : ''}`}
          {...describedBy(id, Boolean(options.hint), error(field))}
        />
      </Field>
    );
  };
  return (
    <Form method="post" action={editing ? `/ops/promotions?edit=${encodeURIComponent(editing.code)}` : '/ops/promotions'} className="card grid gap-3 p-4 md:grid-cols-2" aria-labelledby="promotion-form">
      <h2 id="promotion-form" className="text-xl font-semibold md:col-span-2">
        {editing ? t('ops.promotions.edit', { code: editing.code }) : t('ops.promotions.new')}
      </h2>
      {action?.error ? (
        <div className="md:col-span-2">
          <Notice kind="error">{action.error}</Notice>
        </div>
      ) : null}
      {editing ? (
        <>
          <input type="hidden" name="editing" value={editing.code} />
          <input type="hidden" name="used" value={editing.used} />
        </>
      ) : null}
      {input('code', 'ops.promotions.field.code', { hint: 'ops.promotions.field.codeHint', required: true, maxLength: 32 })}
      <fieldset>
        <legend className="font-medium">{t('ops.promotions.field.kind')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['percent', 'fixed'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="kind" value={kind} defaultChecked={values.kind === kind} />
              {t(`ops.promotions.kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {input('value', 'ops.promotions.field.value', { hint: 'ops.promotions.field.valueHint', numeric: true, required: true, maxLength: 12 })}
      {input('minAmount', 'ops.promotions.field.minAmount', { numeric: true, maxLength: 14 })}
      {input('maxDiscount', 'ops.promotions.field.maxDiscount', { numeric: true, maxLength: 14 })}
      {input('validFrom', 'ops.promotions.field.validFrom', { type: 'datetime-local', required: true, hint: 'ops.business.yangonTime' })}
      {input('validTo', 'ops.promotions.field.validTo', { type: 'datetime-local', required: true, hint: 'ops.business.yangonTime' })}
      {input('usageLimit', 'ops.promotions.field.usageLimit', { numeric: true, hint: 'ops.promotions.field.limitHint', maxLength: 9 })}
      {input('perCustomerLimit', 'ops.promotions.field.perCustomerLimit', { numeric: true, hint: 'ops.promotions.field.limitHint', maxLength: 9 })}
      <fieldset className="md:col-span-2" aria-describedby="promotion-products-hint">
        <legend className="font-medium">{t('ops.promotions.field.productTypes')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {PROMOTION_PRODUCT_TYPES.map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="productTypes" value={type} defaultChecked={values.productTypes.includes(type)} />
              {t(`ops.promotions.product.${type}` as OpsKey)}
            </label>
          ))}
        </div>
        <p id="promotion-products-hint" className="text-sm text-slate-700">
          {t('ops.promotions.field.productTypesHint')}
        </p>
        {error('productTypes') ? <p className="text-sm font-medium text-red-800">{error('productTypes')}</p> : null}
      </fieldset>
      {input('descriptionEn', 'ops.promotions.field.descriptionEn', { required: true, maxLength: 300 })}
      {input('descriptionMy', 'ops.promotions.field.descriptionMy', { required: true, maxLength: 300 })}
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <button type="submit" name="intent" value="save" className="button-primary" disabled={busy}>
          {busy ? t('ops.business.saving') : editing ? t('ops.promotions.save') : t('ops.promotions.create')}
        </button>
        {editing ? (
          <Link to="/ops/promotions" className="button-secondary">
            {t('ops.promotions.cancelEdit')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
