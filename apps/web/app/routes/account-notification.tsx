import type { Route } from './+types/account-notification';
import { notificationAction, loadNotification } from '../features/account/profile.server.ts';
import { NotificationPage } from '../features/account/profile-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNotification({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return notificationAction({ request, context });
}

export const handle = { pageId: 'notification_settings_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/notification` (spec §2 signed-in routes). */
export default function AccountNotification({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationPage data={loaderData} result={actionData} />;
}
