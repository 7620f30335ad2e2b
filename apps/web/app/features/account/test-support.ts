import { RouterContextProvider } from 'react-router';
import { webRuntime, type ApiTransport } from '../../runtime.ts';
import { accountSessionMiddleware, signIn, type SignedInUser } from './session.server.ts';

/** A token set as the identity api answers it, fresh enough that the middleware does not refresh it. */
export const TEST_TOKENS = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 300, refresh_expires_in: 1800 };

/** One call a loader or action made to the api, with the headers account calls carry. */
export interface ApiCall {
  path: string;
  body: unknown;
  token: string | null;
  idempotencyKey: string | null;
}

/**
 * Runs `work` (a loader or action) as the route would: behind the session middleware, signed in as
 * `user` (null: a guest, no cookie), with an api that records each call and answers it with `answer`.
 * A thrown response or error is the outcome too, as React Router would catch it.
 */
export async function runBehindSession(options: {
  user: SignedInUser | null;
  request: (cookie: string) => Request;
  answer: (call: ApiCall) => { status: number; body: unknown };
  work: (args: { request: Request; context: RouterContextProvider }) => Promise<unknown>;
}): Promise<{ calls: ApiCall[]; outcome: unknown }> {
  const calls: ApiCall[] = [];
  const api: ApiTransport = async (incoming) => {
    const call = {
      path: new URL(incoming.url).pathname,
      body: await incoming.json(),
      token: incoming.headers.get('access-token'),
      idempotencyKey: incoming.headers.get('idempotency-key'),
    };
    calls.push(call);
    const { status, body } = options.answer(call);
    return Response.json(body, { status });
  };
  const context = new RouterContextProvider();
  context.set(webRuntime, { api, nonce: 'n', config: { brandName: 'Thwa', supportPhone: '', supportEmail: '', showAppDownloadLink: false, demo: false } });
  let cookie = '';
  if (options.user) {
    const { realm, ...user } = options.user;
    cookie = (await signIn(TEST_TOKENS, user, new Request('http://thwa.test/'), realm)).split(';')[0]!;
  }
  const incoming = options.request(cookie);
  let outcome: unknown;
  await accountSessionMiddleware({ request: incoming, context, params: {}, unstable_pattern: '/' } as unknown as Parameters<typeof accountSessionMiddleware>[0], async () => {
    try {
      outcome = await options.work({ request: incoming, context });
    } catch (thrown) {
      outcome = thrown;
    }
    return new Response(null);
  });
  return { calls, outcome };
}
