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
  /** 'full' takes the whole screen (cook mode). */
  size?: 'narrow' | 'medium' | 'wide' | 'full';
  /** Phones: the frame takes the whole screen (a dialog with panes of its own, like messages). */
  isFullScreenOnPhones?: boolean;
  /** A class of the feature's for the layout inside the frame (e.g. a fixed height); the frame's own look stays. */
  className?: string;
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

const SIZE_CLASSES = { narrow: styles.narrow, medium: undefined, wide: styles.wide, full: styles.full } as const;

/** The one modal frame (Radix Dialog): overlay, sizes, title, close button. Pages and features build their dialogs on it. */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  size = 'medium',
  isFullScreenOnPhones = false,
  className,
  role = 'dialog',
  hasCloseButton = false,
  initialFocus = 'first-control',
  children,
}: TModalProps) {
  const frameClass = [styles.content, SIZE_CLASSES[size], isFullScreenOnPhones ? styles.fullOnPhones : undefined, className].filter((part) => part !== undefined).join(' ');
  return (
    <Dialog.Root open={isOpen} onOpenChange={(isNextOpen) => (isNextOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={frameClass}
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

type TModalTitleProps = {
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
  isFocusable?: boolean;
  /** The feature's own title style (e.g. cook mode's large type) in place of the frame's. */
  className?: string;
};

/** The dialog's title, for content that renders it itself (e.g. to move focus to it, or beside its own buttons). */
export function ModalTitle({ children, ref, isFocusable = false, className = styles.title }: TModalTitleProps) {
  return (
    <Dialog.Title ref={ref} tabIndex={isFocusable ? -1 : undefined} className={className} data-modal-title="">
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
