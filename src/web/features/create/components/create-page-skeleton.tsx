import { PROMPT_MAX_LENGTH } from '../../../../domain/limits.ts';

// The prompt's words, shared with the form itself (prompt-form.tsx), so the skeleton's box reads the same.
export const PROMPT_LABEL = 'What would you like to cook?';
export const PROMPT_PLACEHOLDER = 'e.g. a 15-minute Thai noodle dinner, or paste a recipe URL (Pro)';
export const CHECKING_PLAN_TEXT = 'Checking your plan…';

/**
 * /create before the session has answered, in the HTML of a signed-in visit (scripts/prerender.mjs): the
 * heading and the prompt box the page draws, with the same classes, so the first paint is the page's frame
 * and the page replaces it without moving anything. The box is read-only: the form's own takes the typing.
 */
export function CreatePageSkeleton() {
  return (
    <section className="page create-page" aria-labelledby="create-heading" aria-busy="true">
      <header className="page-header">
        <h1 id="create-heading">Create Recipe</h1>
        {/* The allowance's own words while the profile loads (generation-allowance.tsx): the box does not move down. */}
        <p className="create-allowance">{CHECKING_PLAN_TEXT}</p>
      </header>
      <div className="form create-prompt">
        <div className="field">
          <label htmlFor="create-prompt-skeleton">{PROMPT_LABEL}</label>
          <textarea id="create-prompt-skeleton" rows={4} placeholder={PROMPT_PLACEHOLDER} readOnly tabIndex={-1} />
          <p className="field__hint create-prompt__counter">0/{PROMPT_MAX_LENGTH}</p>
        </div>
      </div>
    </section>
  );
}
