import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client.ts';
import { importJob } from '../../db/schema.ts';
import type { TStorageProvider } from '../../providers/storage/storage-provider.ts';
import { findOwnJob } from './get-import.ts';
import { deleteUnusedItemImages, uploadPath } from './import-runner.ts';

/**
 * DELETE /api/imports/:id: stops the job and forgets it. Recipes already saved stay (each is whole);
 * the pictures stored for recipes not saved are deleted.
 */
export async function cancelImport(
  deps: { db: TDatabase; storage: TStorageProvider; log: FastifyBaseLogger; uploadsDir: string },
  userId: string,
  jobId: string,
): Promise<void> {
  await findOwnJob(deps.db, userId, jobId);
  await deleteUnusedItemImages(deps, jobId, userId);
  await deps.db.delete(importJob).where(eq(importJob.id, jobId));
  await rm(uploadPath(deps.uploadsDir, jobId), { force: true });
}
