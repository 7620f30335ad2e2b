import type { RouterContextProvider } from 'react-router';
import { readMiniApp, type MiniAppSession } from '../../lib/mini-app-session.server.ts';
import { webRuntime, type ApiTransport } from '../../runtime.ts';
import { readAccountSession, type AccountSession } from '../account/session.server.ts';

/** What every product's checkout step is given: the request, the api, and who is booking. */
export interface CheckoutStepRequest {
  request: Request;
  api: ApiTransport;
  now?: Date;
  /** The signed-in user, if any: their profile fills the contact, their saved travellers are offered and the order becomes theirs. */
  session?: AccountSession | null;
  /** The partner-wallet mini-app session, if the visit comes from inside one: its name and phone prefill the contact form. */
  miniApp?: MiniAppSession | null;
}

/** A checkout route's step request, with who is booking read from the route's context (root middlewares). */
export function checkoutStepRequest(request: Request, context: Readonly<RouterContextProvider>): CheckoutStepRequest {
  return { request, api: context.get(webRuntime).api, session: readAccountSession(context), miniApp: readMiniApp(context) };
}
