import type { Route } from './+types/ops-layout';
import { requireConsoleActor } from '../features/operations/console-session.server.ts';
import { ConsoleLayout, type ConsoleLayoutData } from '../features/operations/console-layout.tsx';

/** Every console page's loader runs beside this one; both share one GET /api/ops/me (console-session.server.ts). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ConsoleLayoutData> {
  const { actor } = await requireConsoleActor({ request, context });
  return { actor: { name: actor.name, email: actor.email, groups: actor.groups, permissions: actor.permissions } };
}

export const handle = { pageId: 'console_page' };

/** The console's frame (header, navigation, leaving) around every `/ops` page but the sign-in. */
export default function OpsLayout({ loaderData }: Route.ComponentProps) {
  return <ConsoleLayout data={loaderData} />;
}
