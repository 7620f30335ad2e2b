import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRootData, useT } from '../i18n/use-messages.ts';
import { BackIcon, BrandMark, GlobeIcon, MenuIcon, PhoneIcon, UserIcon } from './icons.tsx';
import { CurrencySwitch } from './currency-switch.tsx';
import { LanguageDrawer } from './language-drawer.tsx';
import { MenuDrawer } from './menu-drawer.tsx';
import { dialable } from './phone.ts';
import { SettingsForm } from './settings-form.tsx';
import { clearContactOnBack } from '../features/checkout/contact-storage.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useSignInHref } from './sign-in-href.ts';

/** Spec §2 header: back arrow and call-center phone link, plus the brand, language, currency and menu. */
export function SiteHeader() {
  const t = useT();
  const { config, settings, account } = useRootData();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<'menu' | 'language' | null>(null);
  const hydrated = useHydrated();
  const signInHref = useSignInHref();
  const otherLanguage = settings.lang === 'mm' ? 'en' : 'mm';

  // Any navigation (a link in the menu, a language or currency form coming back) closes the drawers.
  // Closing them in the click instead would unmount a form before its submit event fires.
  useEffect(() => {
    setDrawer(null);
  }, [location.key]);

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-1 px-2 sm:px-4">
        {pathname !== '/' ? (
          <Link
            to="/"
            className="icon-button"
            aria-label={t('header.back')}
            onClick={(event) => {
              // Spec §4: a guest leaving the flow by the back arrow has the stored contact cleared.
              clearContactOnBack(pathname);
              // React Router numbers its history entries: go back only if there is a page of ours behind.
              const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
              if (index > 0) {
                event.preventDefault();
                void navigate(-1);
              }
            }}
          >
            <BackIcon />
          </Link>
        ) : null}
        <Link to="/" className="flex min-h-11 items-center gap-2 px-1 font-bold text-brand-800" aria-label={t('header.home', { brand: config.brandName })}>
          <BrandMark />
          <span className="text-lg">{config.brandName}</span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <div className="hidden sm:block">
            <CurrencySwitch />
          </div>
          {hydrated ? (
            <button
              type="button"
              className="icon-button gap-1 px-2"
              onClick={() => setDrawer('language')}
              aria-label={t('settings.chooseLanguage')}
            >
              <GlobeIcon />
              <span className="text-sm font-medium" aria-hidden="true">
                {settings.lang === 'mm' ? 'မြန်မာ' : 'EN'}
              </span>
            </button>
          ) : (
            // Before the scripts arrive the drawer cannot open: the globe switches to the other language by a plain form.
            <SettingsForm>
              <button
                type="submit"
                name="lang"
                value={otherLanguage}
                className="icon-button gap-1 px-2"
                aria-label={t('settings.switchLanguage', { language: t(otherLanguage === 'mm' ? 'settings.myanmar' : 'settings.english') })}
              >
                <GlobeIcon />
                <span className="text-sm font-medium" aria-hidden="true">
                  {settings.lang === 'mm' ? 'မြန်မာ' : 'EN'}
                </span>
              </button>
            </SettingsForm>
          )}
          <a
            href={`tel:${dialable(config.supportPhone)}`}
            className="icon-button"
            aria-label={t('header.callCenterLabel', { phone: config.supportPhone })}
          >
            <PhoneIcon />
          </a>
          <Link to={account ? '/account' : signInHref} className="icon-button" aria-label={t(account ? 'menu.myAccount' : 'menu.signIn')}>
            <UserIcon />
          </Link>
          {/* The menu is a drawer, so it waits for the scripts; a disabled button says so instead of ignoring a tap. */}
          <button
            type="button"
            className="icon-button disabled:opacity-50"
            onClick={() => setDrawer('menu')}
            disabled={!hydrated}
            aria-label={t('header.openMenu')}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MenuDrawer
        open={drawer === 'menu'}
        onClose={() => setDrawer(null)}
        onChooseLanguage={() => setDrawer('language')}
      />
      <LanguageDrawer open={drawer === 'language'} onClose={() => setDrawer(null)} />
    </header>
  );
}
