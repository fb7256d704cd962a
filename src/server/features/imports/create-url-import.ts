import { randomUUID } from 'node:crypto';
import type { TCreatedUrlImport, TCreateUrlImport } from '../../../domain/imports.ts';
import { URL_IMPORT_PRO_MESSAGE } from '../../../domain/prompt-rules.ts';
import type { TDatabase } from '../../db/client.ts';
import { importItem, importJob } from '../../db/schema.ts';
import { requirePro } from '../../plan-access.ts';
import type { TImportRunner } from './import-runner.ts';
import { toUrlSourceKey } from './url-source-key.ts';

/**
 * POST /api/imports/urls (Pro): the addresses become the job's waiting items in one transaction, and the
 * runner fetches them in the background, a few at a time, into the same review step as a file.
 */
export async function createUrlImport(
  deps: { db: TDatabase; runner: TImportRunner },
  userId: string,
  body: TCreateUrlImport,
  now: Date = new Date(),
): Promise<TCreatedUrlImport> {
  await requirePro(deps.db, userId, now, URL_IMPORT_PRO_MESSAGE);
  const id = randomUUID();
  const fileName = `${body.urls.length} web ${body.urls.length === 1 ? 'page' : 'pages'}`;
  await deps.db.transaction(async (tx) => {
    await tx.insert(importJob).values({ id, userId, format: 'urls', status: 'reading', fileName, claimedUntil: new Date(now.getTime() + 60_000) });
    await tx
      .insert(importItem)
      .values(body.urls.map((url, position) => ({ jobId: id, position, sourceKey: toUrlSourceKey(url), label: url, recipe: {}, state: 'waiting' as const })));
  });
  deps.runner.startReading(id);
  return { id, status: 'reading' };
}
