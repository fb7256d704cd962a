type TTypingPromptProps = {
  text: string;
  isPaused: boolean;
  onTogglePause: () => void;
};

/** The cycling example prompt, drawn like the prompt box of the Create page. */
export function TypingPrompt({ text, isPaused, onTogglePause }: TTypingPromptProps) {
  return (
    <div className="typing-prompt">
      <p className="typing-prompt__label" id="typing-prompt-label">
        Ask for anything, like…
      </p>
      {/* Hidden from screen readers: a sentence changing every few frames is noise; the text below says the same once. */}
      <div className="typing-prompt__box" aria-hidden="true">
        <span className="typing-prompt__text" data-testid="typing-prompt-text">
          {text}
        </span>
        <span className={isPaused ? 'typing-prompt__caret typing-prompt__caret--still' : 'typing-prompt__caret'} />
      </div>
      <p className="visually-hidden">For example a healthy dinner, a quick lunch from leftovers, a Thai curry or a green smoothie.</p>
      {/* WCAG 2.2.2: moving content that runs on must be pausable. */}
      <button type="button" className="typing-prompt__toggle" onClick={onTogglePause}>
        {isPaused ? 'Play examples' : 'Pause examples'}
      </button>
    </div>
  );
}
