import { Link } from 'react-router';
import { useRootData, useT } from '../i18n/use-messages.ts';
import { CONTENT_GROUPS } from './content-links.ts';
import { dialable } from './phone.ts';

/** Links to every content page of spec §2, the support contacts, and the currency note. */
export function SiteFooter() {
  const t = useT();
  const { config, settings } = useRootData();
  // The link to download our app is left out where the settings say so: inside a partner's wallet app
  // (decision 041), whose customer is already in an app, and wherever SHOW_APP_DOWNLOAD_LINK is off.
  const shown = (slug: string) => slug !== 'download-app' || settings.showAppDownloadLink;
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:grid-cols-3">
        {CONTENT_GROUPS.map((group) => (
          <nav key={group.title} aria-label={t(group.title)}>
            <h2 className="menu-heading">{t(group.title)}</h2>
            <ul className="grid gap-1">
              {group.slugs.filter(shown).map((slug) => (
                <li key={slug}>
                  <Link to={`/content/${slug}`} className="footer-link">
                    {t(`content.${slug}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto max-w-5xl border-t border-slate-200 px-4 py-6 text-sm text-slate-700">
        <p>
          <a className="underline" href={`tel:${dialable(config.supportPhone)}`}>
            {config.supportPhone}
          </a>{' '}
          ·{' '}
          <a className="underline" href={`mailto:${config.supportEmail}`}>
            {config.supportEmail}
          </a>
        </p>
        <p className="mt-2">{t('settings.currencyNote')}</p>
        <p className="mt-2">{t('footer.rights', { year: new Date().getFullYear(), brand: config.brandName })}</p>
      </div>
    </footer>
  );
}
