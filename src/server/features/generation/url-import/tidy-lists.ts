/**
 * General clean-up of a recipe's lists as pages publish them, whatever the site: the faults are the
 * same everywhere (list bullets and step numbers typed into the text, group headings inside the
 * ingredient list, every step in one numbered paragraph). No rule here knows a site.
 */

// A bullet typed or drawn before the text: '- 1 cup sugar', '• 2 eggs', '▢ 1 tsp salt'. A dash or an
// asterisk counts only before a space, so '-18°C' or '*optional' keep theirs.
const BULLET = /^(?:[•·▪▫◦●○■□▢☐✓✔➤►]+\s*|[-–—*]+\s+)/;
// '1. In your bowl', '2) Stir', 'Step 3: Bake', 'STEP 4 - Serve', 'Step 5' alone.
// '1.Stir' (no space) counts too; '1.5 cups' does not.
const STEP_NUMBER = /^(?:step\s*\d{1,2}\b\s*[.:)\-–—]?\s*|\d{1,2}\s*[.):](?:\s+|(?=[a-z])))/i;
const LIST_NUMBER = /^(\d{1,2})\s*[.)]\s+/;
// A short line without a quantity that ends in a colon ('For the sauce:', 'Topping (optional):'), one
// naming a part ('For the dough'), or one set off by rules ('--- Filling ---').
const HEADING_WITH_COLON = /^[^\d:]{1,60}:$/;
const HEADING_FOR_PART = /^for (?:the|a|an|your) [^\d:,]{1,50}$/i;
const HEADING_IN_RULES = /^[-=*_~]{2,}[^\d]{1,50}[-=*_~]{2,}$/;

function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

function countWords(line: string): number {
  return line.split(/\s+/).filter(Boolean).length;
}

/** True when an ingredient line names a group of the list rather than an ingredient. */
export function isIngredientHeading(line: string): boolean {
  if (countWords(line) > 6) return false;
  return HEADING_WITH_COLON.test(line) || HEADING_FOR_PART.test(line) || HEADING_IN_RULES.test(line);
}

/** Numbers 1, 2, 3… in order at the start of every line: a numbered list, not quantities. */
function isNumberedInOrder(lines: string[]): boolean {
  return lines.length >= 2 && lines.every((line, index) => Number(LIST_NUMBER.exec(line)?.[1]) === index + 1);
}

/** A group heading in the one form the app reads as a heading ('For the sauce:'), its rules or colon tidied. */
function toHeadingLine(line: string): string {
  const name = line
    .replace(/^[-=*_~\s]+|[-=*_~\s]+$/g, '')
    .replace(/:$/, '')
    .trim();
  return `${name}:`;
}

/**
 * Ingredient lines without bullets and list numbers. A group heading ('For the sauce:', '--- Filling ---')
 * stays, written with its colon: the recipe shows it as a heading over its part of the list, and the
 * shopping list and nutrition leave it out.
 */
export function tidyIngredients(lines: string[]): string[] {
  // A heading set off by rules ('--- Filling ---') is recognised before its dashes read as a bullet.
  const unbulleted = lines.flatMap((line) => (HEADING_IN_RULES.test(line.trim()) ? [toHeadingLine(line.trim())] : [stripBullet(line)])).filter(Boolean);
  const unnumbered = isNumberedInOrder(unbulleted) ? unbulleted.map((line) => line.replace(LIST_NUMBER, '').trim()) : unbulleted;
  return unnumbered.filter((line) => line !== '').map((line) => (isIngredientHeading(line) ? toHeadingLine(line) : line));
}

// One marker of an inline numbered step: '1. ', '2) ', 'Step 3: ' before a capital letter.
const INLINE_STEP = /(?:^|(?<=[.!?)]\s+))(?:step\s*)?(\d{1,2})\s*[.):]\s+(?=[A-Z])/gi;

/** A paragraph holding every step ('1. Heat the oven. 2. Mix…') split at its numbers, when they run 1, 2, 3… */
function splitInlineSteps(line: string): string[] {
  const markers = [...line.matchAll(INLINE_STEP)];
  const isInOrder = markers.length >= 2 && markers[0]?.index === 0 && markers.every((marker, index) => Number(marker[1]) === index + 1);
  if (!isInOrder) return [line];
  return markers.map((marker, index) => line.slice((marker.index ?? 0) + marker[0].length, markers[index + 1]?.index ?? line.length).trim());
}

/** Steps without bullets, 'Step 2' labels and step numbers; a paragraph of numbered steps becomes its steps. */
export function tidyInstructions(lines: string[]): string[] {
  return lines
    .flatMap(splitInlineSteps)
    .map((line) => stripBullet(line).replace(STEP_NUMBER, '').trim())
    .filter(Boolean);
}
