import type { Route } from './+types/ops-sign-in';
import { consoleSignInAction, loadConsoleSignIn } from '../features/operations/console-sign-in.server.ts';
import { ConsoleSignInPage } from '../features/operations/console-sign-in-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleSignIn({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleSignInAction({ request, context });
}

export const handle = { pageId: 'console_sign_in_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/sign-in`: a signed-in employee opens the operations console with a one-time code (decision 032). */
export default function OpsSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleSignInPage data={loaderData} result={actionData} />;
}
