/** One item per line in the edit form; blank lines and surrounding spaces are not items. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function joinLines(lines: readonly string[]): string {
  return lines.join('\n');
}
