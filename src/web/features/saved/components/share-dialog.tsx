import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { notify } from '../../../lib/toast.ts';

type TShareDialogProps = {
  /** The absolute link; the dialog is open while it is set. */
  link: string | null;
  onClose: () => void;
};

/** Shows the share link with copy-to-clipboard ('Link copied!', spec §8). */
export function ShareDialog({ link, onClose }: TShareDialogProps) {
  const input = useRef<HTMLInputElement>(null);

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify.success('Link copied!');
    } catch {
      // Clipboard refused (permissions, insecure origin): select the text so the cook can copy it by hand.
      input.current?.select();
      notify.info('Press Ctrl+C (or ⌘+C) to copy the selected link.');
    }
  };

  return (
    <Dialog.Root open={link !== null} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--narrow">
          <Dialog.Title className="dialog__title">Share recipe</Dialog.Title>
          <Dialog.Description>Anyone with a Forkcast account can open this link and save the recipe.</Dialog.Description>
          <div className="field">
            <label htmlFor="share-link">Share link</label>
            <input id="share-link" ref={input} readOnly value={link ?? ''} onFocus={(event) => event.target.select()} />
          </div>
          <div className="dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="button button--secondary">
                Close
              </button>
            </Dialog.Close>
            <button type="button" className="button button--primary" onClick={() => void copyLink()}>
              Copy link
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
