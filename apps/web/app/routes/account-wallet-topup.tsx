import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/account-wallet-topup';
import { loadTopup, startTopup } from '../features/wallet/wallet.server.ts';
import { TopupPage } from '../features/wallet/wallet-pages.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTopup({ request, context });
}

export function action({ request, context }: Route.ActionArgs) {
  return startTopup({ request, context });
}

/** After Continue the page shows the action's answer; asking for the methods again would only change the key. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;
}

export const handle = { pageId: 'wallet_topup_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/wallet-topup`: choose an amount and a partner, then pay there (spec §2, §7 all-topup). */
export default function AccountWalletTopup({ loaderData, actionData }: Route.ComponentProps) {
  return <TopupPage data={loaderData} actionData={actionData} />;
}
