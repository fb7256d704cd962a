import { parseIngredient } from 'parse-ingredient';

// The one place an ingredient line meets the parse-ingredient library: a stage of the reader's rules
// (parse-ingredient-line.ts).
//
// parse-ingredient reads a leading amount by trying every prefix of the run of amount characters
// (digits, spaces, fractions, "/", "-", "e"...), each try as long as the prefix: quadratic in the run.
// No real amount is longer than a dozen characters (the longest in 15,000 labelled lines: "3 1/4 - 3½ "),
// so longer runs are cut before the library sees them, which keeps parsing linear in the line.
const AMOUNT_RUN = /[\p{Nd}\s.,_/+\u2044¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞⅟⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉eE-]{25,}/gu;
const AMOUNT_RUN_MAX = 24;

/** parse-ingredient on `text` with any overlong run of amount characters cut first. */
export function parseWithLibrary(text: string, options?: Parameters<typeof parseIngredient>[1]): ReturnType<typeof parseIngredient> {
  return parseIngredient(
    text.replace(AMOUNT_RUN, (run) => run.slice(0, AMOUNT_RUN_MAX)),
    options,
  );
}
