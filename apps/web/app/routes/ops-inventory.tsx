import type { Route } from './+types/ops-inventory';
import { adjustConsoleInventory, loadConsoleInventory } from '../features/operations/inventory/inventory.server.ts';
import { ConsoleInventoryPage } from '../features/operations/inventory/inventory-page.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadConsoleInventory({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return adjustConsoleInventory({ request, context });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/ops/inventory`: flight seats and discounts per date, hotel allotments and rates per night (inventory.view); adjusted with inventory.adjust. */
export default function OpsInventory({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleInventoryPage data={loaderData} action={actionData} />;
}
