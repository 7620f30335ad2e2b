import { data } from 'react-router';
import type { Route } from './+types/mini-app-refused';
import { requestLanguage } from '../features/settings/settings.server.ts';
import { MINI_APP_REFUSED_TEXT } from '../features/mini-app/mini-app-refused.ts';
import { StatusPage } from '../ui/status-page.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  // 401: the partner did not vouch for this visit; never cached, so Back does not show it for a good link.
  return data({ lang }, { status: 401, headers: { 'cache-control': 'no-store' } });
}

export const handle = { pageId: 'mini_app_refused_page' };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: MINI_APP_REFUSED_TEXT[loaderData?.lang ?? 'en'].title },
  { name: 'robots', content: 'noindex' },
];

/**
 * `/mini-app/refused`: a partner-wallet deep link whose token was forged, expired or used (decision
 * 041). No session was opened; the page says so in the visitor's language, and in the other one below.
 */
export default function MiniAppRefused({ loaderData }: Route.ComponentProps) {
  const lang = loaderData.lang;
  const words = MINI_APP_REFUSED_TEXT[lang];
  const other = MINI_APP_REFUSED_TEXT[lang === 'mm' ? 'en' : 'mm'];
  return (
    <div data-mini-app-refused="">
      <StatusPage status={401} lang={lang} title={words.title} body={words.body} action={{ href: '/flight', label: words.action }} />
      <section lang={lang === 'mm' ? 'en' : 'my'} className="mx-auto -mt-8 max-w-lg pb-16 text-center text-slate-700" aria-label={other.title}>
        <p className="font-semibold">{other.title}</p>
        <p className="mt-2">{other.body}</p>
      </section>
    </div>
  );
}
