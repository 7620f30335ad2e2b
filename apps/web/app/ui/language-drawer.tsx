import { LANGUAGES } from '@thwa/domain/settings';
import { useRootData, useT } from '../i18n/use-messages.ts';
import { Drawer } from './drawer.tsx';
import { SettingsForm } from './settings-form.tsx';

/** The language drawer of spec §2: English or Myanmar, each named in its own script. */
export function LanguageDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const { settings } = useRootData();
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.chooseLanguage')} closeLabel={t('menu.close')}>
      <SettingsForm className="grid gap-2">
        {LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="submit"
            name="lang"
            value={lang}
            className="choice"
            aria-pressed={settings.lang === lang}
            lang={lang === 'mm' ? 'my' : 'en'}
          >
            {t(lang === 'mm' ? 'settings.myanmar' : 'settings.english')}
          </button>
        ))}
      </SettingsForm>
    </Drawer>
  );
}
