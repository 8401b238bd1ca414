import { cleanup, fireEvent, render as renderBare, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import type { ReactElement } from 'react';
import { TestWords } from '@/lib/test-support/words';

/** Renders with the storefront's English words (issue 28). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: TestWords });

afterEach(cleanup);

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Clear your cart?"
      description="Every piece will be removed from your cart."
      cancelLabel="Keep items"
      confirmLabel="Clear cart"
      destructive
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onConfirm, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Clear your cart?' }) };
}

describe('ConfirmDialog', () => {
  it('names the dialog by its title and runs the action only on confirm, leaving closing to the caller', () => {
    const { onConfirm, onOpenChange, dialog } = renderDialog();
    expect(dialog.textContent).toContain('Every piece will be removed from your cart.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('cancels without running the action', () => {
    const { onConfirm, onOpenChange } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Keep items' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('blocks a second confirm while the work runs, with a spinner only when it has words for it', () => {
    renderDialog({ pending: true });
    expect(screen.getByRole('button', { name: 'Clear cart' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    renderDialog({ pending: true, pendingLabel: 'Clearing' });
    expect(screen.getByRole('status').textContent).toBe('Clearing');
  });

  it('renders nothing while closed', () => {
    render(
      <ConfirmDialog
        open={false}
        onOpenChange={vi.fn()}
        title="T"
        description="D"
        confirmLabel="OK"
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the focus back to the button that asked once the question is closed', async () => {
    function Asker() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Clear cart…
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Clear your cart?"
            description="Every piece will be removed from your cart."
            cancelLabel="Keep items"
            confirmLabel="Clear cart"
            onConfirm={() => setOpen(false)}
          />
        </>
      );
    }
    render(<Asker />);
    const asker = screen.getByRole('button', { name: 'Clear cart…' });
    asker.focus();
    fireEvent.click(asker);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep items' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(asker));
  });
});
