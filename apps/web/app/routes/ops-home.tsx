import type { Route } from './+types/ops-home';
import { leaveConsole, requireConsoleActor } from '../features/operations/console-session.server.ts';
import { ConsoleHomePage, type ConsoleHomeData } from '../features/operations/console-home-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<ConsoleHomeData> {
  const { actor, t } = await requireConsoleActor({ request, context });
  return { title: t('ops.home.title'), actor };
}

/** The console layout's 'Leave the console' posts here from every console page. */
export async function action({ request, context }: Route.ActionArgs) {
  return leaveConsole({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops`: the operations console's home (issue 20). */
export default function OpsHome({ loaderData }: Route.ComponentProps) {
  return <ConsoleHomePage data={loaderData} />;
}
