const ISO_DURATION = /^P(?:T(?:(\d+)H)?(?:(\d+)M)?)$/i;

/**
 * Recipe times are free text ('15 minutes'); imported recipes may carry ISO 8601 durations (PT1H15M)
 * and AI numbers may be bare minutes ('20'). Shows all three the same way.
 */
export function formatRecipeTime(value: string): string {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return `${Number(trimmed)} min`;
  const match = ISO_DURATION.exec(trimmed);
  if (match && (match[1] || match[2])) {
    const parts: string[] = [];
    if (match[1] && Number(match[1]) > 0) parts.push(`${Number(match[1])} hr`);
    if (match[2] && Number(match[2]) > 0) parts.push(`${Number(match[2])} min`);
    return parts.length > 0 ? parts.join(' ') : '0 min';
  }
  return trimmed;
}
