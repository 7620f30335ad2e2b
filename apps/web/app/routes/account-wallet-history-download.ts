import type { Route } from './+types/account-wallet-history-download';
import { downloadHistory } from '../features/wallet/wallet.server.ts';

/** The history page's Download buttons post here; the answer is the CSV or PDF file itself. */
export function action({ request, context }: Route.ActionArgs) {
  return downloadHistory({ request, context });
}
