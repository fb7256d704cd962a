// Reading the labelled ingredient lines (kept outside the repository) and the fixed train/held-out
// split shared by bench/ingredient-parser.ts and scripts/train-ingredient-tagger.ts.
import { readFileSync } from 'node:fs';
import { parseCsv } from './read-csv.ts';

export const DEFAULT_LABELLED_LINES_PATH = '/work/shared/testdata/ingredient-lines/cookstr-labelled.csv';

export type TLabelledLine = {
  input: string;
  name: string;
  quantity: string;
  unit: string;
  size: string;
  preparation: string;
  comment: string;
  purpose: string;
};

/** Every row with an input and a labelled name (the rows the bench scores). */
export function readLabelledLines(path: string): TLabelledLine[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (!header) throw new Error(`empty file: ${path}`);
  const at = (name: string) => header.indexOf(name);
  const columns = {
    input: at('input'),
    name: at('name'),
    quantity: at('quantity'),
    unit: at('unit'),
    size: at('size'),
    preparation: at('preparation'),
    comment: at('comment'),
    purpose: at('purpose'),
  };
  return rows
    .map((row) => ({
      input: row[columns.input] ?? '',
      name: row[columns.name] ?? '',
      quantity: row[columns.quantity] ?? '',
      unit: row[columns.unit] ?? '',
      size: row[columns.size] ?? '',
      preparation: row[columns.preparation] ?? '',
      comment: row[columns.comment] ?? '',
      purpose: row[columns.purpose] ?? '',
    }))
    .filter((line) => line.input !== '' && line.name !== '');
}

/** One line in five, chosen by a hash of its text, is held out from training (FNV-1a). */
export function isHeldOut(input: string): boolean {
  let hash = 0x811c9dc5;
  for (let index = 0; index < input.length; index += 1) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 5 === 0;
}
