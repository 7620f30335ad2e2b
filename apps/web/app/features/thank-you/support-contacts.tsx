import { useRootData, useT } from '../../i18n/use-messages.ts';
import { dialable } from '../../ui/phone.ts';

/** The support phone and email (spec §8: unpaid, cancelled and waitlisted outcomes point to them). */
export function SupportContacts() {
  const t = useT();
  const { config } = useRootData();
  return (
    <p className="mt-3 text-sm">
      {t('thankYou.support')}{' '}
      <a className="font-semibold underline" href={`tel:${dialable(config.supportPhone)}`}>
        {config.supportPhone}
      </a>{' '}
      ·{' '}
      <a className="font-semibold underline" href={`mailto:${config.supportEmail}`}>
        {config.supportEmail}
      </a>
    </p>
  );
}
