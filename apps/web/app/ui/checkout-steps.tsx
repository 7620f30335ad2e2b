import { CHECKOUT_STEP_LABELS, stepStates, type CheckoutFlow, type CheckoutStepKey } from '@thwa/domain/booking/checkout-steps';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../i18n/use-messages.ts';

export type { CheckoutFlow, CheckoutStepKey } from '@thwa/domain/booking/checkout-steps';

interface CheckoutStepsProps {
  /** A core flow by its name ('full', 'hotel'), or a product's own steps (WebProduct.steps, products/product-pages.ts). */
  flow: CheckoutFlow;
  /** The step this page is: 'detailInfo', 'contactInfo', 'payment', 'complete'. */
  current: CheckoutStepKey;
}

/**
 * Spec §1 progress bar: the steps of the flow, the current one and every earlier one marked active.
 * An ordered list, so a screen reader hears "list, N items" and which one is the current step.
 */
export function CheckoutSteps({ flow, current }: CheckoutStepsProps) {
  const { settings } = useRootData();
  const t = useT();
  const labels = CHECKOUT_STEP_LABELS[settings.lang];
  const steps = stepStates(flow, current);
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className="flex w-full items-start">
        {steps.map((step, index) => (
          <li
            key={step.key}
            className="relative flex flex-1 flex-col items-center text-center"
            aria-current={step.current ? 'step' : undefined}
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute right-1/2 top-3 h-0.5 w-full -translate-y-1/2 ${step.active ? 'bg-brand-700' : 'bg-slate-300'}`}
              />
            ) : null}
            <span
              aria-hidden="true"
              className={`relative z-10 flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${
                step.active ? 'bg-brand-700 text-white' : 'border border-slate-400 bg-white text-slate-600'
              }`}
            >
              {step.active && !step.current ? '✓' : localDigits(index + 1, settings.lang)}
            </span>
            <span
              className={`mt-1 px-0.5 text-xs leading-tight ${
                step.current ? 'font-semibold text-brand-800' : step.active ? 'text-brand-800' : 'text-slate-600'
              }`}
            >
              {labels[step.key]}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
