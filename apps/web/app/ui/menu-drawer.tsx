import { Form, Link } from 'react-router';
import { formatAmount } from '@thwa/domain/money';
import { useRootData, useT } from '../i18n/use-messages.ts';
import { CurrencySwitch } from './currency-switch.tsx';
import { Drawer } from './drawer.tsx';
import { BedIcon, PlaneIcon } from './icons.tsx';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  onChooseLanguage: () => void;
}

/** The menu drawer: what can be booked, help pages, language and currency. */
export function MenuDrawer({ open, onClose, onChooseLanguage }: MenuDrawerProps) {
  const t = useT();
  const { settings, account } = useRootData();
  return (
    <Drawer open={open} onClose={onClose} title={t('menu.title')} closeLabel={t('menu.close')}>
      <nav aria-label={t('menu.title')} className="grid gap-6">
        <section>
          <h3 className="menu-heading">{t('menu.account')}</h3>
          {account ? (
            <>
              <Link to="/account" className="menu-link" onClick={onClose}>
                {t('menu.myAccount')}
              </Link>
              {/* A POST, not a link: a prefetch or a crawler following a link must not sign anyone out. */}
              <Form method="post" action="/account">
                <button type="submit" name="intent" value="signOut" className="menu-link w-full text-left">
                  {t('menu.signOut')}
                </button>
              </Form>
            </>
          ) : (
            <Link to="/sign-in" className="menu-link" onClick={onClose}>
              {t('menu.signIn')}
            </Link>
          )}
          {/* Guests book without an account: this is how they find their booking again. */}
          <Link to="/track-booking" className="menu-link" onClick={onClose}>
            {t('menu.trackBooking')}
          </Link>
        </section>
        <section>
          <h3 className="menu-heading">{t('menu.products')}</h3>
          <Link to="/flight" className="menu-link" onClick={onClose}>
            <PlaneIcon />
            {t('product.flight')}
          </Link>
          <Link to="/hotel" className="menu-link" onClick={onClose}>
            <BedIcon />
            {t('product.hotel')}
          </Link>
          <Link to="/insurance" className="menu-link" onClick={onClose}>
            <ShieldIcon />
            {t('product.insurance')}
          </Link>
          <Link to="/health-insurance" className="menu-link" onClick={onClose}>
            <HeartIcon />
            {t('product.health')}
          </Link>
        </section>
        <section>
          <h3 className="menu-heading">{t('menu.help')}</h3>
          {(['faq', 'contact-us', 'online-refund-policy', 'about-us'] as const).map((slug) => (
            <Link key={slug} to={`/content/${slug}`} className="menu-link" onClick={onClose}>
              {t(`content.${slug}`)}
            </Link>
          ))}
        </section>
        <section className="grid gap-3">
          <h3 className="menu-heading">{t('menu.settings')}</h3>
          <button type="button" className="choice" onClick={onChooseLanguage}>
            {t('settings.language')}: {t(settings.lang === 'mm' ? 'settings.myanmar' : 'settings.english')}
          </button>
          <CurrencySwitch />
          {settings.exchangeRateUSDtoMMK > 0 ? (
            <p className="text-sm text-slate-600">
              {t('settings.rate', {
                rate: formatAmount({ amount: Math.round(settings.exchangeRateUSDtoMMK), currency: 'MMK' }, { lang: settings.lang }),
              })}
            </p>
          ) : null}
        </section>
      </nav>
    </Drawer>
  );
}

/** Travel insurance in the menu: a shield with a tick. */
function ShieldIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z" fill="currentColor" />
      <path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Health insurance in the menu: a heart with a cross. */
function HeartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <path d="M12 21s-8-4.9-8-11.2C4 6.6 6.4 4.5 9 4.5c1.3 0 2.4.6 3 1.5.6-.9 1.7-1.5 3-1.5 2.6 0 5 2.1 5 5.3C20 16.1 12 21 12 21z" fill="currentColor" />
      <path d="M12 9v6M9 12h6" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
