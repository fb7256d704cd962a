import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type Ref } from 'react';
import styles from './modal.module.css';

type TModalProps = {
  isOpen: boolean;
  /** Escape, the overlay and the × close through here. */
  onClose: () => void;
  /** The dialog's name. Leave it out only when the content renders `<ModalTitle>` itself. */
  title?: ReactNode;
  description?: ReactNode;
  /** Read to screen readers only (the content says it visibly in its own way). */
  isDescriptionHidden?: boolean;
  /**
   * 'full' takes the whole screen (cook mode); 'side' is a panel along the right edge, 'sheet' one
   * from the bottom (the cart on wide screens and on phones).
   */
  size?: 'narrow' | 'medium' | 'wide' | 'full' | 'side' | 'sheet';
  /**
   * False keeps the page usable beside the frame: no backdrop, no focus trap, and a click on the page
   * does not close it (the cart beside /create).
   */
  isModal?: boolean;
  /** Asked on Escape: false keeps the frame open (Escape belonged to a list or a drag inside it). */
  canCloseOnEscape?: () => boolean;
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
   * opened with Enter must not be rated 1 star by the next key.
   */
  initialFocus?: 'first-control' | 'title' | { selector: string };
  children: ReactNode;
};

/** Radix's open auto-focus, moved to the element the selector finds (the title, a field). */
function focusFirst(event: Event, selector: string, needsTabIndex: boolean): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const target = content.querySelector(selector);
  // Nothing to focus (or a title that cannot take focus) leaves Radix's default in place.
  if (!(target instanceof HTMLElement) || (needsTabIndex && !target.hasAttribute('tabindex'))) return;
  event.preventDefault();
  target.focus();
}

function toOpenAutoFocus(initialFocus: TModalProps['initialFocus']): ((event: Event) => void) | undefined {
  if (initialFocus === undefined || initialFocus === 'first-control') return undefined;
  if (initialFocus === 'title') return (event) => focusFirst(event, '[data-modal-title]', true);
  return (event) => focusFirst(event, initialFocus.selector, false);
}

/**
 * Focus back to the control that opened the dialog. Radix returns it only to a `Dialog.Trigger`, and our
 * dialogs open from state (and lazily), so without this focus fell to the page body on Cancel or Escape.
 * The opener is remembered on open, before Radix moves focus in. Left alone: an opener that is gone (the
 * row it sat in was deleted), and focus the page already moved on purpose (a click beside a non-modal frame).
 */
function useFocusReturn(): { rememberOpener: () => void; returnFocus: (event: Event) => void } {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    rememberOpener: () => {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    returnFocus: (event) => {
      const opener = openerRef.current;
      openerRef.current = null;
      const active = document.activeElement;
      const isFocusLost = active === null || active === document.body;
      if (opener === null || !opener.isConnected || !isFocusLost) return;
      event.preventDefault();
      opener.focus();
    },
  };
}

const SIZE_CLASSES = { narrow: styles.narrow, medium: undefined, wide: styles.wide, full: styles.full, side: styles.side, sheet: styles.sheet } as const;

/** The one modal frame (Radix Dialog): overlay, sizes, title, close button. Pages and features build their dialogs on it. */
export function Modal({
  isOpen,
  onClose,
  title,
  description,
  isDescriptionHidden = false,
  size = 'medium',
  isModal = true,
  canCloseOnEscape,
  isFullScreenOnPhones = false,
  className,
  role = 'dialog',
  hasCloseButton = false,
  initialFocus = 'first-control',
  children,
}: TModalProps) {
  const frameClass = [styles.content, SIZE_CLASSES[size], isFullScreenOnPhones ? styles.fullOnPhones : undefined, className]
    .filter((part) => part !== undefined)
    .join(' ');
  const { rememberOpener, returnFocus } = useFocusReturn();
  const moveFocusIn = toOpenAutoFocus(initialFocus);
  return (
    <Dialog.Root open={isOpen} onOpenChange={(isNextOpen) => (isNextOpen ? undefined : onClose())} modal={isModal}>
      <Dialog.Portal>
        {isModal ? <Dialog.Overlay className={styles.overlay} /> : null}
        <Dialog.Content
          className={frameClass}
          role={role}
          onOpenAutoFocus={(event) => {
            rememberOpener();
            moveFocusIn?.(event);
          }}
          onCloseAutoFocus={returnFocus}
          onInteractOutside={isModal ? undefined : (event) => event.preventDefault()}
          onEscapeKeyDown={canCloseOnEscape ? (event) => (canCloseOnEscape() ? undefined : event.preventDefault()) : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {title !== undefined ? <ModalTitle>{title}</ModalTitle> : null}
          {description ? <Dialog.Description className={isDescriptionHidden ? 'visually-hidden' : undefined}>{description}</Dialog.Description> : null}
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
