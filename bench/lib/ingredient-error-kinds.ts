// Sorts the parser's misses on the labelled lines into kinds, for the confusion report of
// bench/ingredient-parser.ts (--confusion). A line wrong in two fields counts once per field.
import type { TParsedIngredient } from '../../src/domain/ingredients/parse-ingredient-line.ts';
import { toCanonicalUnit } from '../../src/domain/ingredients/units.ts';
import { toMatchKey } from '../../src/domain/kitchen/food-table.ts';

export type TLabelReading = {
  name: string;
  /** The labelled quantity column as written ("1 15", "#1$2", "2 dozen"). */
  quantityText: string;
  /** The first labelled quantity as a number, null when the label gives none or one the bench cannot read. */
  quantity: number | null;
  /** The labelled unit column as written ("ounce can"). */
  unitText: string;
  /** The labelled units, modifiers dropped and spellings normalised, in the labels' order. */
  units: string[];
};

export type TFieldVerdicts = { isName: boolean; isQuantity: boolean; isUnit: boolean };

/** A sized container or item ("1 (15-ounce) can", "One 5-pound chicken"): we read 1 can of 15 oz, the labels list "ounce can". */
export function isSizedItemUnitMiss(parsed: TParsedIngredient, label: TLabelReading): boolean {
  return parsed.packageSize !== undefined && label.units[0] === parsed.packageSize.unit;
}

function readUnitKind(parsed: TParsedIngredient, label: TLabelReading): string {
  if (isSizedItemUnitMiss(parsed, label)) return "unit: a sized container or item read as count + size, the labels list the size's unit first";
  const firstWord = label.unitText.split(/\s+/).find((word) => word !== '') ?? '';
  if (parsed.unit !== null && firstWord !== '' && toCanonicalUnit(firstWord) === null && label.units.includes(parsed.unit)) {
    return 'unit: the labels count a describing word as the unit ("plump clove")';
  }
  if (parsed.unit === 'dozen' && /dozen/i.test(label.quantityText)) return 'unit: "dozen" read as the unit, the labels keep it in the number';
  if (parsed.unit === null) return 'unit: none read where the labels have one';
  if (label.units.length === 0) return 'unit: one read where the labels have none';
  return 'unit: a different unit';
}

function readQuantityKind(parsed: TParsedIngredient, label: TLabelReading, input: string): string {
  const firstToken = label.quantityText.split(/\s+/).find((word) => word !== '') ?? '';
  if (/\bplus\b/i.test(input) && parsed.quantity !== null && label.quantity !== null && parsed.quantity > label.quantity) {
    return 'quantity: "1 cup plus 2 tablespoons" added up, the labels give the first measure';
  }
  if (firstToken !== '' && label.quantity === null) return 'quantity: the label\'s number is no plain number ("1x", "Thirty-two")';
  if (label.quantity === null) return 'quantity: an amount read where the labels have none';
  if (parsed.quantity === null) return 'quantity: none read where the labels have one';
  return 'quantity: a different number';
}

function readNameKind(parsed: TParsedIngredient, label: TLabelReading): string {
  const ours = toMatchKey(parsed.name)
    .split(' ')
    .filter((word) => word !== '');
  const theirs = toMatchKey(label.name)
    .split(' ')
    .filter((word) => word !== '');
  if (ours.length === 0) return 'name: none read';
  if (/\b(?:or|and\/or)\b/i.test(label.name)) return 'name: the labels keep alternatives ("X or Y"), ours differs';
  const isOursInTheirs = ours.every((word) => theirs.includes(word));
  const isTheirsInOurs = theirs.every((word) => ours.includes(word));
  if (isTheirsInOurs) return 'name: ours has extra words the labels put in another field';
  if (isOursInTheirs) return 'name: ours misses words the labels keep in the name';
  return 'name: different words';
}

/** The error kinds of one line (empty when all three fields are right). */
export function readErrorKinds(input: string, parsed: TParsedIngredient, label: TLabelReading, verdicts: TFieldVerdicts): string[] {
  const kinds: string[] = [];
  if (!verdicts.isName) kinds.push(readNameKind(parsed, label));
  if (!verdicts.isQuantity) kinds.push(readQuantityKind(parsed, label, input));
  if (!verdicts.isUnit) kinds.push(readUnitKind(parsed, label));
  return kinds;
}

function describeParsed(parsed: TParsedIngredient): string {
  const size = parsed.packageSize ? ` (${parsed.packageSize.quantity} ${parsed.packageSize.unit} each)` : '';
  return `${parsed.quantity ?? '–'} ${parsed.unit ?? '–'}${size} "${parsed.name}"`;
}

/** Counts kinds and keeps the first example of each. */
export class ErrorKindTally {
  private readonly counts = new Map<string, { count: number; example: string }>();

  add(input: string, parsed: TParsedIngredient, label: TLabelReading, kinds: readonly string[]): void {
    for (const kind of kinds) {
      const entry = this.counts.get(kind);
      if (entry) entry.count += 1;
      else
        this.counts.set(kind, {
          count: 1,
          example: `${input}  →  ours ${describeParsed(parsed)}; label "${label.quantityText}" "${label.unitText}" "${label.name}"`,
        });
    }
  }

  /** The `limit` most common kinds, most common first, as report lines. */
  report(limit: number, scored: number): string[] {
    return [...this.counts.entries()]
      .sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1))
      .slice(0, limit)
      .map(
        ([kind, { count, example }], index) =>
          `${index + 1}. ${kind}: ${count} lines (${((100 * count) / Math.max(scored, 1)).toFixed(1)}%)\n     e.g. ${example}`,
      );
  }
}
