import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { PROMPT_MAX_LENGTH } from '../../../../domain/limits.ts';
import { useAuthSession } from '../../../lib/auth-client.ts';
import { discardDraft, readDraft, toTabDraftPlace, writeDraft, isTextDraft } from '../../../lib/drafts.ts';
import { rememberReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { paths } from '../../../paths.ts';

type TTypingPromptProps = {
  text: string;
  /** The example being typed, whole: what an empty box asks for. */
  examplePrompt: string;
  isPaused: boolean;
  onTogglePause: () => void;
};

// A visitor has no account yet: the box's draft is kept for this tab (sessionStorage) until sent.
const LANDING_DRAFT = toTabDraftPlace('landing-prompt');

/** '/create?prompt=…': the Create page starts with this prompt in its box. */
export function toCreatePromptPath(prompt: string): string {
  return `${paths.create}?${new URLSearchParams({ prompt }).toString()}`;
}

/**
 * The hero's prompt box: a real input, with the cycling example shown while it is empty.
 * Enter goes to /create with the prompt; a visitor signs up first and lands there after.
 */
export function TypingPrompt({ text, examplePrompt, isPaused, onTogglePause }: TTypingPromptProps) {
  const navigate = useNavigate();
  const { data: session } = useAuthSession();
  const [prompt, setPrompt] = useState('');
  // Read after mounting: the page is prerendered, and hydration must first match the empty box.
  useEffect(() => {
    const draft = readDraft(LANDING_DRAFT, isTextDraft);
    if (draft) setPrompt(draft);
  }, []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = prompt.trim() || examplePrompt;
    const createPath = toCreatePromptPath(wanted);
    // Sent: from here the prompt travels in the address (and /create keeps its own draft).
    discardDraft(LANDING_DRAFT);
    if (session?.user.emailVerified) {
      navigate(createPath);
      return;
    }
    if (session) {
      rememberReturnPath(createPath);
      navigate(withReturnPath(paths.verifyEmail, createPath));
      return;
    }
    navigate(withReturnPath(paths.signup, createPath));
  };

  // One line of intent: Enter sends it, as in a search box.
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <form className="typing-prompt" onSubmit={handleSubmit}>
      <label className="typing-prompt__label" htmlFor="hero-prompt">
        Ask for anything
      </label>
      <div className="typing-prompt__box">
        <textarea
          id="hero-prompt"
          name="prompt"
          className="typing-prompt__input"
          rows={2}
          maxLength={PROMPT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="go"
          aria-describedby="hero-prompt-hint"
          value={prompt}
          onChange={(event) => {
            setPrompt(event.target.value);
            writeDraft(LANDING_DRAFT, event.target.value);
          }}
          onKeyDown={handleKeyDown}
        />
        {/* Hidden from screen readers: a sentence changing every few frames is noise; the hint says the same once. */}
        {prompt === '' ? (
          <span className="typing-prompt__example" aria-hidden="true">
            <span className="typing-prompt__text" data-testid="typing-prompt-text">
              {text}
            </span>
            <span className={isPaused ? 'typing-prompt__caret typing-prompt__caret--still' : 'typing-prompt__caret'} />
          </span>
        ) : null}
        <button type="submit" className="button button--primary typing-prompt__submit">
          Create recipe
        </button>
      </div>
      <p id="hero-prompt-hint" className="visually-hidden">
        For example a healthy dinner, a quick lunch from leftovers, a Thai curry or a green smoothie. Press Enter to start; a free account is needed.
      </p>
      {/* WCAG 2.2.2: moving content that runs on must be pausable. */}
      <button type="button" className="typing-prompt__toggle" onClick={onTogglePause}>
        {isPaused ? 'Play examples' : 'Pause examples'}
      </button>
    </form>
  );
}
