import { PROMPT_MAX_LENGTH } from '../../../../domain/limits.ts';
import { EMPTY_PROMPT_MESSAGE, isUrlPrompt, LIMIT_REACHED_MESSAGE, URL_IMPORT_PRO_MESSAGE } from '../../../../domain/prompt-rules.ts';

export type TPromptCheckInput = {
  prompt: string;
  isAuthPending: boolean;
  userId: string | null;
  /** Null while the profile is unknown: the server then makes the plan checks alone. */
  isPro: boolean | null;
  /** Null means unlimited or unknown. */
  generationsLeft: number | null;
};

/**
 * The server's generate checks, repeated in the browser so the cook hears about them before waiting
 * (prompt length and emptiness). Returns the message to show, or null when the request may go.
 */
export function checkPrompt({ prompt, isAuthPending, userId, isPro, generationsLeft }: TPromptCheckInput): string | null {
  if (isAuthPending) return 'Authentication still loading…';
  if (!userId) return 'User not loaded—please retry.';
  const trimmed = prompt.trim();
  if (trimmed.length === 0) return EMPTY_PROMPT_MESSAGE;
  if (trimmed.length > PROMPT_MAX_LENGTH) return `Please keep the prompt to ${PROMPT_MAX_LENGTH} characters.`;
  if (isUrlPrompt(trimmed) && isPro === false) {
    return URL_IMPORT_PRO_MESSAGE;
  }
  if (isPro === false && generationsLeft !== null && generationsLeft <= 0) {
    return LIMIT_REACHED_MESSAGE;
  }
  return null;
}
