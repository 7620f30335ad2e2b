import type { Route } from './+types/account-wallet-topup-thankyou';
import { loadTopupThankyou } from '../features/wallet/wallet.server.ts';
import { TopupThankyouPage } from '../features/wallet/wallet-pages.tsx';
import { bookingMeta } from '../features/payment/page-meta.ts';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadTopupThankyou({ request, context });
}

export const handle = { pageId: 'wallet_topup_thank_you_page' };

export const meta: Route.MetaFunction = ({ loaderData, matches }) => bookingMeta(loaderData, matches);

/** `/account/wallet-topup/thankyou?topupId=`: the top-up's result, waiting for the partner if needed (spec §2). */
export default function AccountWalletTopupThankyou({ loaderData }: Route.ComponentProps) {
  return <TopupThankyouPage data={loaderData} />;
}
