import type { Route } from './+types/account-delete-my-account';
import { deleteAccountAction, loadDeleteAccount } from '../features/account/profile.server.ts';
import { DeleteAccountPage } from '../features/account/profile-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadDeleteAccount({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return deleteAccountAction({ request, context });
}

export const handle = { pageId: 'delete_account_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/delete-my-account` (spec §2 signed-in routes). */
export default function AccountDeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <DeleteAccountPage data={loaderData} result={actionData} />;
}
