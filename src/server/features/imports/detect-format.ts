import { IMPORT_FORMAT_LABELS, IMPORT_FORMATS, type TImportFormat } from '../../../domain/imports.ts';
import { AppError } from '../../errors.ts';
import { baseName, dirName, isImageName } from './readers/imported-recipe.ts';

export type TUploadKind = { format: TImportFormat; isZip: boolean };

const KNOWN_FORMATS = IMPORT_FORMATS.map((format) => IMPORT_FORMAT_LABELS[format]).join(', ');

export const UNKNOWN_FORMAT_MESSAGE = `This file is not in a format Forkcast imports (${KNOWN_FORMATS}).`;

/** A zip's format, told from the names of its files. */
export function detectZipFormat(fileName: string, names: string[]): TImportFormat {
  const real = names.filter((name) => !name.startsWith('__MACOSX/') && !name.endsWith('/'));
  if (real.some((name) => /\.paprikarecipe$/i.test(name))) return 'paprika';
  if (real.some((name) => baseName(name) === 'database.json')) return 'mealie';
  if (real.some((name) => /\.zip$/i.test(name))) return 'tandoor';
  const recipeJsons = real.filter((name) => baseName(name) === 'recipe.json');
  if (recipeJsons.length > 0) {
    // Tandoor's single-recipe zip: recipe.json and image.* at the top; Nextcloud: one folder per recipe.
    const isTandoorRecipe = recipeJsons.some((name) => dirName(name) === '') && real.every((name) => dirName(name) === '');
    return isTandoorRecipe && !real.includes('full.jpg') ? 'tandoor' : 'nextcloud';
  }
  if (real.some((name) => /\.cook$/i.test(name))) return 'cooklang';
  if (real.some((name) => /\.(json|jsonld|html?)$/i.test(name))) return /recipesage/i.test(fileName) ? 'recipesage' : 'jsonld';
  if (real.length > 0 && real.every(isImageName)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This zip holds only pictures, no recipes.');
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNKNOWN_FORMAT_MESSAGE);
}

/** A single (not zipped) file's format, from its name and first bytes. */
export function detectFileFormat(fileName: string, head: string): TImportFormat {
  if (/\.(zip|paprikarecipes)$/i.test(fileName)) throw new AppError('BAD_REQUEST', 'This file is named like a zip but is not a readable zip archive.');
  if (/\.cook$/i.test(fileName)) return 'cooklang';
  const start = head.replace(/^\uFEFF/, '').trimStart();
  const isJsonLike = start.startsWith('{') || start.startsWith('[') || start.startsWith('<');
  if (isJsonLike && /"@type"|@context|ld\+json/i.test(head)) return /recipesage/i.test(fileName) || /recipesage/i.test(head) ? 'recipesage' : 'jsonld';
  if (isJsonLike) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This file holds no schema.org Recipe data (JSON-LD).');
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNKNOWN_FORMAT_MESSAGE);
}
