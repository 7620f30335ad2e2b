import type { Route } from './+types/ops-content';
import { loadConsoleContent, saveConsoleContent } from '../features/operations/settings/content.server.ts';
import { ConsoleContentPage } from '../features/operations/settings/content-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleContent({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return saveConsoleContent({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/content`: content pages edited in English and Myanmar with a live preview of both (permission content.edit). */
export default function OpsContent({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleContentPage data={loaderData} action={actionData} />;
}
