import { Suspense, type ComponentProps } from 'react';
import type * as WalletModal from './wallet-modal.tsx';

/**
 * The wallet's refusal modal, out of the payment page's first script (most payments never see it),
 * loaded as checkout/lazy-modals.tsx loads its modals: the server has it from the start, so it is in
 * the first HTML; the browser waits for the small chunk before hydrating it.
 */
let loaded: typeof WalletModal | null = null;
let loading: Promise<typeof WalletModal> | null = null;

function load(): Promise<typeof WalletModal> {
  if (!loading) {
    const attempt = import('./wallet-modal.tsx').then((module) => (loaded = module));
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

if (typeof window === 'undefined') void load();

function Loaded(props: ComponentProps<typeof WalletModal.WalletRefusedModal>) {
  if (!loaded) throw load();
  const { WalletRefusedModal } = loaded;
  return <WalletRefusedModal {...props} />;
}

export function WalletRefusedModal(props: ComponentProps<typeof WalletModal.WalletRefusedModal>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
