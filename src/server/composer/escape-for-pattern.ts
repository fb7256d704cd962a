/** Text to match as written inside a RegExp: its special characters escaped. */
export function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
