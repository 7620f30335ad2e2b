import type { RouterContextProvider } from 'react-router';
import { webRuntime } from '../../runtime.ts';
import { readAccountSession } from '../account/session.server.ts';
import { readMiniApp } from '../../lib/mini-app-session.server.ts';
import { loadPayment, payForOrder } from './payment.server.ts';

/** What a payment page's loader and action get: the same for every product's payment page. */
interface PaymentRouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** The loader of `/flight/payment` and `/hotel/payment`: one payment page for every product's order. */
export function loadPaymentPage({ request, context }: PaymentRouteArgs) {
  return loadPayment({ request, api: context.get(webRuntime).api, session: readAccountSession(context), miniApp: readMiniApp(context) });
}

/** The action of every payment page: pay with the method chosen. */
export function payOnPaymentPage({ request, context }: PaymentRouteArgs) {
  return payForOrder({ request, api: context.get(webRuntime).api, session: readAccountSession(context), miniApp: readMiniApp(context) });
}
