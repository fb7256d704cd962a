// The generate request's rules that the Create page checks before sending and the server enforces,
// with their messages written once. Zod-free, so the browser's prompt check stays light.

/** A prompt starting with http(s):// is a URL import. */
const URL_PROMPT_PATTERN = /^https?:\/\//i;

export function isUrlPrompt(prompt: string): boolean {
  return URL_PROMPT_PATTERN.test(prompt.trim());
}

export const EMPTY_PROMPT_MESSAGE = 'Please enter a recipe prompt or URL.';
export const URL_IMPORT_PRO_MESSAGE = 'Importing recipes from URLs is a Pro feature. Please upgrade to use this feature.';
/** A free cook with no generations left this month. */
export const LIMIT_REACHED_MESSAGE = "You've used all your free recipes this month.";
