import { useId } from 'react';
import { CASH_ON_DELIVERY_SUB_CATEGORY_ID } from '@thwa/domain/constants';
import type { PaymentCategory } from '@thwa/domain/contracts/payments';
import { selectPaymentSubCategory, type PaymentSelection } from '@thwa/domain/booking/payment-selection';
import { useT } from '../../i18n/use-messages.ts';
import { MethodMark } from './method-marks.tsx';
import { Price, usePriceText } from '../../ui/price.tsx';
import type { CashOnDeliveryInput, PaymentFieldErrors } from './payment-data.ts';

/** The radio value of a sub-category: its category and its own id, "5:19". */
export function methodValue(categoryId: number, subCategoryId: number): string {
  return `${categoryId}:${subCategoryId}`;
}

/** Cash-on-delivery details as the form holds them, from the spec's selection state. */
export function cashOnDeliveryOf(selection: PaymentSelection): CashOnDeliveryInput {
  const info = selection.flightCashOnDeliveryInfo;
  return { address: info?.address ?? '', township: info?.township ?? '', preferredTime: info?.note ?? '' };
}

/**
 * Spec §4: choosing a sub-category other than empty or 19 clears the cash-on-delivery details (the
 * domain rule); the category is the one the card sits in, whatever its id.
 */
export function choose(selection: PaymentSelection, categoryId: number, subCategoryId: number): PaymentSelection {
  return { ...selectPaymentSubCategory(selection, subCategoryId), selectedPaymentCategoryId: categoryId };
}

export function withCashOnDelivery(selection: PaymentSelection, input: CashOnDeliveryInput): PaymentSelection {
  return { ...selection, flightCashOnDeliveryInfo: { address: input.address, township: input.township, city: '', note: input.preferredTime } };
}

interface PaymentMethodsProps {
  methods: PaymentCategory[];
  selection: PaymentSelection;
  onChange: (selection: PaymentSelection) => void;
  errors: PaymentFieldErrors;
}

/** The payment methods grouped by category, each sub-category a radio card (spec §3 payment selection). */
export function PaymentMethods({ methods, selection, onChange, errors }: PaymentMethodsProps) {
  const t = useT();
  const errorId = useId();
  return (
    <fieldset className="grid min-w-0 gap-4" aria-describedby={errors.method ? errorId : undefined} aria-invalid={errors.method ? true : undefined}>
      <legend className="text-lg font-semibold">{t('payment.methods')}</legend>
      {errors.method ? (
        <p id={errorId} className="font-medium text-red-800">
          {errors.method}
        </p>
      ) : null}
      {methods.map((category) => (
        <div key={category.id} role="group" aria-labelledby={`payment-category-${category.id}`} className="grid gap-2">
          <div>
            <h3 id={`payment-category-${category.id}`} className="font-semibold">
              {category.name}
            </h3>
            {category.description ? <p className="text-sm text-slate-700">{category.description}</p> : null}
          </div>
          {category.subCategories.map((sub) => {
            const checked = selection.selectedPaymentCategoryId === category.id && selection.selectedPaymentSubCategoryId === sub.id;
            return (
              <div key={sub.id}>
                <label
                  className={`flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 ${
                    checked ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-300'
                  }`}
                >
                  <input
                    type="radio"
                    name="method"
                    value={methodValue(category.id, sub.id)}
                    checked={checked}
                    onChange={() => onChange(choose(selection, category.id, sub.id))}
                    className="h-5 w-5 accent-brand-700"
                  />
                  <MethodMark provider={category.provider} />
                  <span className="grid min-w-0">
                    <span className="font-medium">{sub.name}</span>
                    {sub.description ? <span className="text-sm text-slate-700">{sub.description}</span> : null}
                    {category.balance !== undefined ? (
                      <span className="text-sm text-slate-700">
                        {t('wallet.pay.balance')} <Price mmk={category.balance} />
                      </span>
                    ) : null}
                    {category.credit ? <CreditLeft credit={category.credit} /> : null}
                  </span>
                </label>
                {checked && sub.id === CASH_ON_DELIVERY_SUB_CATEGORY_ID ? (
                  <CashOnDeliveryFields
                    value={cashOnDeliveryOf(selection)}
                    onChange={(input) => onChange(withCashOnDelivery(selection, input))}
                    errors={errors}
                  />
                ) : null}
              </div>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

/** An agent's credit left beside its method: what they may still book on it, of their limit. */
function CreditLeft({ credit }: { credit: NonNullable<PaymentCategory['credit']> }) {
  const t = useT();
  const money = usePriceText();
  return <span className="text-sm text-slate-700">{t('payment.agent.credit', { available: money(credit.available), limit: money(credit.limit) })}</span>;
}

function CashOnDeliveryFields({
  value,
  onChange,
  errors,
}: {
  value: CashOnDeliveryInput;
  onChange: (value: CashOnDeliveryInput) => void;
  errors: PaymentFieldErrors;
}) {
  const t = useT();
  const id = useId();
  const field = (name: keyof CashOnDeliveryInput) => ({
    id: `${id}-${name}`,
    name,
    value: value[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange({ ...value, [name]: event.target.value }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: 'mt-1 w-full rounded-lg border border-slate-400 px-3 py-2',
  });
  const error = (name: keyof CashOnDeliveryInput) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-800">
        {errors[name]}
      </p>
    ) : null;
  return (
    <div className="mt-2 grid gap-3 rounded-xl bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{t('payment.cod.intro')}</p>
      <div>
        <label htmlFor={`${id}-address`} className="font-medium">
          {t('payment.cod.address')}
        </label>
        <textarea {...field('address')} rows={2} maxLength={300} autoComplete="street-address" />
        {error('address')}
      </div>
      <div>
        <label htmlFor={`${id}-township`} className="font-medium">
          {t('payment.cod.township')}
        </label>
        <input {...field('township')} type="text" maxLength={80} autoComplete="address-level2" />
        {error('township')}
      </div>
      <div>
        <label htmlFor={`${id}-preferredTime`} className="font-medium">
          {t('payment.cod.preferredTime')}
        </label>
        <input {...field('preferredTime')} type="text" maxLength={80} placeholder={t('payment.cod.preferredTimeHint')} />
        {error('preferredTime')}
      </div>
    </div>
  );
}
