import { useEffect, useRef } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteLoaderData,
  type HeadersFunction,
} from 'react-router';
import { htmlLangFor } from '@thwa/domain/settings';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { webRuntime } from './runtime.ts';
import { InlineStylesheet } from './inline-css.tsx';
import { createApiClient } from './lib/api-client.ts';
import { pageMessagesFor } from './i18n/catalogue.server.ts';
// Only the shell's strings ship in the root bundle: the full catalogue comes with the loader data.
import { shellEn, type ShellKey } from './i18n/shell.en.ts';
import { translate } from './i18n/translate.ts';
import { sameCatalogues } from './i18n/namespaces.ts';
import {
  choicesFromQuery,
  loadExchangeRates,
  readStoredChoices,
  serializeChoices,
  settingsFor,
} from './features/settings/settings.server.ts';
import { PageViews, TagManagerScript } from './features/analytics/tag-manager.tsx';
import { ZawgyiToUnicode } from './features/zawgyi/zawgyi-to-unicode.tsx';
import { SiteHeader } from './ui/site-header.tsx';
import { SiteFooter } from './ui/site-footer.tsx';
import { isStatusPageContent, StatusPage } from './ui/status-page.tsx';
import { accountSessionMiddleware, readAccountSession } from './features/account/session.server.ts';
import { miniAppMiddleware, readMiniApp } from './lib/mini-app-session.server.ts';

/**
 * Every request first learns who is signed in (and refreshes a token about to expire), and whether it
 * comes from inside a partner wallet app as a mini-app (decision 041; a deep link opens that session).
 */
export const middleware: Route.MiddlewareFunction[] = [accountSessionMiddleware, miniAppMiddleware];

/** The catalogue follows the page (i18n/namespaces.ts): load it again when the next page needs other strings. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || !sameCatalogues(currentUrl.pathname, nextUrl.pathname);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const runtime = context.get(webRuntime);
  const fromQuery = choicesFromQuery(new URL(request.url));
  const choices = { ...(await readStoredChoices(request)), ...fromQuery };
  const rates = await loadExchangeRates(createApiClient(runtime.api, choices.lang));
  // Inside a partner's wallet app, offering our own app to download would send the customer away from it.
  const settings = settingsFor(choices, request, rates, runtime.config.showAppDownloadLink && !readMiniApp(context));
  const headers = new Headers();
  if (Object.keys(fromQuery).length > 0) headers.append('Set-Cookie', await serializeChoices(choices));
  return data(
    {
      settings,
      messages: pageMessagesFor(choices.lang, new URL(request.url).pathname),
      config: runtime.config,
      nonce: runtime.nonce,
      // Only what the header needs (name of the role, sign in or my account); never the tokens.
      account: readAccountSession(context)?.user ?? null,
    },
    { headers },
  );
}

/**
 * A language or currency given in a link's query string is remembered like one chosen in the drawer;
 * a page refused for too many requests tells the browser when to come back (lib/page-api.server.ts).
 */
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const retryAfter = errorHeaders?.get('retry-after');
  if (!retryAfter) return loaderHeaders;
  const merged = new Headers(loaderHeaders);
  merged.set('retry-after', retryAfter);
  return merged;
};

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const lang = root?.settings.lang ?? 'en';
  return (
    <html lang={htmlLangFor(lang)} data-currency={root?.settings.currency ?? 'MMK'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5e5a" />
        <Meta />
        <Links />
        {/* The stylesheet is in the document, not linked (entry.server.tsx says why). The Myanmar font is
            not preloaded: most phones have it (app.css), and a preload would download it anyway. */}
        <InlineStylesheet />
        {root?.config.gtmId ? <TagManagerScript gtmId={root.config.gtmId} nonce={root.nonce} /> : null}
      </head>
      <body>
        {children}
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  // Spec §2: on every path change the page scrolls to the top. Only on a change: on a slow phone the
  // reader may already have scrolled before hydration, and the first render must not undo that.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Shell>
      <Outlet />
      <PageViews />
      <ZawgyiToUnicode />
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const messages: Readonly<Record<ShellKey, string>> = root?.messages ?? shellEn;
  const t = (key: ShellKey) => translate(messages, key);
  return (
    <>
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      {root?.config.demo ? (
        <p className="bg-amber-100 px-4 py-1 text-center text-xs text-amber-900" role="note">
          {t('demo.notice')}
        </p>
      ) : null}
      {root ? <SiteHeader /> : null}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 pb-12">
        {children}
      </main>
      {root ? <SiteFooter /> : null}
    </>
  );
}

// Without the root data (its loader was refused) the language is unknown: the page says it in both.
const ERROR_BODY_MY = 'မမျှော်လင့်ထားသော အမှားတစ်ခု ဖြစ်ပွားခဲ့သည်။ ထပ်မံကြိုးစားပါ။';
const BUSY_BODY_MY = 'တောင်းဆိုမှု များလွန်းနေပါသည်။ ခဏစောင့်ပြီး ထပ်မံကြိုးစားပါ။';

/** Spec §2: a render failure shows a 500 page; an unknown path, 'Page not found!' (both set the status). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const messages: Readonly<Record<ShellKey, string>> = root?.messages ?? shellEn;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const tooMany = isRouteErrorResponse(error) && error.status === 429;
  // A page a loader refused with its own texts (the agents' 403).
  const refused = isRouteErrorResponse(error) && isStatusPageContent(error.data) ? { status: error.status, ...error.data } : null;
  return (
    <Shell>
      {refused ? (
        <StatusPage status={refused.status} lang={root?.settings.lang} title={refused.title} body={refused.body} action={refused.action} />
      ) : tooMany ? (
        <StatusPage
          lang={root?.settings.lang}
          status={429}
          title={translate(messages, 'busy.title')}
          body={translate(messages, 'busy.body')}
          action={{ href: '/', label: translate(messages, 'notFound.home') }}
          {...(root ? {} : { secondary: BUSY_BODY_MY })}
        />
      ) : notFound ? (
        <StatusPage
          lang={root?.settings.lang}
          status={404}
          title={translate(messages, 'notFound.title')}
          body={translate(messages, 'notFound.body')}
          action={{ href: '/', label: translate(messages, 'notFound.home') }}
        />
      ) : (
        <StatusPage
          lang={root?.settings.lang}
          status={500}
          title={translate(messages, 'error.title')}
          body={translate(messages, 'error.body')}
          action={{ href: '/', label: translate(messages, 'notFound.home') }}
          {...(root ? {} : { secondary: ERROR_BODY_MY })}
        />
      )}
    </Shell>
  );
}
