import type { Route } from './+types/account-info';
import { profileAction, loadProfileInfo } from '../features/account/profile.server.ts';
import { ProfilePage } from '../features/account/profile-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadProfileInfo({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return profileAction({ request, context });
}

export const handle = { pageId: 'profile_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/info` (spec §2 signed-in routes). */
export default function AccountProfileInfo({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePage data={loaderData} result={actionData} />;
}
