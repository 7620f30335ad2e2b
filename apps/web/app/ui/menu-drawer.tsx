import { Form, Link } from 'react-router';
import { formatAmount } from '@thwa/domain/money';
import { useRootData, useT } from '../i18n/use-messages.ts';
import { CurrencySwitch } from './currency-switch.tsx';
import { Drawer } from './drawer.tsx';
import { useProductLinks } from './product-links.ts';
import { useSignInHref } from './sign-in-href.ts';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  onChooseLanguage: () => void;
}

/** The menu drawer: what can be booked, help pages, language and currency. */
export function MenuDrawer({ open, onClose, onChooseLanguage }: MenuDrawerProps) {
  const t = useT();
  const { settings, account } = useRootData();
  const products = useProductLinks();
  const signInHref = useSignInHref();
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
            <Link to={signInHref} className="menu-link" onClick={onClose}>
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
          {products.map(({ id, href, name, Icon }) => (
            <Link key={id} to={href} className="menu-link" onClick={onClose}>
              <Icon />
              {name}
            </Link>
          ))}
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
