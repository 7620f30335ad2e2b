import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import { webRuntime, type WebRuntime } from './runtime.ts';
import { InlineCssContext } from './inline-css.tsx';
import { pageApiTransport } from './lib/page-api.server.ts';
// The compiled stylesheet as text, in the server build only (this module never reaches the browser).
// app.css stays the one source: nothing links it any more, so the client build has no CSS file.
//
// Why inline: a linked stylesheet blocks the first paint for one more round trip after the HTML
// (on a phone on slow 4G, 0.3 to 0.6 s), and the whole sheet is only ~7 KB gzip. The cost: every
// full page load carries those bytes again instead of reading a cached file. Navigations inside the
// app fetch data, not documents, so a visitor pays it once per tab, about what one stylesheet request
// would cost; revisit (link with a long cache again) if the CSS grows past some 14 KB gzip, where
// it would push the first screen's HTML out of the first TCP round trips.
import appCss from './app.css?inline';

/** How long a stream may take before it is cut off; shorter than any proxy's timeout. */
export const streamTimeout = 5_000;

/**
 * The host (apps/api) builds each request's context through this, so that the context key it sets is
 * the very object the routes read.
 */
export function createLoadContext(runtime: WebRuntime): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(webRuntime, { ...runtime, api: pageApiTransport(runtime.api) });
  return context;
}

/**
 * A loader's own Cache-Control is the document's: a booking's payment page says no-store, so that Back
 * after paying asks the server (which sends a paid order on to its thank-you page) instead of showing
 * the form and the timer from the browser's cache. React Router sends a loader's headers only through a
 * route's `headers` export, which every product's payment route would have to repeat.
 */
function loaderCacheControl(context: EntryContext): string | null {
  for (const headers of Object.values(context.staticHandlerContext.loaderHeaders)) {
    const value = headers.get('cache-control');
    if (value) return value;
  }
  return null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(webRuntime);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and no-JS readers get the whole document at once; browsers get the shell first.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const app = (
      <InlineCssContext value={appCss}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineCssContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        const cacheControl = loaderCacheControl(routerContext);
        if (cacheControl && !responseHeaders.has('cache-control')) responseHeaders.set('Cache-Control', cacheControl);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
