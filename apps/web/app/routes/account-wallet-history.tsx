import type { Route } from './+types/account-wallet-history';
import { loadWalletHistory } from '../features/wallet/wallet.server.ts';
import { WalletHistoryPage } from '../features/wallet/wallet-pages.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadWalletHistory({ request, context });
}

export const handle = { pageId: 'wallet_history_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/wallet-history?page=`: every wallet movement and the CSV/PDF downloads (spec §2, §7). */
export default function AccountWalletHistory({ loaderData }: Route.ComponentProps) {
  return <WalletHistoryPage data={loaderData} />;
}
