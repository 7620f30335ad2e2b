import type { Route } from './+types/ops-content-home';
import { changeConsoleHomeContent, loadConsoleHomeContent } from '../features/operations/settings/home-content.server.ts';
import { ConsoleHomeContentPage } from '../features/operations/settings/home-content-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleHomeContent({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return changeConsoleHomeContent({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/content/home`: the home page's banners and recommended hotels in both languages (permission content.edit). */
export default function OpsContentHome({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleHomeContentPage data={loaderData} action={actionData} />;
}
