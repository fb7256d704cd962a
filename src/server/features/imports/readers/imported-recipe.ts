import type { TImportFormat } from '../../../../domain/imports.ts';
import { isWebAddress, toSourceUrl } from '../../../../domain/recipe.ts';

/** One recipe as a reader found it in a file, before it is fitted to Forkcast's fields. */
export type TImportedRecipe = {
  /** The file's own id for the recipe (Paprika uid, Mealie id…); null when it has none. */
  sourceId: string | null;
  title: string;
  ingredients: string[];
  instructions: string[];
  /** Minutes, when the file gives them as a duration; else the file's text. */
  prepTime: number | string | null;
  cookTime: number | string | null;
  totalTime: number | string | null;
  servings: string;
  notes: string;
  /** The file's own category or categories, matched to Forkcast's later. */
  categories: string[];
  /** 0–5 (0: not rated); readers scale other ranges. */
  rating: number;
  /** The picture's bytes when the file carries it; a web address is not fetched. */
  image: Uint8Array | null;
  /** The web page the recipe came from ('' when the file names none). */
  sourceUrl: string;
  /** Names of the recipe's fields that have no place in Forkcast (nutrition, tools…). */
  fieldsNotUnderstood: string[];
};

export type TReadProblem = { item: string; reason: string };

/** What a reader gives back: the recipes it could read and the entries it skipped, with why. */
export type TReadResult = { recipes: TImportedRecipe[]; problems: TReadProblem[] };

/** A file of an upload: a zip's entry, or the upload itself. */
export type TFileEntry = { name: string; bytes: Uint8Array };

export type TReader = { format: TImportFormat; read: (files: TFileEntry[]) => TReadResult };

export function createEmptyRecipe(title: string): TImportedRecipe {
  return {
    sourceId: null,
    title,
    ingredients: [],
    instructions: [],
    prepTime: null,
    cookTime: null,
    totalTime: null,
    servings: '',
    notes: '',
    categories: [],
    rating: 0,
    image: null,
    sourceUrl: '',
    fieldsNotUnderstood: [],
  };
}

/** A file's source field as the recipe's web address: '' when it is no http(s) address (a book, a name). */
export function toWebAddress(value: unknown): string {
  return typeof value === 'string' && isWebAddress(value.trim()) ? toSourceUrl(value) : '';
}

/** A source the file gives that is no web address ('Grandma', a book) stays in the notes, written 'Source: …'. */
export function toSourceNote(...sources: (string | null | undefined)[]): string {
  const texts = sources.map((source) => source?.trim() ?? '').filter((source) => source !== '' && !toWebAddress(source));
  return texts.length > 0 ? `Source: ${texts.join(' — ')}` : '';
}

const TEXT_DECODER = new TextDecoder('utf-8');

export function decodeText(bytes: Uint8Array): string {
  // A byte-order mark left by Windows editors is not part of the JSON.
  return TEXT_DECODER.decode(bytes).replace(/^\uFEFF/, '');
}

/** Non-empty trimmed lines of a text block. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function baseName(path: string): string {
  return path.split('/').pop() ?? path;
}

export function dirName(path: string): string {
  const index = path.lastIndexOf('/');
  return index === -1 ? '' : path.slice(0, index);
}

const IMAGE_NAME = /\.(jpe?g|png|webp|avif)$/i;

export function isImageName(name: string): boolean {
  return IMAGE_NAME.test(name);
}

/** A rating on another scale (Tandoor's 0–5 floats, Mealie's 0–5, RecipeSage's 0–5) as a whole 0–5. */
export function toRating(value: unknown, scale = 5): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  if (!Number.isFinite(number) || number <= 0) return 0;
  return Math.max(0, Math.min(5, Math.round((number / scale) * 5)));
}
