import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, Ref } from 'react';
import styles from './modal.module.css';

type TModalProps = {
  isOpen: boolean;
  /** Escape, the overlay and the × close through here. */
  onClose: () => void;
  /** The dialog's name. Leave it out only when the content renders `<ModalTitle>` itself. */
  title?: ReactNode;
  description?: ReactNode;
  size?: 'narrow' | 'medium' | 'wide';
  /** 'alertdialog' for a confirmation. */
  role?: 'dialog' | 'alertdialog';
  /** The × in the corner. */
  hasCloseButton?: boolean;
  /**
   * Where focus goes on opening: the first control (Radix's default), or the title (give it
   * `<ModalTitle isFocusable>`) when the first control does something on a reflexive Space — a recipe
   * opened with Enter must not be rated 1 star by the next key (issue 24).
   */
  initialFocus?: 'first-control' | 'title';
  children: ReactNode;
};

/** Radix's open auto-focus, moved to the dialog's title. */
function focusTitle(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const title = content.querySelector('[data-modal-title]');
  // A title that cannot take focus leaves Radix's default in place.
  if (!(title instanceof HTMLElement) || !title.hasAttribute('tabindex')) return;
  event.preventDefault();
  title.focus();
}

/** The one modal frame (Radix Dialog): overlay, sizes, title, close button. Pages and features build their dialogs on it. */
export function Modal({ isOpen, onClose, title, description, size = 'medium', role = 'dialog', hasCloseButton = false, initialFocus = 'first-control', children }: TModalProps) {
  const sizeClass = size === 'narrow' ? styles.narrow : size === 'wide' ? styles.wide : '';
  return (
    <Dialog.Root open={isOpen} onOpenChange={(isNextOpen) => (isNextOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${sizeClass}`}
          role={role}
          onOpenAutoFocus={initialFocus === 'title' ? focusTitle : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {title !== undefined ? <ModalTitle>{title}</ModalTitle> : null}
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
          {children}
          {hasCloseButton ? (
            <Dialog.Close asChild>
              <button type="button" className={`button button--ghost ${styles.close}`} aria-label="Close">
                ×
              </button>
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's title, for content that renders it itself (e.g. to move focus to it). */
export function ModalTitle({ children, ref, isFocusable = false }: { children: ReactNode; ref?: Ref<HTMLHeadingElement>; isFocusable?: boolean }) {
  return (
    <Dialog.Title ref={ref} tabIndex={isFocusable ? -1 : undefined} className={styles.title} data-modal-title="">
      {children}
    </Dialog.Title>
  );
}

/** The row of buttons at the foot of a dialog: secondary first, the main action last. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A button that closes the dialog (Cancel, Close). */
export function ModalClose({ children }: { children: ReactNode }) {
  return <Dialog.Close asChild>{children}</Dialog.Close>;
}
