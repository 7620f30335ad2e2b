import type { Route } from './+types/ops-employees';
import { consoleEmployeesAction, loadConsoleEmployees } from '../features/operations/people/employees.server.ts';
import { ConsoleEmployeesPage } from '../features/operations/people/employees-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleEmployees({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return consoleEmployeesAction({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/employees` (permission employees.manage): invite employees into groups, change their groups. */
export default function OpsEmployees({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleEmployeesPage data={loaderData} action={actionData} />;
}
