import type { Route } from './+types/ops-invitation';
import { acceptInvitationAction, loadInvitation } from '../features/operations/people/invitation.server.ts';
import { InvitationPage } from '../features/operations/people/invitation-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInvitation({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return acceptInvitationAction({ request, context });
}

export const handle = { pageId: 'console_invitation_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/invitation?token=…` (issue 20 item 5): an invited employee accepts with a password; it stands outside the console's layout, as its sign-in does. */
export default function OpsInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage data={loaderData} action={actionData} />;
}
