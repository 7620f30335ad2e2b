import { GUARDIAN_MIN_AGE } from '@thwa/domain/insurance/travel-cover';
import { localDigits } from '@thwa/domain/date-format';
import { useRootData, useT } from '../../i18n/use-messages.ts';
import { Modal } from '../../ui/modal.tsx';

/**
 * Spec §8 "missing guardian for insurance": nobody insured is of full age. The one way on closes the
 * modal (a method=dialog form, so it works before hydration too) back to the people, to add an adult.
 */
export function GuardianModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { settings } = useRootData();
  return (
    <Modal
      open
      title={t('insurance.guardian.title')}
      icon="error"
      onClose={onClose}
      actions={
        <form method="dialog" className="contents">
          <button type="submit" className="button-primary justify-center">
            {t('insurance.guardian.back')}
          </button>
        </form>
      }
    >
      <p>{t('insurance.guardian.body', { age: localDigits(GUARDIAN_MIN_AGE, settings.lang) })}</p>
    </Modal>
  );
}
