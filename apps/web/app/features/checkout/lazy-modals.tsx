import { Suspense, type ComponentProps } from 'react';
import type * as Modals from './checkout-modals.tsx';

/**
 * The error and price-change modals, out of the first view's script: most visits never see one.
 * The server has them loaded from the start, so a modal is in the first HTML and works without
 * JavaScript; in the browser the boundary waits for the small chunk and then hydrates the modal as
 * the server sent it.
 */
let loaded: typeof Modals | null = null;
let loading: Promise<typeof Modals> | null = null;

function load(): Promise<typeof Modals> {
  if (!loading) {
    const attempt = import('./checkout-modals.tsx').then((module) => (loaded = module));
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
  }
  return loading;
}

if (typeof window === 'undefined') void load();

function useModals(): typeof Modals {
  if (loaded) return loaded;
  // Suspense: the nearest boundary waits for the chunk (during hydration it keeps the server's HTML).
  throw load();
}

function ErrorModal(props: ComponentProps<typeof Modals.CheckoutErrorModal>) {
  const { CheckoutErrorModal: Loaded } = useModals();
  return <Loaded {...props} />;
}

function PriceModal(props: ComponentProps<typeof Modals.PriceChangeModal>) {
  const { PriceChangeModal: Loaded } = useModals();
  return <Loaded {...props} />;
}

export function CheckoutErrorModal(props: ComponentProps<typeof Modals.CheckoutErrorModal>) {
  return (
    <Suspense fallback={null}>
      <ErrorModal {...props} />
    </Suspense>
  );
}

export function PriceChangeModal(props: ComponentProps<typeof Modals.PriceChangeModal>) {
  return (
    <Suspense fallback={null}>
      <PriceModal {...props} />
    </Suspense>
  );
}
