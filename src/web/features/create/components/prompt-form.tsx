import { useId, useState, type FormEvent } from 'react';
import { PROMPT_MAX_LENGTH } from '../../../../domain/limits.ts';

const PROMPT_WARNING_CHARACTERS = 20;

type TPromptFormProps = {
  isGenerating: boolean;
  validationError: string | null;
  onGenerate: (prompt: string) => void;
  onCreateBlank: () => void;
  onPromptChange: () => void;
};

/** The prompt box (spec §2 Create Recipe): counter, Generate Recipe and Create Blank Recipe. */
export function PromptForm({ isGenerating, validationError, onGenerate, onCreateBlank, onPromptChange }: TPromptFormProps) {
  const [prompt, setPrompt] = useState('');
  const baseId = useId();
  const counterId = `${baseId}-counter`;
  const errorId = `${baseId}-error`;
  const charactersLeft = PROMPT_MAX_LENGTH - prompt.length;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onGenerate(prompt);
  };

  return (
    <form className="form create-prompt" onSubmit={handleSubmit} aria-busy={isGenerating} noValidate>
      <div className="field">
        <label htmlFor={`${baseId}-prompt`}>What would you like to cook?</label>
        <textarea
          id={`${baseId}-prompt`}
          name="prompt"
          rows={4}
          value={prompt}
          maxLength={PROMPT_MAX_LENGTH}
          placeholder="e.g. a 15-minute Thai noodle dinner, or paste a recipe URL (Pro)"
          aria-describedby={validationError ? `${counterId} ${errorId}` : counterId}
          aria-invalid={validationError ? true : undefined}
          onChange={(event) => {
            setPrompt(event.target.value);
            onPromptChange();
          }}
        />
        <p id={counterId} className="field__hint create-prompt__counter">
          {prompt.length}/{PROMPT_MAX_LENGTH}
        </p>
        {/* Announcing every keystroke is noise; only the last stretch before the limit is spoken. */}
        <p className="visually-hidden" aria-live="polite">
          {charactersLeft <= PROMPT_WARNING_CHARACTERS ? `${charactersLeft} characters left` : ''}
        </p>
        {validationError ? (
          <p id={errorId} className="form-error" role="alert">
            {validationError}
          </p>
        ) : null}
      </div>
      <div className="create-prompt__actions">
        <button type="submit" className="button button--primary" disabled={isGenerating} aria-busy={isGenerating}>
          {isGenerating ? 'Generating…' : 'Generate Recipe'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCreateBlank}>
          Create Blank Recipe
        </button>
      </div>
      <p className="create-prompt__status" role="status" aria-live="polite">
        {isGenerating ? 'Generating your recipe… this can take a few seconds.' : ''}
      </p>
    </form>
  );
}
