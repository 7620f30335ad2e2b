import { SETTINGS_CURRENCIES } from '@thwa/domain/settings';
import { useRootData, useT } from '../i18n/use-messages.ts';
import { SettingsForm } from './settings-form.tsx';

/** MMK / USD: a segmented pair of submit buttons, the current one pressed. */
export function CurrencySwitch() {
  const t = useT();
  const { settings } = useRootData();
  return (
    <SettingsForm>
      <fieldset className="segmented">
        <legend className="sr-only">{t('settings.currency')}</legend>
        {SETTINGS_CURRENCIES.map((currency) => (
          <button
            key={currency}
            type="submit"
            name="currency"
            value={currency}
            aria-pressed={settings.currency === currency}
            aria-label={t(currency === 'MMK' ? 'settings.currencyMMK' : 'settings.currencyUSD')}
          >
            {currency}
          </button>
        ))}
      </fieldset>
    </SettingsForm>
  );
}
