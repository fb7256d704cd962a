import { useRef } from 'react';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { Modal, ModalActions, ModalClose } from '../../../components/modal.tsx';
import { notify } from '../../../lib/toast.ts';

type TShareDialogProps = {
  /** The absolute link; the dialog is open while it is set. */
  link: string | null;
  onClose: () => void;
};

/** Shows the share link with copy-to-clipboard ('Link copied!'). */
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
    <Modal
      isOpen={link !== null}
      onClose={onClose}
      size="narrow"
      title="Share recipe"
      description="Anyone with a Forkcast account can open this link and save the recipe."
    >
      <FormField label="Share link" id="share-link">
        {(control) => <input {...control} ref={input} readOnly value={link ?? ''} onFocus={(event) => event.target.select()} />}
      </FormField>
      <ModalActions>
        <ModalClose>
          <button type="button" className="button button--secondary">
            Close
          </button>
        </ModalClose>
        <button type="button" className="button button--primary" onClick={() => void copyLink()}>
          Copy link
        </button>
      </ModalActions>
    </Modal>
  );
}
