import type { TImportFormat } from '../../../../domain/imports.ts';
import type { TFileEntry, TReadResult } from './imported-recipe.ts';
import { readCooklang } from './read-cooklang.ts';
import { readJsonLd } from './read-jsonld.ts';
import { readMealie } from './read-mealie.ts';
import { readNextcloud } from './read-nextcloud.ts';
import { readPaprika } from './read-paprika.ts';
import { readRecipeSage } from './read-recipesage.ts';
import { readTandoor } from './read-tandoor.ts';

const READERS: Record<TImportFormat, (files: TFileEntry[]) => TReadResult> = {
  paprika: readPaprika,
  mealie: readMealie,
  tandoor: readTandoor,
  nextcloud: readNextcloud,
  recipesage: readRecipeSage,
  cooklang: readCooklang,
  jsonld: readJsonLd,
};

export function readByFormat(format: TImportFormat, files: TFileEntry[]): TReadResult {
  return READERS[format](files);
}
