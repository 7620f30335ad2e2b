import type { Route } from './+types/sign-in';
import { loadSignIn, signInAction } from '../features/account/sign-in.server.ts';
import { SignInPage } from '../features/account/sign-in-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadSignIn({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return signInAction({ request, context });
}

export const handle = { pageId: 'sign_in_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/sign-in`: members and agents sign in; members sign up and activate; anyone resets a password. */
export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage data={loaderData} result={actionData} />;
}
