import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';

const ALERT = 'rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 font-medium text-rose-800';

/**
 * What a refused booking form says first, announced to screen readers: how many fields need the
 * customer (each field says its own below), and what went wrong with the form as a whole.
 */
export function FormAlerts({ fieldErrors, formError = null }: { fieldErrors: number; formError?: string | null | undefined }) {
  const t = useT();
  const { settings } = useRootData();
  return (
    <>
      {fieldErrors > 0 ? (
        <p role="alert" className={ALERT}>
          {t('checkout.errors.summary', { count: localDigits(fieldErrors, settings.lang) })}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className={ALERT}>
          {formError}
        </p>
      ) : null}
    </>
  );
}
