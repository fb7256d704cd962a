import { PROMPT_MAX_LENGTH } from '../../../../domain/limits.ts';

/** Spec §5: a prompt starting with http(s):// is a URL import. */
export function isUrlPrompt(prompt: string): boolean {
  return /^https?:\/\//i.test(prompt.trim());
}

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
 * (spec §5 Generate). Returns the message to show, or null when the request may go.
 */
/** Shown with a link to upgrade (issue 24: the message named the upgrade but offered no way to it). */
export const URL_IMPORT_PRO_MESSAGE = 'Importing recipes from URLs is a Pro feature. Please upgrade to use this feature.';

export function checkPrompt({ prompt, isAuthPending, userId, isPro, generationsLeft }: TPromptCheckInput): string | null {
  if (isAuthPending) return 'Authentication still loading…';
  if (!userId) return 'User not loaded—please retry.';
  const trimmed = prompt.trim();
  if (trimmed.length === 0) return 'Please enter a recipe prompt or URL.';
  if (trimmed.length > PROMPT_MAX_LENGTH) return `Please keep the prompt to ${PROMPT_MAX_LENGTH} characters.`;
  if (isUrlPrompt(trimmed) && isPro === false) {
    return URL_IMPORT_PRO_MESSAGE;
  }
  if (isPro === false && generationsLeft !== null && generationsLeft <= 0) {
    return "You've used all your free recipes this month.";
  }
  return null;
}
