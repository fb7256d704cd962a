import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog/confirm-dialog.tsx';
import { Modal, ModalActions, ModalClose } from './modal.tsx';

/** A page that opens its dialog from state, as every feature does (no Radix Trigger). */
function PageWithDialog({ isModal = true }: { isModal?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open notes
      </button>
      <input aria-label="Search" />
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title="Notes" isModal={isModal}>
        <ModalActions>
          <ModalClose>
            <button type="button">Cancel</button>
          </ModalClose>
        </ModalActions>
      </Modal>
    </>
  );
}

function PageWithConfirm() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Delete Account
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        title="Delete your account?"
        description="This cannot be undone."
        confirmLabel="Delete"
        onCancel={() => setIsOpen(false)}
        onConfirm={() => setIsOpen(false)}
      />
    </>
  );
}

describe('Modal', () => {
  it('gives focus back to the button that opened it on Cancel', async () => {
    const user = userEvent.setup();
    render(<PageWithDialog />);
    const opener = screen.getByRole('button', { name: 'Open notes' });
    await user.click(opener);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notes' })).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives focus back to the opener on Escape, opened from the keyboard', async () => {
    const user = userEvent.setup();
    render(<PageWithConfirm />);
    const opener = screen.getByRole('button', { name: 'Delete Account' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves focus where the page moved it: a click beside a non-modal frame', async () => {
    const user = userEvent.setup();
    render(<PageWithDialog isModal={false} />);
    await user.click(screen.getByRole('button', { name: 'Open notes' }));
    expect(await screen.findByRole('dialog', { name: 'Notes' })).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.click(search);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notes' })).not.toBeInTheDocument());
    // Radix's close focus runs a tick after the frame goes; give it that tick before checking.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(search).toHaveFocus();
  });
});
