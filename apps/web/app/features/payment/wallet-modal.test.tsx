// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderInRoot } from '../flight-listing/test-support.tsx';
import { WalletRefusedModal } from './wallet-modal.tsx';
import { scaledWait } from '../../../../../scripts/wait-scale.mjs';

// happy-dom has no showModal; the modal calls it once hydrated (modal.test.tsx does the same).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

describe('the wallet refused modal', () => {
  it.each([
    ['en', 'Close', 'Choose another method'],
    ['mm', 'ပိတ်ရန်', 'အခြားနည်းလမ်း ရွေးရန်'],
  ] as const)('names its corner button Close (%s), apart from the action that chooses another method', async (lang, close, other) => {
    renderInRoot(<WalletRefusedModal reason="notEnoughBalance" signInHref="/sign-in" onClose={() => {}} />, { lang });
    // The Myanmar catalogue loads on first use: slower on a busy machine than the default wait.
    expect(await screen.findByRole('button', { name: close }, { timeout: scaledWait(5_000) })).toBeTruthy();
    expect(await screen.findAllByRole('button', { name: other })).toHaveLength(1);
  });
});
