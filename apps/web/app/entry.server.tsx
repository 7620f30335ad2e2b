import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router';
import { webRuntime, type WebRuntime } from './runtime.ts';

/** How long a stream may take before it is cut off; shorter than any proxy's timeout. */
export const streamTimeout = 5_000;

/**
 * The host (apps/api) builds each request's context through this, so that the context key it sets is
 * the very object the routes read.
 */
export function createLoadContext(runtime: WebRuntime): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(webRuntime, runtime);
  return context;
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

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
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
