import { useEffect, useId, useState, type FormEvent } from 'react';
import { UpgradeLink } from '../../../components/pro-badge.tsx';
import { readDraft, writeDraft, isTextDraft, type TDraftPlace } from '../../../lib/drafts.ts';
import { PROMPT_MAX_LENGTH } from '../../../../domain/limits.ts';
import { LIMIT_REACHED_MESSAGE, URL_IMPORT_PRO_MESSAGE } from '../../../../domain/prompt-rules.ts';
import { PROMPT_LABEL, PROMPT_PLACEHOLDER } from './create-page-skeleton.tsx';

const PROMPT_WARNING_CHARACTERS = 20;

type TPromptFormProps = {
  isGenerating: boolean;
  /** A free cook with no generations left this month: the button says so and points to Pro. */
  isOutOfGenerations?: boolean;
  validationError: string | null;
  onGenerate: (prompt: string) => void;
  onCreateBlank: () => void;
  onPromptChange: () => void;
  /** The prompt the cook typed on the landing page (/create?prompt=…). */
  initialPrompt?: string;
  /** Where the prompt being typed is kept across a reload (the page discards it once sent). */
  draftPlace?: TDraftPlace | null;
};

/** The prompt box: counter, Generate Recipe and Create Blank Recipe. */
export function PromptForm({
  isGenerating,
  isOutOfGenerations = false,
  validationError,
  onGenerate,
  onCreateBlank,
  onPromptChange,
  initialPrompt = '',
  draftPlace = null,
}: TPromptFormProps) {
  // The landing page's prompt wins (the cook just sent it); else the one typed before a reload.
  const [prompt, setPrompt] = useState(() => [...(initialPrompt || readDraft(draftPlace, isTextDraft) || '')].slice(0, PROMPT_MAX_LENGTH).join(''));
  // A prompt brought from the landing page is a draft too: a reload of /create (its ?prompt= gone) keeps it.
  useEffect(() => {
    if (initialPrompt) writeDraft(draftPlace, [...initialPrompt].slice(0, PROMPT_MAX_LENGTH).join(''));
  }, [initialPrompt, draftPlace]);
  // Characters a paste brought beyond the limit and we cut (never cut silently); 0 when none.
  const [cutCount, setCutCount] = useState(0);
  const baseId = useId();
  const counterId = `${baseId}-counter`;
  const errorId = `${baseId}-error`;
  const limitId = `${baseId}-limit`;
  const cutId = `${baseId}-cut`;
  // Code points, as the server counts them: an emoji is one character, not two.
  const promptLength = [...prompt].length;
  const charactersLeft = PROMPT_MAX_LENGTH - promptLength;
  const describedBy = [counterId, cutCount > 0 ? cutId : '', validationError ? errorId : ''].filter(Boolean).join(' ');

  const handleChange = (value: string) => {
    const characters = [...value];
    const overflow = characters.length - PROMPT_MAX_LENGTH;
    setCutCount(Math.max(0, overflow));
    const next = overflow > 0 ? characters.slice(0, PROMPT_MAX_LENGTH).join('') : value;
    setPrompt(next);
    writeDraft(draftPlace, next);
    onPromptChange();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onGenerate(prompt);
  };

  return (
    <form className="form create-prompt" onSubmit={handleSubmit} aria-busy={isGenerating} noValidate>
      <div className="field">
        <label htmlFor={`${baseId}-prompt`}>{PROMPT_LABEL}</label>
        <textarea
          id={`${baseId}-prompt`}
          name="prompt"
          rows={4}
          value={prompt}
          placeholder={PROMPT_PLACEHOLDER}
          aria-describedby={describedBy}
          aria-invalid={validationError ? true : undefined}
          onChange={(event) => handleChange(event.target.value)}
        />
        <p id={counterId} className={`field__hint create-prompt__counter${cutCount > 0 ? ' create-prompt__counter--over' : ''}`}>
          {promptLength}/{PROMPT_MAX_LENGTH}
        </p>
        {cutCount > 0 ? (
          <p id={cutId} className="form-error create-prompt__cut" role="status">
            The end was cut: prompts can be at most {PROMPT_MAX_LENGTH} characters, so the last {cutCount}{' '}
            {cutCount === 1 ? 'character was' : 'characters were'} left out. Check the prompt still ends the way you want.
          </p>
        ) : null}
        {/* Announcing every keystroke is noise; only the last stretch before the limit is spoken. */}
        <p className="visually-hidden" aria-live="polite">
          {charactersLeft <= PROMPT_WARNING_CHARACTERS ? `${charactersLeft} characters left` : ''}
        </p>
        {validationError ? (
          <p id={errorId} className="form-error" role="alert">
            {validationError}
            {validationError === URL_IMPORT_PRO_MESSAGE ? (
              <>
                {' '}
                <UpgradeLink>Upgrade to Pro</UpgradeLink>
              </>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="create-prompt__actions">
        <button
          type="submit"
          // Out of recipes, the button reads as a statement (secondary), not as a faded call to action.
          className={`button ${isOutOfGenerations ? 'button--secondary' : 'button--primary'}`}
          disabled={isGenerating || isOutOfGenerations}
          aria-busy={isGenerating}
          aria-describedby={isOutOfGenerations ? limitId : undefined}
        >
          {isGenerating ? 'Generating…' : isOutOfGenerations ? 'No free recipes left' : 'Generate Recipe'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCreateBlank}>
          Create Blank Recipe
        </button>
      </div>
      {isOutOfGenerations ? (
        <p id={limitId} className="create-prompt__limit">
          {LIMIT_REACHED_MESSAGE} <UpgradeLink>Upgrade to Pro for unlimited recipes</UpgradeLink>
        </p>
      ) : null}
      <p className="create-prompt__status" role="status" aria-live="polite">
        {isGenerating ? 'Generating your recipe… this can take a few seconds.' : ''}
      </p>
    </form>
  );
}
