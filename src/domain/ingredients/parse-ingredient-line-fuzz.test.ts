import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARSED_LINE_MAX_LENGTH, parseIngredientLine } from './parse-ingredient-line.ts';

// Issue 23: a 500-character line of "½-" took ~30 ms (parse-ingredient tried every prefix of the
// amount run), so 100 of them stalled the server for seconds. The bound is generous for a loaded
// 2-core machine and still far below what the quadratic parse took.
const LINE_BUDGET_MS = 15;
const PATHOLOGICAL_PIECES = [
  '½',
  '-',
  '1',
  ' ',
  '/',
  '.',
  ',',
  'e',
  '(',
  ')',
  '⁄',
  '¼',
  '²',
  'cup',
  'a',
  'or',
  'plus',
  'of',
  '1/2',
  '-2',
  '\t',
  'x',
  ';',
  '14-ounce',
  'juice',
];

function timeParse(line: string): number {
  const startedAt = performance.now();
  parseIngredientLine(line);
  return performance.now() - startedAt;
}

/** The best of five runs: one slow run on a shared machine is not the parser's cost. */
function bestParseTime(line: string): number {
  return Math.min(...Array.from({ length: 5 }, () => timeParse(line)));
}

describe('parseIngredientLine on long and pathological lines', () => {
  beforeAll(() => {
    // Loads the tagger's weights and lets the JIT compile the parser, so the first case is not timed cold.
    for (let round = 0; round < 20; round += 1) parseIngredientLine(`${round} ${'cup ½ ( '.repeat(60)}`);
  });

  it.each([
    ['"½-" repeated', '½-'.repeat(250)],
    ['"1/" repeated', '1/'.repeat(250)],
    ['"1 " repeated', '1 '.repeat(250)],
    ['a number and "½-"', `12 ${'½-'.repeat(248)}`],
    ['"1-" repeated', '1-'.repeat(250)],
    ['"(" repeated', '('.repeat(500)],
    ['"1 cup plus " repeated', '1 cup plus '.repeat(45)],
    ['"½-" repeated, 2,000 characters', '½-'.repeat(1_000)],
  ])('parses %s within the per-line budget', (_name, line) => {
    expect(bestParseTime(line)).toBeLessThan(LINE_BUDGET_MS);
  });

  it('stays within the budget for any line built from amount characters, brackets and unit words (fuzz)', () => {
    const line = fc.array(fc.constantFrom(...PATHOLOGICAL_PIECES), { minLength: 100, maxLength: 700 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(line, (text) => {
        expect(bestParseTime(text)).toBeLessThan(LINE_BUDGET_MS);
      }),
      { numRuns: 60, seed: 23 },
    );
  });

  it('reads a line only up to the recipe limit and keeps the whole input', () => {
    const line = `2 cups flour ${'x'.repeat(PARSED_LINE_MAX_LENGTH * 2)}`;
    const parsed = parseIngredientLine(line);
    expect(parsed.input).toBe(line);
    expect(parsed.quantity).toBe(2);
    expect(parsed.unit).toBe('cup');
  });
});
