// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

describe('Modal', () => {
  it('is rendered open by the server, so it works without JavaScript', () => {
    const html = renderToString(<Modal open title="Sold out" icon="sold-out" actions={<a href="/flight">Search again</a>} />);
    expect(html).toMatch(/<dialog[^>]* open=""/);
    expect(html).toContain('data-icon="sold-out"');
    expect(renderToString(<Modal open={false} title="x" icon="error" actions={null} />)).not.toContain('open=""');
  });

  it('is a dialog named by its title and described by its text, opened as a modal after hydration', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <Modal open title="Session timed out" icon="session-timeout" actions={<a href="/flight">Search again</a>}>
        <p>Please search again.</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Session timed out' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please search again.');
    expect(showModal).toHaveBeenCalled();
    showModal.mockRestore();
  });

  it('Escape closes only a dismissible modal', async () => {
    const { rerender } = render(<Modal open title="A" icon="error" actions={null} />);
    const dialog = await screen.findByRole('dialog', { name: 'A' });
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);

    const onClose = vi.fn();
    rerender(<Modal open title="A" icon="error" actions={null} onClose={onClose} closeLabel="Close" />);
    const again = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
