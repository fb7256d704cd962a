import { useId, type ReactNode } from 'react';

/** What the control inside a field spreads onto itself: its id (the label's target) and its aria. */
export type TFieldControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type TFormFieldProps = {
  label: ReactNode;
  /** A fixed control id (a page that focuses or links to the control); else one is made. */
  id?: string;
  /** Always shown under the control, e.g. the rule a value must follow. */
  hint?: ReactNode;
  /** The field's own error, in red under the control; it marks the control invalid. */
  error?: string | null;
  className?: string;
  children: (control: TFieldControlProps) => ReactNode;
};

/**
 * The one form field: label, control, hint and error, wired so a screen reader hears the error and the
 * hint with the control (`aria-describedby`) and knows it is invalid (`aria-invalid`).
 */
export function FormField({ label, id, hint, error, className, children }: TFormFieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter((part) => part !== null).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={controlId}>{label}</label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form's own error, above or under its fields, announced when it appears (`role="alert"`); `action` follows it (e.g. an upgrade link). */
export function FormError({ message, action, className }: { message: string | null; action?: ReactNode; className?: string }) {
  return (
    <p className={className ? `form-error ${className}` : 'form-error'} role="alert" hidden={!message}>
      {message}
      {message && action ? <> {action}</> : null}
    </p>
  );
}
