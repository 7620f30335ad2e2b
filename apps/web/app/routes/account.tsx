import type { Route } from './+types/account';
import { loadAccountHome, signOutAction } from '../features/account/account-home.server.ts';
import { AccountHomePage } from '../features/account/account-home-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountHome({ request, context });
}

/** Sign out posts here, from this page and from the menu. */
export function action({ request, context }: Route.ActionArgs) {
  return signOutAction({ request, context });
}

export const handle = { pageId: 'account_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account`: the account home (spec §2 signed-in routes). */
export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountHomePage data={loaderData} />;
}
