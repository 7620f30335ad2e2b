import { Form, Link } from 'react-router';
import { useT } from '../../i18n/use-messages.ts';
import type { AccountHomeData } from './account-home.server.ts';

/** `/account`: who is signed in, as what, and the way to every account page. */
export function AccountHomePage({ data }: { data: AccountHomeData }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl pt-6">
      <h1 className="text-2xl font-semibold">{data.title}</h1>
      <section className="card mt-4" aria-labelledby="account-greeting">
        <h2 id="account-greeting" className="text-lg font-semibold">
          {t('account.home.greeting', { name: data.name })}
        </h2>
        <p className="mt-1 text-slate-700">{t('account.home.role', { role: t(`account.role.${data.role}`) })}</p>
      </section>
      <nav aria-label={t('account.home.nav')} className="mt-4">
        <ul className="card grid divide-y divide-slate-200 p-0">
          {data.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href} className="menu-link px-4">
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SignOutForm className="mt-6" />
    </div>
  );
}

/** Sign out is a POST (a link could be followed by a prefetch or a crawler and sign the visitor out). */
export function SignOutForm({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Form method="post" action="/account" className={className}>
      <button type="submit" name="intent" value="signOut" className="button-secondary">
        {t('account.signOut')}
      </button>
    </Form>
  );
}
