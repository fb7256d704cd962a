import { readErrorMessage } from '../../../lib/api-client.ts';

/** A planner dialog's progress, read out as it changes, and its last error in words (plan my week, the rules). */
export function DialogStatus({ status, error }: { status: string; error: Error | null }) {
  return (
    <>
      <p className="plan-week__status" role="status" aria-live="polite">
        {status}
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {readErrorMessage(error, 'That did not work. Please try again.')}
        </p>
      ) : null}
    </>
  );
}
