import { useRef, type ReactNode } from 'react';
import { FormField } from '../../../components/form-field/form-field.tsx';
import { notify } from '../../../lib/toast.ts';

type TCopySecretFieldProps = {
  label: string;
  id: string;
  value: string;
  copyLabel: string;
  copiedMessage: string;
  hint?: string;
  /** More buttons beside Copy (e.g. Rotate). */
  actions?: ReactNode;
};

/** A read-only secret (a token, a feed URL) with a copy button; where the clipboard is refused the text is selected instead. */
export function CopySecretField({ label, id, value, copyLabel, copiedMessage, hint, actions }: TCopySecretFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(copiedMessage);
    } catch {
      // No clipboard (an http address, permissions): the text is selected for Ctrl+C.
      input.current?.select();
      notify.info('Press Ctrl+C (or ⌘+C) to copy the selected text.');
    }
  };
  return (
    <div className="settings-copy">
      <FormField label={label} id={id} hint={hint}>
        {(control) => (
          <input
            {...control}
            ref={input}
            readOnly
            spellCheck={false}
            className="settings-copy__value"
            value={value}
            onFocus={(event) => event.target.select()}
          />
        )}
      </FormField>
      <div className="settings-copy__actions">
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {copyLabel}
        </button>
        {actions}
      </div>
    </div>
  );
}
