import { PassThrough, type Readable } from 'node:stream';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { TExportQuery } from '../../../domain/imports.ts';
import type { TDatabase } from '../../db/client.ts';
import { toSavedRecipe } from '../../db/recipe-row.ts';
import { recipe } from '../../db/schema.ts';
import type { TStorageProvider } from '../../providers/storage/storage-provider.ts';
import { sniffImageType } from '../../providers/storage/sniff-image-type.ts';
import { toCooklang, toExportName, toJsonLdRecipe } from './to-export-files.ts';

const PAGE = 50;
const TEXT_ENCODER = new TextEncoder();

async function readImage(storage: TStorageProvider, imageUrl: string): Promise<{ bytes: Buffer; extension: string } | null> {
  if (!imageUrl) return null;
  const key = storage.keyFromUrl(imageUrl);
  if (!key) return null;
  const stored = await storage.get(key);
  if (!stored) return null;
  const type = sniffImageType(stored.body);
  return type ? { bytes: stored.body, extension: type.extension } : null;
}

/**
 * GET /api/export: the caller's recipes (all, or the ids asked for; others' ids are ignored) as a zip,
 * written while it is read: recipes are fetched a page at a time and the zip waits for the network.
 */
export function exportRecipes(deps: { db: TDatabase; storage: TStorageProvider; log: FastifyBaseLogger }, userId: string, query: TExportQuery): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, isFinal) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (isFinal) output.end();
  });
  const addFile = (name: string, bytes: Uint8Array, isCompressed: boolean) => {
    const file = isCompressed ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(bytes, true);
  };
  const waitForReader = () => (output.writableNeedDrain ? new Promise<void>((resolve) => output.once('drain', () => resolve())) : Promise.resolve());

  const write = async () => {
    let afterId = '';
    for (;;) {
      const filters = [eq(recipe.userId, userId), gt(recipe.id, afterId)];
      if (query.ids) filters.push(inArray(recipe.id, query.ids.length > 0 ? query.ids : ['']));
      const rows = await deps.db
        .select()
        .from(recipe)
        .where(and(...filters))
        .orderBy(asc(recipe.id))
        .limit(PAGE);
      for (const row of rows) {
        const saved = toSavedRecipe(row);
        const name = toExportName(saved);
        const image = await readImage(deps.storage, saved.imageUrl);
        if (query.format === 'jsonld') {
          // The Nextcloud Cookbook layout: a folder per recipe, recipe.json and full.jpg (whatever the type).
          const imageName = image ? `full.${image.extension === 'jpg' ? 'jpg' : image.extension}` : null;
          addFile(`${name}/recipe.json`, TEXT_ENCODER.encode(JSON.stringify(toJsonLdRecipe(saved, imageName), null, 2)), false);
          if (image && imageName) addFile(`${name}/${imageName}`, image.bytes, true);
        } else {
          addFile(`${name}.cook`, TEXT_ENCODER.encode(toCooklang(saved)), false);
          if (image) addFile(`${name}.${image.extension}`, image.bytes, true);
        }
        await waitForReader();
      }
      const last = rows.at(-1);
      if (!last || rows.length < PAGE) break;
      afterId = last.id;
    }
    zip.end();
  };
  write().catch((error: unknown) => {
    deps.log.error({ err: error }, 'export failed');
    output.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return output;
}
