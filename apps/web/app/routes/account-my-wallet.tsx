import type { Route } from './+types/account-my-wallet';
import { loadMyWallet } from '../features/wallet/wallet.server.ts';
import { MyWalletPage } from '../features/wallet/wallet-pages.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMyWallet({ request, context });
}

export const handle = { pageId: 'wallet_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/my-wallet`: the member's balance, Top up and the latest movements (spec §2). */
export default function AccountMyWallet({ loaderData }: Route.ComponentProps) {
  return <MyWalletPage data={loaderData} />;
}
